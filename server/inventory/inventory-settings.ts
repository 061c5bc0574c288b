/**
 * The inventory panel's settings (migration 030): scarcity shown on the product page and in
 * blocks (collection lists), the stock at or below which it shows, and whether restock notices
 * go out by themselves when a sold-out variant gets stock back. Until an owner saves them the
 * fixtures' own merchandising values stand; `get` then answers defaults from the site.
 */
import { SiteSettingStore } from '../db/site-setting-store';
import type { MarkedSql } from '../db/reads-until-write';
import type { Site } from '../sites/types';
import type { InventorySettings } from '../../domain';

type SettingsRow = {
  scarcity_on_product_page: boolean;
  scarcity_in_blocks: boolean;
  scarcity_threshold: number;
  restock_auto_send: boolean;
};

/** What the panel shows before anything is saved: the site's `storeSettings.inventorySettings`, else ours. */
export function defaultInventorySettings(site: Site): InventorySettings {
  const store = (site.websiteSettings.storeSettings ?? {}) as {
    inventorySettings?: Partial<Record<keyof InventorySettings, unknown>>;
  };
  const given = store.inventorySettings ?? {};
  const anyScarcity = Object.values(site.merchandising).some(
    (m) => (m as { scarcityEnabled?: unknown }).scarcityEnabled === true,
  );
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  const threshold = Number(given.scarcityThreshold);
  return {
    scarcityOnProductPage: flag(given.scarcityOnProductPage, anyScarcity),
    scarcityInBlocks: flag(given.scarcityInBlocks, false),
    scarcityThreshold: Number.isInteger(threshold) && threshold >= 1 && threshold <= 1000 ? threshold : 5,
    restockAutoSend: flag(given.restockAutoSend, false),
  };
}

/**
 * The saved settings, kept until the table is written (db/site-setting-store.ts: pages read
 * them on every render); `get` answers the site's defaults when nothing is saved.
 */
export class InventorySettingsStore {
  readonly #rows: SiteSettingStore<InventorySettings>;

  constructor(db: MarkedSql) {
    this.#rows = new SiteSettingStore<InventorySettings>(
      db,
      {
        select:
          'select scarcity_on_product_page, scarcity_in_blocks, scarcity_threshold, restock_auto_send from inventory_settings where website_id = $1',
        upsert: `insert into inventory_settings (website_id, scarcity_on_product_page, scarcity_in_blocks, scarcity_threshold, restock_auto_send)
       values ($1, $2, $3, $4, $5)
       on conflict (website_id) do update set scarcity_on_product_page = excluded.scarcity_on_product_page, scarcity_in_blocks = excluded.scarcity_in_blocks,
         scarcity_threshold = excluded.scarcity_threshold, restock_auto_send = excluded.restock_auto_send, updated_at = now()`,
      },
      (row) => {
        const settings = row as SettingsRow;
        return {
          scarcityOnProductPage: settings.scarcity_on_product_page,
          scarcityInBlocks: settings.scarcity_in_blocks,
          scarcityThreshold: Number(settings.scarcity_threshold),
          restockAutoSend: settings.restock_auto_send,
        };
      },
      (settings) => [
        settings.scarcityOnProductPage,
        settings.scarcityInBlocks,
        settings.scarcityThreshold,
        settings.restockAutoSend,
      ],
    );
  }

  /** The saved settings, or null when the owner never saved any. */
  saved(siteId: string): Promise<InventorySettings | null> {
    return this.#rows.saved(siteId);
  }

  async get(site: Site): Promise<InventorySettings> {
    return (await this.saved(site.id)) ?? defaultInventorySettings(site);
  }

  async save(siteId: string, settings: InventorySettings): Promise<InventorySettings> {
    await this.#rows.save(siteId, { ...settings });
    return settings;
  }
}

const stores = new WeakMap<MarkedSql, InventorySettingsStore>();

/** One store per database, shared by the owner routes and page rendering. */
export function inventorySettingsStore(db: MarkedSql): InventorySettingsStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new InventorySettingsStore(db)));
  return store;
}
