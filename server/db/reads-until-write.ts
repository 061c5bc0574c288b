/**
 * What a process read of the watched tables (stock, reviews, comments, likes), kept until the
 * database's watched write mark moves. On PGlite this process is the only writer, so a read
 * stays current until a statement that may change data starts or ends; and each PGlite query
 * runs on the event loop (about a third of an uncached product page). On a PostgreSQL server
 * the mark also moves when another process commits a change to those tables (write-watch.ts,
 * by NOTIFY), and is NaN while this process cannot hear them: nothing is kept then.
 * Only reads of WATCHED_TABLES may be kept: a write of another process elsewhere moves no mark.
 */
import type { Database, Sql } from './driver';

export type MarkedSql = Sql & Pick<Partial<Database>, 'watchedWriteMark'>;

export class ReadsUntilWrite<V> {
  readonly #db: MarkedSql;
  #mark = Number.NaN;
  readonly #known = new Map<string, V>();

  constructor(db: MarkedSql) {
    this.#db = db;
  }

  /** Whether anything can be kept: only on a database that keeps a watched write mark. */
  get keeps(): boolean {
    return this.#db.watchedWriteMark !== undefined;
  }

  /** The value read for `key` with no write since, or undefined. */
  get(key: string): V | undefined {
    if (this.#db.watchedWriteMark !== this.#mark) {
      this.#known.clear();
      this.#mark = this.#db.watchedWriteMark ?? Number.NaN;
    }
    return this.#known.get(key);
  }

  /** The write mark to pass to `keep` after reading: take it before the read starts. */
  get mark(): number | undefined {
    return this.#db.watchedWriteMark;
  }

  /** Keeps what was read since `readAt` (`mark` before the read), unless a write started or ended meanwhile. */
  keep(key: string, value: V, readAt: number | undefined): void {
    // NaN (a write running, or a server's notifications unheard) never equals itself.
    if (readAt !== undefined && this.#db.watchedWriteMark === readAt && readAt === this.#mark)
      this.#known.set(key, value);
  }

  /** `read()` once per key until the next write: the value kept, or a fresh read kept when it can be. */
  async read(key: string, read: () => Promise<V>): Promise<V> {
    if (!this.keeps) return read();
    const known = this.get(key);
    if (known !== undefined) return known;
    const readAt = this.mark;
    const value = await read();
    this.keep(key, value, readAt);
    return value;
  }
}
