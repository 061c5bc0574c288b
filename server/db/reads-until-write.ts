/**
 * What a process read from the embedded database, kept until the database's write mark moves.
 * On PGlite this process is the only writer, so a read stays current until a statement that
 * may change data starts or ends; and each PGlite query runs on the event loop (about a third
 * of an uncached product page). On a PostgreSQL server other processes write too: nothing is
 * kept there, and every read asks.
 */
import type { Database, Sql } from './driver';

export type MarkedSql = Sql & Pick<Partial<Database>, 'writeMark'>;

export class ReadsUntilWrite<V> {
  readonly #db: MarkedSql;
  #mark = Number.NaN;
  readonly #known = new Map<string, V>();

  constructor(db: MarkedSql) {
    this.#db = db;
  }

  /** Whether anything can be kept: only on a database that keeps a write mark. */
  get keeps(): boolean {
    return this.#db.writeMark !== undefined;
  }

  /** The value read for `key` with no write since, or undefined. */
  get(key: string): V | undefined {
    if (this.#db.writeMark !== this.#mark) {
      this.#known.clear();
      this.#mark = this.#db.writeMark ?? Number.NaN;
    }
    return this.#known.get(key);
  }

  /** The write mark to pass to `keep` after reading: take it before the read starts. */
  get mark(): number | undefined {
    return this.#db.writeMark;
  }

  /** Keeps what was read since `readAt` (`mark` before the read), unless a write started or ended meanwhile. */
  keep(key: string, value: V, readAt: number | undefined): void {
    // NaN (a write running) never equals itself, and neither does the NaN of a server database.
    if (readAt !== undefined && this.#db.writeMark === readAt && readAt === this.#mark) this.#known.set(key, value);
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
