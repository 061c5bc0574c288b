/**
 * The owner's stock edit (PUT /api/owner/inventory/{itemId}/{sku}). It locks the stock row
 * (`select … for update`) in its transaction, as checkout's conditional update does, so an edit
 * and a sale of the same variant run one after the other. The edit carries the level the owner
 * saw: when the row no longer holds it (a sale or another owner came in between), nothing is
 * written and StockChangedError names the level as it is, so a sale is never overwritten.
 */
import type { Database } from '../db';

export interface StockLevel {
  unlimited: boolean;
  qtyInStock: number;
}

export const isSoldOutLevel = (level: StockLevel) => !level.unlimited && level.qtyInStock <= 0;

/** Two levels are the same stock: both unlimited (the number does not count then), or the same number. */
export const sameLevel = (a: StockLevel, b: StockLevel) =>
  a.unlimited === b.unlimited && (a.unlimited || a.qtyInStock === b.qtyInStock);

const describeLevel = (level: StockLevel) => (level.unlimited ? 'unlimited' : String(level.qtyInStock));

export const STOCK_MESSAGES = Object.freeze({
  changed: (current: StockLevel) =>
    `The stock changed since you opened it (a sale or another owner): it is now ${describeLevel(current)}. Check it and save again.`,
});

/** The edit started from a level the row no longer holds; `current` is what it holds. */
export class StockChangedError extends Error {
  override name = 'StockChangedError';
  constructor(readonly current: StockLevel) {
    super(STOCK_MESSAGES.changed(current));
  }
}

/**
 * Sets the variant's stock when it still is `seen`; answers the level before and after, or
 * throws StockChangedError (writing nothing). `seed` makes the row when it is missing.
 */
export async function setStock(
  db: Database,
  siteId: string,
  itemId: string,
  sku: string,
  change: { level: StockLevel; seen: StockLevel },
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
    const before = { unlimited: row!.unlimited, qtyInStock: Number(row!.qty_in_stock) };
    if (!sameLevel(before, change.seen)) throw new StockChangedError(before);
    const { level } = change;
    await tx.query(
      'update stock set unlimited = $4, qty_in_stock = $5 where website_id = $1 and item_id = $2 and sku = $3',
      [siteId, itemId, sku, level.unlimited, level.qtyInStock],
    );
    return { before, after: { ...level } };
  });
}
