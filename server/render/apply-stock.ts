/**
 * Product stock lives in the database once seeded; pages show it instead of the fixture's
 * seed numbers. Variants without a stock row keep their fixture values.
 */
import { isProduct } from '../../domain';
import { appliedPerItem } from '../sites/applied-per-item';
import type { Item, Site } from '../sites/types';

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

/** Per fixture item: the last stock applied to it and the item that came out. */
const stockApplied = appliedPerItem<VariantStock[]>('stockApplied', (rows) =>
  rows.map((row) => `${row.sku}\n${row.qtyInStock}\n${row.unlimited}`).join('\n'),
);

/** The item with `rows` on its variants; the same item and stock give the same object (applied-per-item.ts). */
function applyStock(site: Site, item: Item, rows: VariantStock[] | undefined): Item {
  if (!rows?.length) return item;
  return stockApplied(site, item, rows, () => {
    const bySku = new Map(rows.map((row) => [row.sku, row]));
    const content = item.structuredContent as { variants: Variant[] };
    const variants = content.variants.map((variant) => {
      const row = bySku.get(String(variant.sku));
      return row ? { ...variant, qtyInStock: row.qtyInStock, unlimited: row.unlimited } : variant;
    });
    return { ...item, structuredContent: { ...content, variants } };
  });
}
