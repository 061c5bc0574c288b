/**
 * Product stock lives in the database once seeded; pages show it instead of the fixture's
 * seed numbers. Variants without a stock row keep their fixture values.
 */
import type { Item } from '../sites/types';

export interface VariantStock {
  sku: string;
  unlimited: boolean;
  qtyInStock: number;
}

/** Current stock of one product's variants; `undefined` means "use the fixture values". */
export type StockReader = (siteId: string, itemId: string) => Promise<VariantStock[] | undefined>;

type Variant = { sku?: unknown } & Record<string, unknown>;

export function isProduct(item: Item): boolean {
  const content = item.structuredContent as { variants?: unknown } | undefined;
  return Array.isArray(content?.variants);
}

export async function withStock(siteId: string, item: Item, read: StockReader | undefined): Promise<Item> {
  if (!read || !isProduct(item)) return item;
  const rows = await read(siteId, item.id);
  if (!rows?.length) return item;
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  const content = item.structuredContent as { variants: Variant[] };
  const variants = content.variants.map((variant) => {
    const row = bySku.get(String(variant.sku));
    return row ? { ...variant, qtyInStock: row.qtyInStock, unlimited: row.unlimited } : variant;
  });
  return { ...item, structuredContent: { ...content, variants } };
}
