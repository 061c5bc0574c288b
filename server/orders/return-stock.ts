/**
 * Puts an order's items back in stock, once per order: the order row (locked by the caller)
 * records when, so a second request or a concurrent one returns nothing twice. Stock rows are
 * updated in the order every stock write takes (item id, then sku) so this never deadlocks
 * with a checkout; unlimited variants and items without stock rows (downloads, gift cards) are
 * left as they are.
 */
import { compareStockKeys } from '../inventory/stock-store';
import type { Sql } from '../db';

export async function returnOrderStock(tx: Sql, siteId: string, orderId: string): Promise<void> {
  const lines = await tx.query<{ item_id: string; sku: string; quantity: number }>(
    `select item_id, sku, sum(quantity)::int as quantity from order_lines
     where website_id = $1 and order_id = $2 group by item_id, sku`,
    [siteId, orderId],
  );
  lines.sort((a, b) => compareStockKeys(a.item_id, a.sku, b.item_id, b.sku));
  for (const line of lines)
    await tx.query(
      `update stock set qty_in_stock = qty_in_stock + $4
       where website_id = $1 and item_id = $2 and sku = $3 and not unlimited`,
      [siteId, line.item_id, line.sku, Number(line.quantity)],
    );
  await tx.query('update orders set stock_returned_at = now() where website_id = $1 and id = $2', [siteId, orderId]);
}
