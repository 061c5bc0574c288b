/**
 * POST /api/3/commerce/cart/subscription (spec §7): a separate single-item cart for one
 * subscribable item, reached only through the cartToken it answers.
 */
import { HttpError } from '../http-error';
import { assertAddOnAnswers } from './add-on-form';
import { createCart, upsertEntry } from './cart-store';
import { chooseItem, fieldsKey } from './choose-item';
import { COMMERCE_MESSAGES } from './messages';
import { assertStock } from './stock-check';
import type { Database } from '../db';
import type { Site } from '../sites/types';
import type { SubscriptionCartCreated } from '../../domain';

export interface SubscriptionInput {
  itemId: string;
  sku: string | null;
  qty: number;
  additionalFields: Record<string, unknown> | null;
}

export async function createSubscriptionCart(
  db: Database,
  site: Site,
  input: SubscriptionInput,
): Promise<SubscriptionCartCreated> {
  const { product, variant } = chooseItem(site, input.itemId, input.sku);
  if (!product.subscribable) throw new HttpError(422, COMMERCE_MESSAGES.notSubscribable);
  // Answers the product's add-on form does not take are refused naming each field, before anything is stored.
  assertAddOnAnswers(site, product.id, input.additionalFields);
  return db.transaction(async (tx) => {
    await assertStock(tx, site.id, product, variant, [], input.qty);
    const cart = await createCart(tx, site.id, 'subscription');
    await upsertEntry(tx, site.id, cart.id, {
      itemId: product.id,
      sku: variant.sku,
      quantity: input.qty,
      fieldsKey: fieldsKey(input.additionalFields),
    });
    return { cartToken: cart.token };
  });
}
