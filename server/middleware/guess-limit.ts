/**
 * Limits wrong guesses at a secret a visitor types (a gift card code, a lock screen password):
 * a few at once, then one every so often, per visitor (crumb) and, several times larger, per
 * address, so inventing crumbs does not buy more guesses. Only wrong guesses are counted.
 *
 * @example
 *   const guesses = new GuessLimit();
 *   if (guesses.wait(c) > 0) return tooMany(c);
 *   if (!(await check(code))) guesses.wrong(c);
 */
import { visitorBuckets, type ClientAddressOptions } from './client-address';
import { TokenBuckets } from './token-buckets';
import type { BucketSize } from './token-buckets';
import type { Context } from 'hono';

export interface GuessLimitOptions extends ClientAddressOptions {
  /** Wrong guesses a visitor may make at once. @default 5 */
  capacity?: number;
  /** Guesses a visitor regains per second. @default 0.1 (one every ten seconds) */
  refillPerSecond?: number;
  /** How many visitors' worth of guesses one address may make. @default 4 */
  perAddress?: number;
  /** The clock, in milliseconds. @default Date.now */
  now?: () => number;
}

export class GuessLimit {
  readonly #buckets = new TokenBuckets();
  readonly #visitor: BucketSize;
  readonly #address: BucketSize;
  readonly #options: GuessLimitOptions;

  constructor(options: GuessLimitOptions = {}) {
    this.#options = options;
    this.#visitor = { capacity: options.capacity ?? 5, refillPerSecond: options.refillPerSecond ?? 0.1 };
    const times = options.perAddress ?? 4;
    this.#address = { capacity: this.#visitor.capacity * times, refillPerSecond: this.#visitor.refillPerSecond * times };
  }

  /** Seconds before this visitor may guess again; 0 when they may guess now. */
  wait(c: Context): number {
    return this.#buckets.wait(this.#keys(c), this.#now());
  }

  wrong(c: Context): void {
    this.#buckets.take(this.#keys(c), this.#now());
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }

  #keys(c: Context): [string, BucketSize][] {
    return visitorBuckets(c, this.#visitor, this.#address, this.#options);
  }
}
