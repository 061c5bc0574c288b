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
 * so the effective limit is per process. Full buckets are dropped, so memory stays bounded.
 *
 * @example
 *   app.use('/api/commerce/*', rateLimit({ capacity: 30, refillPerSecond: 5 }));
 */
import { getCookie } from 'hono/cookie';
import { clientAddress, type ClientAddressOptions } from './client-address';
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

interface Bucket {
  tokens: number;
  at: number;
  capacity: number;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SWEEP_AT = 10_000;

export function rateLimit(options: RateLimitOptions = {}): MiddlewareHandler {
  const capacity = options.capacity ?? 30;
  const refill = options.refillPerSecond ?? 5;
  const perAddress = options.perAddress ?? 4;
  const now = options.now ?? Date.now;
  const counts = options.counts ?? ((c: Context) => STATE_CHANGING.has(c.req.method));
  const buckets = new Map<string, Bucket>();

  const level = (bucket: Bucket, t: number) => Math.min(bucket.capacity, bucket.tokens + ((t - bucket.at) / 1000) * refill * (bucket.capacity / capacity));
  const bucketAt = (key: string, size: number, t: number) => {
    const bucket = buckets.get(key) ?? { tokens: size, at: t, capacity: size };
    bucket.tokens = level(bucket, t);
    bucket.at = t;
    buckets.set(key, bucket);
    return bucket;
  };

  return async function rateLimit(c, next) {
    if (!counts(c)) return next();
    const t = now();
    if (buckets.size >= SWEEP_AT) for (const [key, bucket] of buckets) if (level(bucket, t) >= bucket.capacity) buckets.delete(key);
    const address = clientAddress(c, options);
    const crumb = getCookie(c, 'crumb');
    const mine = [bucketAt(crumb ? `crumb:${crumb}` : `ip:${address ?? 'unknown'}`, capacity, t)];
    if (address && crumb) mine.push(bucketAt(`address:${address}`, capacity * perAddress, t));
    const empty = mine.find((bucket) => bucket.tokens < 1);
    if (empty) {
      const perSecond = refill * (empty.capacity / capacity);
      c.header('Retry-After', String(Math.max(1, Math.ceil((1 - empty.tokens) / perSecond))));
      return c.json({ error: RATE_LIMITED }, 429);
    }
    for (const bucket of mine) bucket.tokens -= 1;
    return next();
  };
}
