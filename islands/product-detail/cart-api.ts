/**
 * The cart calls the product form makes (README "Cart API"), through the islands' one client;
 * a failure is worded by `addErrorMessage` (domain/add-to-cart-button.ts).
 *
 * @module
 */
import { callJson as call, type ApiAnswer } from '../shared/api-call';
import type { EntryAdded, ShoppingCart, SubscriptionCartCreated, VariantStocks } from '../../domain';

export interface AddInput {
  itemId: string;
  sku: string;
  quantity: number;
  additionalFields?: Record<string, unknown>;
}

/**
 * One add attempt: `key` stays the same for retries of the same attempt, so the server adds
 * once however many times the request arrives.
 */
export function addToCart(input: AddInput, key: string): Promise<ApiAnswer<EntryAdded>> {
  const { additionalFields, ...rest } = input;
  return call<EntryAdded>(
    'POST',
    '/api/commerce/shopping-cart/entries',
    { ...rest, additionalFields: additionalFields ? JSON.stringify(additionalFields) : null },
    { headers: { 'Idempotency-Key': key } },
  );
}

export function subscriptionCart(input: AddInput): Promise<ApiAnswer<SubscriptionCartCreated>> {
  const { additionalFields, quantity, ...rest } = input;
  return call('POST', '/api/3/commerce/cart/subscription', {
    ...rest,
    qty: quantity,
    additionalFields: additionalFields ? JSON.stringify(additionalFields) : null,
  });
}

/** GET answers the cart itself (not wrapped like the add call's answer). */
export function readCart(): Promise<ApiAnswer<ShoppingCart>> {
  return call<ShoppingCart>('GET', '/api/commerce/shopping-cart');
}

export function readStock(itemId: string): Promise<ApiAnswer<VariantStocks>> {
  return call('GET', `/api/commerce/inventory/stock/?itemId=${encodeURIComponent(itemId)}`);
}
