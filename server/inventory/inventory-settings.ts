/**
 * The inventory panel's settings (migration 030): scarcity shown on the product page and in
 * blocks (collection lists), the stock at or below which it shows, and whether restock notices
 * go out by themselves when a sold-out variant gets stock back. Until an owner saves them the
 * fixtures' own merchandising values stand; `get` then answers defaults from the site.
 */
import type { Sql } from '../db';
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
 * Reads are kept for `ttlMs` per site (pages read the settings on every render); a save in this
 * process is seen at once, one in another process after at most `ttlMs`.
 */
export class InventorySettingsStore {
  readonly #db: Sql;
  readonly #ttl: number;
  readonly #known = new Map<string, { settings: InventorySettings | null; expires: number }>();

  constructor(db: Sql, ttlMs = 1000) {
    this.#db = db;
    this.#ttl = ttlMs;
  }

  /** The saved settings, or null when the owner never saved any. */
  async saved(siteId: string): Promise<InventorySettings | null> {
    const hit = this.#known.get(siteId);
    if (hit && hit.expires > Date.now()) return hit.settings;
    const rows = await this.#db.query<SettingsRow>(
      'select scarcity_on_product_page, scarcity_in_blocks, scarcity_threshold, restock_auto_send from inventory_settings where website_id = $1',
      [siteId],
    );
    const row = rows[0];
    const settings = row
      ? {
          scarcityOnProductPage: row.scarcity_on_product_page,
          scarcityInBlocks: row.scarcity_in_blocks,
          scarcityThreshold: Number(row.scarcity_threshold),
          restockAutoSend: row.restock_auto_send,
        }
      : null;
    this.#known.set(siteId, { settings, expires: Date.now() + this.#ttl });
    return settings;
  }

  async get(site: Site): Promise<InventorySettings> {
    return (await this.saved(site.id)) ?? defaultInventorySettings(site);
  }

  async save(siteId: string, settings: InventorySettings): Promise<InventorySettings> {
    await this.#db.query(
      `insert into inventory_settings (website_id, scarcity_on_product_page, scarcity_in_blocks, scarcity_threshold, restock_auto_send)
       values ($1, $2, $3, $4, $5)
       on conflict (website_id) do update set scarcity_on_product_page = excluded.scarcity_on_product_page, scarcity_in_blocks = excluded.scarcity_in_blocks,
         scarcity_threshold = excluded.scarcity_threshold, restock_auto_send = excluded.restock_auto_send, updated_at = now()`,
      [
        siteId,
        settings.scarcityOnProductPage,
        settings.scarcityInBlocks,
        settings.scarcityThreshold,
        settings.restockAutoSend,
      ],
    );
    this.#known.set(siteId, { settings: { ...settings }, expires: Date.now() + this.#ttl });
    return settings;
  }
}

const stores = new WeakMap<Sql, InventorySettingsStore>();

/** One store per database, shared by the owner routes and page rendering. */
export function inventorySettingsStore(db: Sql): InventorySettingsStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new InventorySettingsStore(db)));
  return store;
}
