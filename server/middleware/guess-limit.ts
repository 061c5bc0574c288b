/**
 * Limits wrong guesses at a secret a visitor types (a gift card code, a lock screen password):
 * a few at once, then one every so often, per visitor (crumb) and, several times larger, per
 * address, so inventing crumbs does not buy more guesses. Only wrong guesses are counted.
 * A `subject` (for example `owner:<site>:<email>` at sign-in) adds a bucket of its own, so
 * guesses at one account are limited however many visitors and addresses make them.
 * A `device` (a browser that has signed in to that account before, proved by its device cookie:
 * sign-in-device.ts) guesses against a bucket of its own instead, and only its own, so nobody
 * can lock the account's real user out by guessing from elsewhere.
 * Buckets live in the app's bucket store (server/buckets), shared by every server process;
 * give each limit its own `name` so that its buckets are its own.
 *
 * @example
 *   const guesses = new GuessLimit({ name: 'gift-card' });
 *   if ((await guesses.wait(c, subject)) > 0) return tooMany(c);
 *   if (!(await check(code))) await guesses.wrong(c, subject);
 */
import { visitorBuckets, type ClientAddressOptions } from './client-address';
import { limitStore } from './limit-store';
import type { Bucket, BucketSize } from '../buckets';
import type { Context } from 'hono';

export interface GuessLimitOptions extends ClientAddressOptions {
  /** Names this limit's buckets, apart from every other limit's. @default 'guess' */
  name?: string;
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
  readonly #store = limitStore();
  readonly #visitor: BucketSize;
  readonly #address: BucketSize;
  readonly #options: GuessLimitOptions;

  constructor(options: GuessLimitOptions = {}) {
    this.#options = options;
    this.#visitor = { capacity: options.capacity ?? 5, refillPerSecond: options.refillPerSecond ?? 0.1 };
    const times = options.perAddress ?? 4;
    this.#address = {
      capacity: this.#visitor.capacity * times,
      refillPerSecond: this.#visitor.refillPerSecond * times,
    };
  }

  /** Seconds before this visitor (and subject, or device) may guess again; 0 when they may guess now. */
  async wait(c: Context, subject?: string, device?: string): Promise<number> {
    return this.#store(c).wait(this.#buckets(c, subject, device), this.#now());
  }

  async wrong(c: Context, subject?: string, device?: string): Promise<void> {
    await this.#store(c).spend(this.#buckets(c, subject, device), this.#now());
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }

  #buckets(c: Context, subject?: string, device?: string): Bucket[] {
    const name = this.#options.name ?? 'guess';
    // A known device's allowance is its own: guesses from elsewhere never spend it, nor it theirs.
    if (device !== undefined) return [{ key: `${name}:device:${device}`, ...this.#visitor }];
    const buckets = visitorBuckets(c, name, this.#visitor, this.#address, this.#options);
    if (subject !== undefined) buckets.push({ key: `${name}:subject:${subject}`, ...this.#visitor });
    return buckets;
  }
}
