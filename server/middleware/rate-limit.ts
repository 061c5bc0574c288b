/**
 * Per-visitor rate limit on state-changing calls: a token bucket per visitor (their crumb
 * cookie, else their address), refilled continuously. Past the limit the answer is HTTP 429
 * with Retry-After and `{ error: 'Please try again in a few seconds.' }` (spec §8).
 *
 * The crumb is chosen by the client (any fresh page view gives a new one), so a visitor's
 * bucket alone could be dodged by sending a new crumb each time. Every address therefore also
 * has a bucket of its own, `perAddress` times larger because visitors behind one address
 * (an office, a phone network) share it.
 *
 * Buckets live in this process's memory: with several server processes each keeps its own,
 * so the effective limit is per process.
 *
 * @example
 *   app.use('/api/commerce/*', rateLimit({ capacity: 30, refillPerSecond: 5 }));
 */
import { visitorBuckets, type ClientAddressOptions } from './client-address';
import { TokenBuckets } from './token-buckets';
import type { Context, MiddlewareHandler } from 'hono';

export const RATE_LIMITED = 'Please try again in a few seconds.';

export interface RateLimitOptions extends ClientAddressOptions {
  /** Calls a visitor may make at once. @default 30 */
  capacity?: number;
  /** Calls a visitor regains per second. @default 5 */
  refillPerSecond?: number;
  /** How many visitors' worth of calls one address may make. @default 4 */
  perAddress?: number;
  /** Which requests count. @default POST, PUT, PATCH and DELETE */
  counts?: (c: Context) => boolean;
  /** The clock, in milliseconds. @default Date.now */
  now?: () => number;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function rateLimit(options: RateLimitOptions = {}): MiddlewareHandler {
  const visitor = { capacity: options.capacity ?? 30, refillPerSecond: options.refillPerSecond ?? 5 };
  const perAddress = options.perAddress ?? 4;
  const address = { capacity: visitor.capacity * perAddress, refillPerSecond: visitor.refillPerSecond * perAddress };
  const now = options.now ?? Date.now;
  const counts = options.counts ?? ((c: Context) => STATE_CHANGING.has(c.req.method));
  const buckets = new TokenBuckets();

  return async function rateLimit(c, next) {
    if (!counts(c)) return next();
    const t = now();
    const keys = visitorBuckets(c, visitor, address, options);
    const wait = buckets.wait(keys, t);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json({ error: RATE_LIMITED }, 429);
    }
    buckets.take(keys, t);
    return next();
  };
}
