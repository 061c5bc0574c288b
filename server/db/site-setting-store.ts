/**
 * A per-site setting kept in one table row (`website_id` primary key) that every page render
 * reads: the header and footer, the languages, the inventory settings, the ad pixel. What a
 * process read is kept until the table may have been written (reads-until-write.ts): a save
 * by this process is seen at once, one by another process as soon as its notification arrives
 * (the table is one of WATCHED_TABLES), and while the server's notifications cannot be heard
 * every render reads the row.
 */
import { ReadsUntilWrite, type MarkedSql } from './reads-until-write';

export interface SiteSettingSql {
  /** Selects the row of website `$1`. */
  select: string;
  /** Inserts or updates the row of website `$1` with the values `encode` gives as `$2…`. */
  upsert: string;
}

export class SiteSettingStore<T> {
  readonly #db: MarkedSql;
  readonly #sql: SiteSettingSql;
  readonly #decode: (row: Record<string, unknown>) => T | null;
  readonly #encode: (value: T) => unknown[];
  readonly #reads: ReadsUntilWrite<T | null>;
  /** What the last read or save found per site, current or not: for `peek`. */
  readonly #last = new Map<string, T | null>();

  constructor(
    db: MarkedSql,
    sql: SiteSettingSql,
    decode: (row: Record<string, unknown>) => T | null,
    encode: (value: T) => unknown[],
  ) {
    this.#db = db;
    this.#sql = sql;
    this.#decode = decode;
    this.#encode = encode;
    this.#reads = new ReadsUntilWrite(db);
  }

  /** The saved value, or null when the owner never saved one (or it no longer reads). */
  saved(siteId: string): Promise<T | null> {
    return this.#reads.read(siteId, async () => {
      const [row] = await this.#db.query<Record<string, unknown>>(this.#sql.select, [siteId]);
      const value = row ? this.#decode(row) : null;
      this.#last.set(siteId, value);
      return value;
    });
  }

  /**
   * What the last read or save in this process found, without waiting (the commerce and error
   * pages render synchronously); when something may have written since, a read starts for the
   * next page.
   */
  peek(siteId: string): T | null {
    if (this.#reads.get(siteId) === undefined) this.saved(siteId).catch(() => {});
    return this.#last.get(siteId) ?? null;
  }

  async save(siteId: string, value: T): Promise<T> {
    await this.#db.query(this.#sql.upsert, [siteId, ...this.#encode(value)]);
    this.#last.set(siteId, value);
    return value;
  }
}
