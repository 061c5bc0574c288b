/**
 * Takes the stock of every line with one conditional UPDATE each, inside the order's
 * transaction: one line short and the whole order rolls back. Stock never goes negative.
 * Rows are locked in one fixed order (item id, then sku), not cart order: two carts holding
 * the same items added in opposite orders would otherwise each wait for the other's row
 * (PostgreSQL: "deadlock detected").
 */
import { isStockedType } from '../../domain';
import { HttpError } from '../http-error';
import { takeStock } from '../orders/order-store';
import { compareStockKeys, seedStock } from '../inventory/stock-store';
import { COMMERCE_MESSAGES } from './messages';
import type { PricedEntry } from './cart-json';
import type { Sql } from '../db';

export async function takeOrderStock(tx: Sql, siteId: string, lines: readonly PricedEntry[]): Promise<void> {
  for (const { entry, product, variant } of inLockOrder(lines)) {
    if (!isStockedType(product.productType)) continue;
    // A variant the seed never reached gets its fixture stock first, as pages show it.
    await seedStock(tx, siteId, [{ itemId: product.id, sku: variant.sku, ...variant.seed }]);
    if (!(await takeStock(tx, siteId, product.id, variant.sku, entry.quantity)))
      throw new HttpError(409, COMMERCE_MESSAGES.notEnoughStock);
  }
}

/** The lines sorted by the stock row's key, the order every multi-row stock write takes. */
export function inLockOrder(lines: readonly PricedEntry[]): PricedEntry[] {
  return [...lines].sort((a, b) => compareStockKeys(a.product.id, a.variant.sku, b.product.id, b.variant.sku));
}
