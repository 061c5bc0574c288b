/**
 * Token buckets by key, in this process's memory, refilled continuously: the arithmetic the
 * rate limit and the guess limits share. Full buckets are dropped once there are many, so
 * memory stays bounded.
 */

export interface BucketSize {
  /** Tokens a full bucket holds. */
  capacity: number;
  refillPerSecond: number;
}

interface Bucket extends BucketSize {
  tokens: number;
  at: number;
}

const SWEEP_AT = 10_000;

export class TokenBuckets {
  readonly #buckets = new Map<string, Bucket>();

  /** Seconds until every named bucket holds a token again; 0 when all hold one now. */
  wait(keys: readonly [string, BucketSize][], t: number): number {
    let wait = 0;
    for (const [key, size] of keys) {
      const bucket = this.#at(key, size, t);
      if (bucket.tokens < 1) wait = Math.max(wait, Math.max(1, Math.ceil((1 - bucket.tokens) / bucket.refillPerSecond)));
    }
    return wait;
  }

  /** Takes a token from each named bucket. */
  take(keys: readonly [string, BucketSize][], t: number): void {
    for (const [key, size] of keys) this.#at(key, size, t).tokens -= 1;
  }

  #at(key: string, size: BucketSize, t: number): Bucket {
    if (this.#buckets.size >= SWEEP_AT && !this.#buckets.has(key)) this.#sweep(t);
    const bucket = this.#buckets.get(key) ?? { ...size, tokens: size.capacity, at: t };
    bucket.tokens = Math.min(bucket.capacity, bucket.tokens + ((t - bucket.at) / 1000) * bucket.refillPerSecond);
    bucket.at = t;
    this.#buckets.set(key, bucket);
    return bucket;
  }

  #sweep(t: number): void {
    for (const [key, b] of this.#buckets) if (b.tokens + ((t - b.at) / 1000) * b.refillPerSecond >= b.capacity) this.#buckets.delete(key);
  }
}
