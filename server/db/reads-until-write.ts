/**
 * What a process read of the watched tables (WATCHED_TABLES: stock, reviews, comments, likes and
 * the per-site settings pages show), kept until the database's watched write mark moves. On
 * PGlite this process is the only writer, so a read stays current until a statement that may
 * change data starts or ends; and each PGlite query runs on the event loop (about a third of an
 * uncached product page). On a PostgreSQL server the mark also moves when another process
 * commits a change to those tables (write-watch.ts, by NOTIFY), and is NaN while this process
 * cannot hear them: nothing is kept then.
 * Only reads of WATCHED_TABLES may be kept: a write of another process elsewhere moves no mark.
 *
 * Renders that miss the same key at once share one read (after a write, ten pages being
 * rendered would otherwise each send the same query): a read that started under the current
 * mark is as fresh as one started now, for nothing was written since.
 */
import type { Database, Sql } from './driver';

export type MarkedSql = Sql & Pick<Partial<Database>, 'watchedWriteMark'>;

export class ReadsUntilWrite<V> {
  readonly #db: MarkedSql;
  readonly #maxKept: number;
  #mark = Number.NaN;
  readonly #known = new Map<string, V>();
  /** Reads running, each started under `#mark`: dropped with what is known when it moves. */
  readonly #running = new Map<string, Promise<V>>();

  /**
   * `maxKept`: values kept at most, past which all go (for keys a visitor multiplies, such as
   * signed-in users; a write drops them all anyway).
   */
  constructor(db: MarkedSql, { maxKept = Number.POSITIVE_INFINITY }: { maxKept?: number } = {}) {
    this.#db = db;
    this.#maxKept = maxKept;
  }

  /** Whether anything can be kept: only on a database that keeps a watched write mark. */
  get keeps(): boolean {
    return this.#db.watchedWriteMark !== undefined;
  }

  /** The value read for `key` with no write since, or undefined. */
  get(key: string): V | undefined {
    this.#dropIfWritten();
    return this.#known.get(key);
  }

  /** The write mark to pass to `keep` after reading: take it before the read starts. */
  get mark(): number | undefined {
    return this.#db.watchedWriteMark;
  }

  /** Keeps what was read since `readAt` (`mark` before the read), unless a write started or ended meanwhile. */
  keep(key: string, value: V, readAt: number | undefined): void {
    // NaN (a write running, or a server's notifications unheard) never equals itself.
    if (readAt !== undefined && this.#db.watchedWriteMark === readAt && readAt === this.#mark) {
      if (this.#known.size >= this.#maxKept) this.#known.clear();
      this.#known.set(key, value);
    }
  }

  /**
   * `read()` once per key until the next write: the value kept, the read of another render
   * still running under the same mark, or a fresh read kept when it can be.
   */
  async read(key: string, read: () => Promise<V>): Promise<V> {
    if (!this.keeps) return read();
    const known = this.get(key);
    if (known !== undefined) return known;
    const readAt = this.mark;
    // NaN: nothing read now may be kept, nor shared.
    if (readAt !== this.#mark) return read();
    const running = this.#running.get(key);
    if (running) return running;
    const reading = read();
    this.#running.set(key, reading);
    try {
      const value = await reading;
      this.keep(key, value, readAt);
      return value;
    } finally {
      if (this.#running.get(key) === reading) this.#running.delete(key);
    }
  }

  #dropIfWritten(): void {
    const mark = this.#db.watchedWriteMark;
    if (mark === this.#mark) return;
    this.#known.clear();
    this.#running.clear();
    this.#mark = mark ?? Number.NaN;
  }
}
