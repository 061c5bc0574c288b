/** A site's seed stock: one row per product variant, from the fixtures (fixtures/README.md). */
import { isProduct } from '../../domain';
import type { StockRow } from './stock-store';
import type { Site } from '../sites/types';

type SeedVariant = { sku?: unknown; qtyInStock?: unknown; unlimited?: unknown };

export function stockRows(site: Site): StockRow[] {
  const rows: StockRow[] = [];
  for (const collection of site.collections.values()) {
    for (const item of collection.items) {
      if (!isProduct(item)) continue;
      for (const variant of (item.structuredContent as { variants: SeedVariant[] }).variants) {
        if (typeof variant.sku !== 'string' || !variant.sku) continue;
        rows.push({
          itemId: item.id,
          sku: variant.sku,
          unlimited: variant.unlimited === true,
          qtyInStock: Number(variant.qtyInStock) || 0,
        });
      }
    }
  }
  return rows;
}
