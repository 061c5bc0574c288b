/**
 * The add-time stock check (spec §5): stock comes from the database, read inside the
 * transaction that writes the entry; the fixture seed counts only when no row exists yet.
 */
import { hasEnoughStock } from '../../domain/add-to-cart';
import { HttpError } from '../http-error';
import { getStock } from '../db/stock';
import { COMMERCE_MESSAGES } from './messages';
import type { ChosenVariant, Product } from './catalog';
import type { EntryRow } from '../db/carts';
import type { Sql } from '../db';

export async function variantStock(db: Sql, siteId: string, itemId: string, variant: ChosenVariant): Promise<{ unlimited: boolean; qtyInStock: number }> {
  const row = (await getStock(db, siteId, itemId)).find((r) => r.sku === variant.sku);
  return row ? { unlimited: row.unlimited, qtyInStock: row.qtyInStock } : variant.seed;
}

/** Throws 409 when the cart would hold more of the variant than the store has. */
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
  const stock = await variantStock(db, siteId, product.id, variant);
  if (!hasEnoughStock(product.item, { sku: variant.sku, ...stock }, quantity, inCart)) throw new HttpError(409, COMMERCE_MESSAGES.notEnoughStock);
}
