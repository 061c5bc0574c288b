/**
 * The add-time stock check (spec §5): stock comes from the database, read inside the
 * transaction that writes the entry; the fixture seed counts only when no row exists yet.
 */
import { ADD_TO_CART_MESSAGES, QUANTITY_LIMITS, hasEnoughStock } from '../../domain';
import { HttpError } from '../http-error';
import { getStock } from '../inventory/stock-store';
import { COMMERCE_MESSAGES } from './messages';
import type { ChosenVariant, Product } from './catalog';
import type { EntryRow } from './cart-store';
import type { Sql } from '../db';

export async function variantStock(
  db: Sql,
  siteId: string,
  itemId: string,
  variant: ChosenVariant,
): Promise<{ unlimited: boolean; qtyInStock: number }> {
  const row = (await getStock(db, siteId, itemId)).find((r) => r.sku === variant.sku);
  return row ? { unlimited: row.unlimited, qtyInStock: row.qtyInStock } : variant.seed;
}

/** Throws 409 when the cart would hold more of the variant than the store has, 422 past 9999. */
export async function assertStock(
  db: Sql,
  siteId: string,
  product: Product,
  variant: ChosenVariant,
  entries: readonly EntryRow[],
  quantity: number,
  exceptEntryId?: string,
): Promise<void> {
  const inCart = entries
    .filter((e) => e.itemId === product.id && e.sku === variant.sku && e.id !== exceptEntryId)
    .reduce((sum, e) => sum + e.quantity, 0);
  // A cart holds at most 9999 of a variant, the quantity input's own bound, even when stock is unlimited.
  if (inCart + quantity > QUANTITY_LIMITS.max) throw new HttpError(422, ADD_TO_CART_MESSAGES.quantityOutOfRange);
  const stock = await variantStock(db, siteId, product.id, variant);
  if (!hasEnoughStock(product.item, { sku: variant.sku, ...stock }, quantity, inCart))
    throw new HttpError(409, COMMERCE_MESSAGES.notEnoughStock);
}
