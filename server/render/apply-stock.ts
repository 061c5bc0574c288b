/**
 * Product stock lives in the database once seeded; pages show it instead of the fixture's
 * seed numbers. Variants without a stock row keep their fixture values.
 */
import { isProduct } from '../../domain';
import type { Item, Site } from '../sites/types';
import { defineSiteSlot } from '../sites/site-caches';

/** Per fixture item: the last stock applied to it (the rows as read, and as text) and the item that came out. */
const stockAppliedSlot = defineSiteSlot(
  'stockApplied',
  () => new WeakMap<Item, { rows: VariantStock[]; stock: string; item: Item }>(),
);

export interface VariantStock {
  sku: string;
  unlimited: boolean;
  qtyInStock: number;
}

/** Current stock of several products' variants, keyed by item id; an absent item keeps its fixture values. */
export type StockReader = (siteId: string, itemIds: readonly string[]) => Promise<Map<string, VariantStock[]>>;

type Variant = { sku?: unknown } & Record<string, unknown>;

export async function withStock(site: Site, item: Item, read: StockReader | undefined): Promise<Item> {
  return (await withStocks(site, [item], read))[0];
}

/** The items with their current stock, read in one query for the whole list. */
export async function withStocks(site: Site, items: readonly Item[], read: StockReader | undefined): Promise<Item[]> {
  const ids = items.filter(isProduct).map((item) => item.id);
  if (!read || ids.length === 0) return [...items];
  const stock = await read(site.id, ids);
  return items.map((item) => applyStock(site, item, stock.get(item.id)));
}

/**
 * The same item and stock give the same object, request after request (the last one per
 * fixture item is kept in the site's caches), so caches keyed by the item (the product form's
 * props) last while its stock stands still.
 */
function applyStock(site: Site, item: Item, rows: VariantStock[] | undefined): Item {
  if (!rows?.length) return item;
  const applied = site.caches.get(stockAppliedSlot);
  const last = applied.get(item);
  // The reader hands back the rows it read until stock is written: the same list is the same stock.
  if (last?.rows === rows) return last.item;
  const stock = rows.map((row) => `${row.sku}\n${row.qtyInStock}\n${row.unlimited}`).join('\n');
  if (last?.stock === stock) {
    last.rows = rows;
    return last.item;
  }
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  const content = item.structuredContent as { variants: Variant[] };
  const variants = content.variants.map((variant) => {
    const row = bySku.get(String(variant.sku));
    return row ? { ...variant, qtyInStock: row.qtyInStock, unlimited: row.unlimited } : variant;
  });
  const withRows = { ...item, structuredContent: { ...content, variants } };
  applied.set(item, { rows, stock, item: withRows });
  return withRows;
}
