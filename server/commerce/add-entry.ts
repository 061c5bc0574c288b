/**
 * POST /api/commerce/shopping-cart/entries (spec §7): price and product from the fixtures,
 * stock checked in the transaction that writes the entry, the same item, variant and
 * fields merged into one entry, and an idempotency key answering a retry with the first result.
 */
import { assertAddOnAnswers } from './add-on-form';
import { findCartById, listEntries, upsertEntry } from './cart-store';
import { claimIdempotencyKey, saveIdempotentAnswer } from '../db/idempotency-keys';
import { answerCart, openOrCreateCart, type CartResult } from './cart-access';
import { entryJson, priceEntries } from './cart-json';
import { chooseItem, fieldsKey } from './choose-item';
import { assertStock } from './stock-check';
import type { Database } from '../db';
import type { Site } from '../sites/types';
import type { CartEntry } from '../../domain';

export interface AddEntryInput {
  itemId: string;
  sku: string | null;
  quantity: number;
  additionalFields: Record<string, unknown> | null;
  idempotencyKey?: string;
}

export interface AddEntryResult extends CartResult {
  newlyAdded: CartEntry | null;
}

/**
 * `visitor` (the crumb) scopes idempotency keys: a double click sends the second request before
 * or after the first answer's cart cookie arrives, so the cart cannot be the scope.
 */
export async function addEntry(
  db: Database,
  site: Site,
  token: string | undefined,
  visitor: string,
  input: AddEntryInput,
): Promise<AddEntryResult> {
  const { product, variant } = chooseItem(site, input.itemId, input.sku);
  // Answers the product's add-on form does not take are refused naming each field, before anything is stored.
  assertAddOnAnswers(site, product.id, input.additionalFields);
  const key = input.idempotencyKey;
  return db.transaction(async (tx) => {
    const earlier = key ? await claimIdempotencyKey(tx, site.id, visitor, key) : undefined;
    if (earlier) {
      const first = earlier.cartId ? await findCartById(tx, site.id, earlier.cartId) : undefined;
      return { ...(earlier.answer as Omit<AddEntryResult, 'token'>), token: first?.token ?? token ?? null };
    }
    const cart = await openOrCreateCart(tx, site, token);
    const entries = await listEntries(tx, site.id, cart.id);
    await assertStock(tx, site.id, product, variant, entries, input.quantity);
    const entry = await upsertEntry(tx, site.id, cart.id, {
      itemId: product.id,
      sku: variant.sku,
      quantity: input.quantity,
      fieldsKey: fieldsKey(input.additionalFields),
    });
    const { shoppingCart } = await answerCart(tx, site, cart);
    const newlyAdded = priceEntries(site, [entry]).map((line) => entryJson(line, site))[0] ?? null;
    if (key) await saveIdempotentAnswer(tx, site.id, visitor, key, cart.id, 200, { shoppingCart, newlyAdded });
    return { shoppingCart, newlyAdded, token: cart.token };
  });
}
