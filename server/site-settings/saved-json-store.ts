/**
 * A per-site JSON setting kept in one table row (`website_id` primary key), read by every page
 * render: reads are kept for `ttlMs` per site, a save in this process is seen at once, one in
 * another process after at most `ttlMs` (as the inventory settings are).
 */
import type { Sql } from '../db';

export class SavedJsonStore<T> {
  readonly #db: Sql;
  readonly #select: string;
  readonly #upsert: string;
  readonly #decode: (row: Record<string, unknown>) => T | null;
  readonly #encode: (value: T) => unknown[];
  readonly #ttl: number;
  readonly #known = new Map<string, { value: T | null; expires: number }>();

  constructor(
    db: Sql,
    sql: { select: string; upsert: string },
    decode: (row: Record<string, unknown>) => T | null,
    encode: (value: T) => unknown[],
    ttlMs = 1000,
  ) {
    this.#db = db;
    this.#select = sql.select;
    this.#upsert = sql.upsert;
    this.#decode = decode;
    this.#encode = encode;
    this.#ttl = ttlMs;
  }

  /** The saved value, or null when the owner never saved one (or it no longer reads). */
  async saved(siteId: string): Promise<T | null> {
    const hit = this.#known.get(siteId);
    if (hit && hit.expires > Date.now()) return hit.value;
    const [row] = await this.#db.query<Record<string, unknown>>(this.#select, [siteId]);
    const value = row ? this.#decode(row) : null;
    this.#known.set(siteId, { value, expires: Date.now() + this.#ttl });
    return value;
  }

  /**
   * What the last read or save in this process found, without waiting (the commerce and error
   * pages render synchronously); when that is older than `ttlMs`, a read starts for the next page.
   */
  peek(siteId: string): T | null {
    const hit = this.#known.get(siteId);
    if (!hit || hit.expires <= Date.now()) this.saved(siteId).catch(() => {});
    return hit?.value ?? null;
  }

  async save(siteId: string, value: T): Promise<T> {
    await this.#db.query(this.#upsert, [siteId, ...this.#encode(value)]);
    this.#known.set(siteId, { value, expires: Date.now() + this.#ttl });
    return value;
  }
}

/** jsonb arrives parsed from both drivers, but a text column or an old driver gives text. */
export function jsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
