/**
 * Where pages read current stock: each item's rows are read once until something writes the
 * stock (db/reads-until-write.ts; on a PostgreSQL server, any process: db/write-watch.ts).
 */
import { getStocks } from '../inventory/stock-store';
import { ReadsUntilWrite, type MarkedSql } from '../db/reads-until-write';
import type { StockReader, VariantStock } from './apply-stock';

export function stockReader(db: MarkedSql): StockReader {
  const read: StockReader = (siteId, itemIds) => getStocks(db, siteId, itemIds);
  const reads = new ReadsUntilWrite<VariantStock[]>(db);
  if (!reads.keeps) return read;
  // Per site and item id: its variants' stock rows (an empty list for an item without rows).
  const key = (siteId: string, itemId: string) => `${siteId}\0${itemId}`;

  return async (siteId, itemIds) => {
    const stock = new Map<string, VariantStock[]>();
    const missing: string[] = [];
    for (const id of itemIds) {
      const known = reads.get(key(siteId, id));
      if (known === undefined) missing.push(id);
      else stock.set(id, known);
    }
    if (missing.length === 0) return stock;
    const readAt = reads.mark;
    const fresh = await read(siteId, missing);
    for (const id of missing) {
      const rows = fresh.get(id) ?? [];
      stock.set(id, rows);
      reads.keep(key(siteId, id), rows, readAt);
    }
    return stock;
  };
}
