/**
 * Which of this process's own statements move the watched write mark (issue 28): only those
 * that may write one of WATCHED_TABLES, so that a tracking flush, a rate-limit bucket or a
 * cart, writing other tables many times a second, no longer drops the stock, reviews,
 * settings, sessions and memberships pages keep. A statement that writes a watched table names
 * it: none is written by a trigger, rule or foreign-key cascade (migrations 470, 481, 488 and
 * 489 only notify). A script (`exec`) is taken to write them all. Migration 488 also notifies
 * of the few changes to carts that give an account another open cart, for the sessions other
 * processes keep: carts are not watched here, and this process's own such writes move a mark of
 * their own (site-users/account-cart-writes.ts).
 */
import { isReadStatement } from './read-statement';

/** The tables migrations 470, 481, 488 and 489 watch: a reader may keep what it reads under the mark only from these. */
export const WATCHED_TABLES = [
  'stock',
  'product_reviews',
  'comments',
  'likes',
  'site_header_footer',
  'site_languages',
  'inventory_settings',
  'ad_pixel_settings',
  'site_user_sessions',
  'site_users',
  'subscriptions',
  'memberships',
] as const;

// A false match (a column or a quoted text of the same name) only makes pages read again.
const NAMES_WATCHED_TABLE = new RegExp(`\\b(?:${WATCHED_TABLES.join('|')})\\b`, 'i');

/** Whether `text` may write a watched table: it is no plain read and names one. */
export function mayWriteWatched(text: string): boolean {
  return !isReadStatement(text) && NAMES_WATCHED_TABLE.test(text);
}

/**
 * A number that moves whenever one of this process's watched writes starts or ends, or when
 * `moved()` is called (another process's write heard), and is NaN while such a write runs.
 */
export class WatchedWriteMark {
  #version = 0;
  #running = 0;

  get value(): number {
    return this.#running === 0 ? this.#version : Number.NaN;
  }

  moved(): void {
    this.#version++;
  }

  /** `run`, which may write watched tables, with the mark NaN while it runs and moved after. */
  async during<T>(run: () => Promise<T>): Promise<T> {
    this.#running++;
    this.#version++;
    try {
      return await run();
    } finally {
      this.#running--;
      this.#version++;
    }
  }

  /** `text` as `run` sends it: under `during` when it may write a watched table. */
  statement<T>(text: string, run: () => Promise<T>): Promise<T> {
    return mayWriteWatched(text) ? this.during(run) : run();
  }

  /**
   * A transaction `run` sends its statements through `sent(text)` first: from the first that
   * may write a watched table until the transaction has ended (committed or rolled back), the
   * mark is NaN, and it moves again after. A transaction writing none leaves it alone.
   */
  async transaction<T>(run: (sent: (text: string) => void) => Promise<T>): Promise<T> {
    let writes = false;
    let ended = false;
    const sent = (text: string) => {
      // A statement sent after the end (work that went on unawaited) fails on its own: once
      // ended, nothing may hold the mark at NaN for good.
      if (writes || ended || !mayWriteWatched(text)) return;
      writes = true;
      this.#running++;
      this.#version++;
    };
    try {
      return await run(sent);
    } finally {
      ended = true;
      if (writes) {
        this.#running--;
        this.#version++;
      }
    }
  }
}
