/**
 * The owner's stock edit (PUT /api/owner/inventory/{itemId}/{sku}). It locks the stock row
 * (`select … for update`) in its transaction, as checkout's conditional update does, so an edit
 * and a sale of the same variant run one after the other: the sale takes from the edited number
 * or the edit replaces what the sale left, never a mix of the two.
 */
import type { Database } from '../db';

export interface StockLevel {
  unlimited: boolean;
  qtyInStock: number;
}

export const isSoldOutLevel = (level: StockLevel) => !level.unlimited && level.qtyInStock <= 0;

/** Sets the variant's stock; answers the level before and after. `seed` makes the row when it is missing. */
export async function setStock(
  db: Database,
  siteId: string,
  itemId: string,
  sku: string,
  level: StockLevel,
  seed: StockLevel,
): Promise<{ before: StockLevel; after: StockLevel }> {
  return db.transaction(async (tx) => {
    await tx.query(
      'insert into stock (website_id, item_id, sku, unlimited, qty_in_stock) values ($1, $2, $3, $4, $5) on conflict do nothing',
      [siteId, itemId, sku, seed.unlimited, Math.max(0, Math.trunc(seed.qtyInStock))],
    );
    const [row] = await tx.query<{ unlimited: boolean; qty_in_stock: number }>(
      'select unlimited, qty_in_stock from stock where website_id = $1 and item_id = $2 and sku = $3 for update',
      [siteId, itemId, sku],
    );
    await tx.query(
      'update stock set unlimited = $4, qty_in_stock = $5 where website_id = $1 and item_id = $2 and sku = $3',
      [siteId, itemId, sku, level.unlimited, level.qtyInStock],
    );
    return { before: { unlimited: row!.unlimited, qtyInStock: Number(row!.qty_in_stock) }, after: { ...level } };
  });
}
