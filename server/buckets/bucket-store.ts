/**
 * Token buckets kept where every server process sees them: the store behind the rate limits
 * and guess limits (server/middleware/rate-limit.ts, guess-limit.ts). One interface, three
 * places: this process's memory (the embedded database, one process), a PostgreSQL table
 * (DATABASE_URL), Redis (REDIS_URL). Every operation on a set of buckets is atomic, so two
 * processes serving one visitor at the same instant cannot both spend the last token.
 *
 * A bucket holds up to `capacity` tokens and regains `refillPerSecond` continuously; a full
 * bucket is the same as none, so stores may forget full buckets.
 */

export interface BucketSize {
  /** Tokens a full bucket holds. */
  capacity: number;
  refillPerSecond: number;
}

/** One named bucket and its size. Keys are namespaced by the caller (`visitor:crumb:…`). */
export interface Bucket extends BucketSize {
  key: string;
}

export interface BucketStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Seconds until every bucket holds a token again; 0 when all hold one now. Takes nothing. */
  wait(buckets: readonly Bucket[], now: number): Promise<number>;
  /**
   * When every bucket holds a token, takes one from each and answers 0; otherwise takes
   * nothing and answers the seconds to wait. All or nothing, atomically.
   */
  take(buckets: readonly Bucket[], now: number): Promise<number>;
  /** Takes one token from each bucket whatever it holds (a wrong guess always counts). */
  spend(buckets: readonly Bucket[], now: number): Promise<void>;
  /** Releases connections the store opened itself. */
  close(): Promise<void>;
}

/** Tokens a bucket holds at `now`, from what it held at `at` (a clock that went back refills nothing). */
export function refilled(tokens: number, at: number, now: number, size: BucketSize): number {
  return Math.min(size.capacity, tokens + (Math.max(0, now - at) / 1000) * size.refillPerSecond);
}

/** Whole seconds (at least 1) until a bucket holding `tokens` holds one; 0 when it holds one now. */
export function secondsUntilToken(tokens: number, size: BucketSize): number {
  return tokens >= 1 ? 0 : Math.max(1, Math.ceil((1 - tokens) / size.refillPerSecond));
}

/** When a bucket holding `tokens` at `now` is full again: it may be forgotten after that. */
export function fullAt(tokens: number, now: number, size: BucketSize): number {
  return now + Math.ceil((Math.max(0, size.capacity - tokens) / size.refillPerSecond) * 1000);
}

/**
 * The decision shared by every store: given what each bucket holds now, the wait, and what
 * each holds after the operation.
 */
export function decide(
  held: readonly number[],
  buckets: readonly Bucket[],
  mode: 'wait' | 'take' | 'spend',
): { wait: number; after: number[] } {
  const wait = held.reduce((most, tokens, i) => Math.max(most, secondsUntilToken(tokens, buckets[i]!)), 0);
  const taking = mode === 'spend' || (mode === 'take' && wait === 0);
  return { wait: mode === 'spend' ? 0 : wait, after: taking ? held.map((t) => t - 1) : [...held] };
}
