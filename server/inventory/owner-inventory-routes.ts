/**
 * The inventory panel's calls: the product list, a variant's stock (locked like checkout; a
 * sold-out variant given stock notifies its restock sign-ups when automatic sending is on) and
 * the inventory settings the storefront renders scarcity with. A change drops the site's
 * cached pages, so the storefront shows it at once.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { HttpError } from '../http-error';
import {
  INVENTORY_SORTS,
  type InventoryPage,
  type InventorySettings,
  type StockConflict,
  type StockSet,
} from '../../domain';
import { OWNER_MESSAGES } from '../owner/messages';
import { allow, type OwnerDb, type OwnerEnv } from '../owner/credentials';
import { sendRestockNotices } from '../restock/restock-notices';
import { inventoryProducts, listInventory } from './inventory';
import { inventorySettingsStore } from './inventory-settings';
import { isSoldOutLevel, setStock, StockChangedError, type StockLevel } from './set-stock';
import { findOwnerProduct } from './site-products';
import { readJson } from '../http';
import { validate } from '../commerce/payload-error';
import type { MiddlewareHandler } from 'hono';
import type { Mailer } from '../mail/types';
import type { PageCache } from '../render/page-cache';

const ListQuery = v.object({
  q: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(200, 'Search text is too long.'),
      v.check((s) => !s.includes('\0'), 'Search text is not valid.'),
    ),
  ),
  sort: v.optional(v.picklist(INVENTORY_SORTS, `Sort by one of: ${INVENTORY_SORTS.join(', ')}.`), 'name'),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(2000))),
});

const Qty = v.pipe(
  v.number('Stock must be a number.'),
  v.integer('Stock must be a whole number.'),
  v.minValue(0, 'Stock cannot be below 0.'),
  v.maxValue(1_000_000, 'Stock cannot be above 1,000,000.'),
);
const Unlimited = v.boolean('Say whether the stock is unlimited (true or false).');
const StockBody = v.object({
  qtyInStock: Qty,
  unlimited: Unlimited,
  // The level the owner saw before editing: a sale made since is never overwritten (issue 23).
  seen: v.object(
    { qtyInStock: Qty, unlimited: Unlimited },
    'Send the stock you saw before editing as seen: { qtyInStock, unlimited }.',
  ),
});

export const SettingsBody = v.object({
  scarcityOnProductPage: v.boolean('Say whether scarcity shows on the product page (true or false).'),
  scarcityInBlocks: v.boolean('Say whether scarcity shows in blocks (true or false).'),
  scarcityThreshold: v.pipe(
    v.number('The threshold must be a number.'),
    v.integer('The threshold must be a whole number.'),
    v.minValue(1, 'The threshold must be at least 1.'),
    v.maxValue(1000, 'The threshold cannot be above 1000.'),
  ),
  restockAutoSend: v.boolean('Say whether restock notices send themselves (true or false).'),
});

export function ownerInventoryRoutes(
  db: OwnerDb,
  auth: MiddlewareHandler<OwnerEnv>,
  mailer: () => Mailer,
  cache?: PageCache,
) {
  return new Hono<OwnerEnv>()
    .get('/inventory', auth, allow('inventory.read'), async (c) => {
      const query = validate(ListQuery, c.req.query());
      return c.json<InventoryPage>(await listInventory(db(), c.get('site'), query));
    })
    .put('/inventory/:itemId/:sku', auth, allow('inventory.write'), async (c) => {
      const site = c.get('site');
      const owned = findOwnerProduct(site, c.req.param('itemId'));
      const variant = owned?.variants.find((x) => x.sku === c.req.param('sku'));
      if (!owned || !variant) throw new HttpError(404, OWNER_MESSAGES.unknownVariant);
      const body = await readJson(c, StockBody);
      const level = { unlimited: body.unlimited, qtyInStock: body.qtyInStock };
      let changed: { before: StockLevel; after: StockLevel };
      try {
        changed = await setStock(
          db(),
          site.id,
          owned.product.id,
          variant.sku,
          { level, seen: body.seen },
          variant.seed,
        );
      } catch (error) {
        if (!(error instanceof StockChangedError)) throw error;
        const [current] = await inventoryProducts(db(), site, [owned]);
        const now = current!.variants.find((x) => x.sku === variant.sku)!;
        return c.json<StockConflict>({ error: error.message, variant: now }, 409);
      }
      const { before, after } = changed;
      cache?.drop(site);
      let notified = 0;
      if (
        isSoldOutLevel(before) &&
        !isSoldOutLevel(after) &&
        (await inventorySettingsStore(db()).get(site)).restockAutoSend
      ) {
        notified = await sendRestockNotices(db(), mailer(), site, { owned, variant }, c.get('siteOrigin'));
      }
      const [product] = await inventoryProducts(db(), site, [owned]);
      return c.json<StockSet>({ variant: product!.variants.find((x) => x.sku === variant.sku)!, notified });
    })
    .get('/settings/inventory', auth, allow('inventory.read'), async (c) =>
      c.json<InventorySettings>(await inventorySettingsStore(db()).get(c.get('site'))),
    )
    .put('/settings/inventory', auth, allow('store.settings'), async (c) => {
      const site = c.get('site');
      const body = await readJson(c, SettingsBody);
      const saved = await inventorySettingsStore(db()).save(site.id, body);
      cache?.drop(site);
      return c.json<InventorySettings>(saved);
    });
}
