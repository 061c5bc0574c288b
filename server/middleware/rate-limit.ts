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
 * Buckets live in the app's bucket store (server/buckets: PostgreSQL or Redis when several
 * processes serve, memory for the embedded database), so a visitor landing on another process
 * draws on the same bucket. Each limit has a `name`, its own buckets in the shared store.
 *
 * @example
 *   app.use('/api/commerce/*', rateLimit({ capacity: 30, refillPerSecond: 5 }));
 */
import { visitorBuckets, type ClientAddressOptions } from './client-address';
import { memoryBuckets } from '../buckets';
import { limitStore } from './limit-store';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { Bucket } from '../buckets';

export const RATE_LIMITED = 'Please try again in a few seconds.';

export interface RateLimitOptions extends ClientAddressOptions {
  /** Names this limit's buckets, apart from every other limit's. @default 'visitor' */
  name?: string;
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
  /**
   * Keep this limit's buckets in this process's memory rather than the app's shared store: for
   * calls so frequent and cheap (tracking hits) that a round trip to the shared store per call
   * would cost more than the call. With several processes a visitor gets that many buckets.
   * @default false
   */
  local?: boolean;
  /**
   * Buckets of the caller's own instead of the visitor and address ones, for a caller who has
   * proved who they are (an owner: server/owner/owner-call-limit.ts); undefined for anyone else.
   */
  ownBuckets?: (c: Context) => Promise<Bucket[] | undefined> | undefined;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function rateLimit(options: RateLimitOptions = {}): MiddlewareHandler {
  const visitor = { capacity: options.capacity ?? 30, refillPerSecond: options.refillPerSecond ?? 5 };
  const perAddress = options.perAddress ?? 4;
  const address = { capacity: visitor.capacity * perAddress, refillPerSecond: visitor.refillPerSecond * perAddress };
  const now = options.now ?? Date.now;
  const counts = options.counts ?? ((c: Context) => STATE_CHANGING.has(c.req.method));
  const name = options.name ?? 'visitor';
  const store = options.local ? localStore() : limitStore();

  const limit = async (c: Context, next: Next) => {
    const own = await options.ownBuckets?.(c);
    const wait = await store(c).take(own ?? visitorBuckets(c, name, visitor, address, options), now());
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json({ error: RATE_LIMITED }, 429);
    }
    return next();
  };
  // Not async: a request that does not count goes on without a promise of this one's.
  return function rateLimit(c, next) {
    return counts(c) ? limit(c, next) : next();
  };
}

function localStore() {
  const own = memoryBuckets();
  return () => own;
}
