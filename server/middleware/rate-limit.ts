/**
 * Per-visitor rate limit on state-changing calls: a token bucket per visitor (their crumb
 * cookie, else their address), refilled continuously. Past the limit the answer is HTTP 429
 * with Retry-After and `{ error: 'Please try again in a few seconds.' }` (spec §8).
 *
 * Buckets live in this process's memory: with several server processes each keeps its own,
 * so the effective limit is per process. Full buckets are dropped, so memory stays bounded.
 *
 * @example
 *   app.use('/api/commerce/*', rateLimit({ capacity: 30, refillPerSecond: 5 }));
 */
import { getCookie } from 'hono/cookie';
import type { Context, MiddlewareHandler } from 'hono';

export const RATE_LIMITED = 'Please try again in a few seconds.';

export interface RateLimitOptions {
  /** Calls a visitor may make at once. @default 30 */
  capacity?: number;
  /** Calls a visitor regains per second. @default 5 */
  refillPerSecond?: number;
  /** Which requests count. @default POST, PUT, PATCH and DELETE */
  counts?: (c: Context) => boolean;
  /** The clock, in milliseconds. @default Date.now */
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SWEEP_AT = 10_000;

export function rateLimit(options: RateLimitOptions = {}): MiddlewareHandler {
  const capacity = options.capacity ?? 30;
  const refill = options.refillPerSecond ?? 5;
  const now = options.now ?? Date.now;
  const counts = options.counts ?? ((c: Context) => STATE_CHANGING.has(c.req.method));
  const buckets = new Map<string, Bucket>();

  const level = (bucket: Bucket, t: number) => Math.min(capacity, bucket.tokens + ((t - bucket.at) / 1000) * refill);

  return async function rateLimit(c, next) {
    if (!counts(c)) return next();
    const t = now();
    if (buckets.size >= SWEEP_AT) for (const [key, bucket] of buckets) if (level(bucket, t) >= capacity) buckets.delete(key);
    const key = visitorKey(c);
    const bucket = buckets.get(key) ?? { tokens: capacity, at: t };
    bucket.tokens = level(bucket, t);
    bucket.at = t;
    buckets.set(key, bucket);
    if (bucket.tokens < 1) {
      c.header('Retry-After', String(Math.max(1, Math.ceil((1 - bucket.tokens) / refill))));
      return c.json({ error: RATE_LIMITED }, 429);
    }
    bucket.tokens -= 1;
    return next();
  };
}

/** The crumb cookie names a browser; without one, the address (first hop of a proxy's list). */
function visitorKey(c: Context): string {
  const crumb = getCookie(c, 'crumb');
  if (crumb) return `crumb:${crumb}`;
  const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
  return `ip:${forwarded || c.req.header('X-Real-IP') || 'unknown'}`;
}
