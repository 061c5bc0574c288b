/**
 * The site's ad pixel id (migration 110). Pages read it on every render, so reads are kept for
 * `ttlMs` per site; a save in this process is seen at once, in another after at most `ttlMs`
 * (pages are cached about as long anyway).
 */
import type { Sql } from '../db';

export interface AdPixelSettings {
  /** Null: no pixel, nothing loaded, the CSP stays closed. */
  pixelId: string | null;
}

export class AdPixelSettingsStore {
  readonly #db: Sql;
  readonly #ttl: number;
  readonly #known = new Map<string, { settings: AdPixelSettings; expires: number }>();

  constructor(db: Sql, ttlMs = 1000) {
    this.#db = db;
    this.#ttl = ttlMs;
  }

  async get(siteId: string): Promise<AdPixelSettings> {
    const hit = this.#known.get(siteId);
    if (hit && hit.expires > Date.now()) return hit.settings;
    const rows = await this.#db.query<{ pixel_id: string | null }>(
      'select pixel_id from ad_pixel_settings where website_id = $1',
      [siteId],
    );
    const settings = { pixelId: rows[0]?.pixel_id ?? null };
    this.#known.set(siteId, { settings, expires: Date.now() + this.#ttl });
    return settings;
  }

  async save(siteId: string, settings: AdPixelSettings): Promise<AdPixelSettings> {
    await this.#db.query(
      `insert into ad_pixel_settings (website_id, pixel_id) values ($1, $2)
       on conflict (website_id) do update set pixel_id = excluded.pixel_id, updated_at = now()`,
      [siteId, settings.pixelId],
    );
    this.#known.set(siteId, { settings: { ...settings }, expires: Date.now() + this.#ttl });
    return settings;
  }
}

const stores = new WeakMap<Sql, AdPixelSettingsStore>();

export function adPixelSettingsStore(db: Sql): AdPixelSettingsStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new AdPixelSettingsStore(db)));
  return store;
}
