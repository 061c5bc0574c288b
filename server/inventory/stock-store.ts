import type { Sql } from '../db/driver';

export interface StockRow {
  itemId: string;
  sku: string;
  unlimited: boolean;
  qtyInStock: number;
}

/**
 * The one order in which stock rows are written when several are (item id, then sku), so
 * that two transactions never hold one row each while waiting for the other's.
 */
export function compareStockKeys(itemA: string, skuA: string, itemB: string, skuB: string): number {
  if (itemA !== itemB) return itemA < itemB ? -1 : 1;
  return skuA < skuB ? -1 : skuA > skuB ? 1 : 0;
}

/** Insert seed stock; rows that exist already are left as they are (the database owns stock). */
export async function seedStock(db: Sql, siteId: string, rows: readonly StockRow[]): Promise<number> {
  let inserted = 0;
  const ordered = [...rows].sort((a, b) => compareStockKeys(a.itemId, a.sku, b.itemId, b.sku));
  for (const row of ordered) {
    const result = await db.query(
      `insert into stock (website_id, item_id, sku, unlimited, qty_in_stock)
       values ($1, $2, $3, $4, $5) on conflict do nothing returning sku`,
      [siteId, row.itemId, row.sku, row.unlimited, Math.max(0, Math.trunc(row.qtyInStock))],
    );
    inserted += result.length;
  }
  return inserted;
}

/** Stock of every variant of one item of one site, in sku order. */
export async function getStock(db: Sql, siteId: string, itemId: string): Promise<StockRow[]> {
  const rows = await db.query<{ item_id: string; sku: string; unlimited: boolean; qty_in_stock: number }>(
    'select item_id, sku, unlimited, qty_in_stock from stock where website_id = $1 and item_id = $2 order by sku',
    [siteId, itemId],
  );
  return rows.map((r) => ({
    itemId: r.item_id,
    sku: r.sku,
    unlimited: r.unlimited,
    qtyInStock: Number(r.qty_in_stock),
  }));
}

/** Stock of every variant of several items of one site in one query, keyed by item id. */
export async function getStocks(db: Sql, siteId: string, itemIds: readonly string[]): Promise<Map<string, StockRow[]>> {
  const byItem = new Map<string, StockRow[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db.query<{ item_id: string; sku: string; unlimited: boolean; qty_in_stock: number }>(
    'select item_id, sku, unlimited, qty_in_stock from stock where website_id = $1 and item_id = any($2) order by item_id, sku',
    [siteId, [...itemIds]],
  );
  for (const r of rows) {
    const list = byItem.get(r.item_id) ?? [];
    list.push({ itemId: r.item_id, sku: r.sku, unlimited: r.unlimited, qtyInStock: Number(r.qty_in_stock) });
    byItem.set(r.item_id, list);
  }
  return byItem;
}
