/**
 * Where pages read current stock. On the embedded database this process is the only writer,
 * so stock read once stays current until the database's write mark moves: pages then cost no
 * query (each PGlite query runs on the event loop, about a third of an uncached product page).
 * On a PostgreSQL server other processes write too, so every page asks.
 */
import { getStocks } from '../db/stock';
import type { StockReader, VariantStock } from './apply-stock';
import type { Database, Sql } from '../db';

export function stockReader(db: Sql & Pick<Partial<Database>, 'writeMark'>): StockReader {
  const read: StockReader = (siteId, itemIds) => getStocks(db, siteId, itemIds);
  if (db.writeMark === undefined) return read;
  let mark = Number.NaN;
  // Per site, per item id: its variants' stock rows (an empty list for an item without rows).
  const known = new Map<string, Map<string, VariantStock[]>>();

  return async (siteId, itemIds) => {
    if (db.writeMark !== mark) {
      known.clear();
      mark = db.writeMark!;
    }
    const site = known.get(siteId) ?? new Map<string, VariantStock[]>();
    const missing = itemIds.filter((id) => !site.has(id));
    const stock = new Map<string, VariantStock[]>();
    for (const id of itemIds) if (site.has(id)) stock.set(id, site.get(id)!);
    if (missing.length === 0) return stock;
    const readAt = db.writeMark;
    const fresh = await read(siteId, missing);
    for (const id of missing) stock.set(id, fresh.get(id) ?? []);
    // Kept only when no write started or ended while reading (NaN never equals itself).
    if (db.writeMark === readAt && readAt === mark) {
      known.set(siteId, site);
      for (const id of missing) site.set(id, stock.get(id)!);
    }
    return stock;
  };
}
