/**
 * The site's ad pixel id (migration 110). Pages read it on every render: it is kept until the
 * table is written (db/site-setting-store.ts), a save by any process shown on the next page.
 */
import { SiteSettingStore } from '../db/site-setting-store';
import type { MarkedSql } from '../db/reads-until-write';

export interface AdPixelSettings {
  /** Null: no pixel, nothing loaded, the CSP stays closed. */
  pixelId: string | null;
}

const NO_PIXEL: AdPixelSettings = { pixelId: null };

export class AdPixelSettingsStore {
  readonly #rows: SiteSettingStore<AdPixelSettings>;

  constructor(db: MarkedSql) {
    this.#rows = new SiteSettingStore<AdPixelSettings>(
      db,
      {
        select: 'select pixel_id from ad_pixel_settings where website_id = $1',
        upsert: `insert into ad_pixel_settings (website_id, pixel_id) values ($1, $2)
       on conflict (website_id) do update set pixel_id = excluded.pixel_id, updated_at = now()`,
      },
      (row) => ({ pixelId: (row.pixel_id as string | null) ?? null }),
      (settings) => [settings.pixelId],
    );
  }

  async get(siteId: string): Promise<AdPixelSettings> {
    return (await this.#rows.saved(siteId)) ?? NO_PIXEL;
  }

  async save(siteId: string, settings: AdPixelSettings): Promise<AdPixelSettings> {
    await this.#rows.save(siteId, { ...settings });
    return settings;
  }
}

const stores = new WeakMap<MarkedSql, AdPixelSettingsStore>();

export function adPixelSettingsStore(db: MarkedSql): AdPixelSettingsStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new AdPixelSettingsStore(db)));
  return store;
}
