/**
 * The cart calls, through the islands' one client (shared/api-call.ts). A failure throws the
 * one `ApiCallError` whose message is what the visitor should read: the network and
 * rate-limit messages of spec §8, otherwise the server's own message.
 *
 * @module
 */
import { ENGLISH_WORDS, failureError, type ShopWords } from '../../domain';
import { callJson, type Method } from '../shared/api-call';
import { cartFailureWords } from './cart-messages';
import type { CartAnswer, EntryFieldsUpdated, ShoppingCart } from '../../domain';

const CART_PATH = '/api/commerce/shopping-cart';

/** The failure words of the page's cart: English until the cart island names its page's. */
let failureWords = cartFailureWords(ENGLISH_WORDS);

/** The cart calls' own failure words (offline, 429) in the page language's `words`. */
export function sayCartFailuresIn(words: ShopWords): void {
  failureWords = cartFailureWords(words);
}

/** The cart's view of a JSON call: its answer, or an `ApiCallError` to show the visitor. */
export async function callCart<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const answer = await callJson<T>(method, path, body);
  if (answer.ok) return (answer.body ?? null) as T;
  throw failureError(answer, failureWords);
}

const entryPath = (entryId: string) => `${CART_PATH}/entries/${encodeURIComponent(entryId)}`;
const unwrap = (answer: CartAnswer) => answer.shoppingCart;

export const cartApi = {
  load: () => callCart<ShoppingCart>('GET', `${CART_PATH}?calculateSubtotal=true`),
  setQuantity: (entryId: string, quantity: number, seq: number) =>
    callCart<CartAnswer>('PUT', entryPath(entryId), { quantity, seq }).then(unwrap),
  remove: (entryId: string) => callCart<CartAnswer>('DELETE', entryPath(entryId)).then(unwrap),
  updateFields: (entryId: string, body: { itemId: string; sku: string; additionalFields: string }) =>
    callCart<EntryFieldsUpdated>('PUT', `${entryPath(entryId)}/additionalFields`, body).then(unwrap),
  addCoupon: (code: string) => callCart<CartAnswer>('POST', `${CART_PATH}/coupons`, { code }).then(unwrap),
  removeCoupon: (code: string) =>
    callCart<CartAnswer>('DELETE', `${CART_PATH}/coupons/${encodeURIComponent(code)}`).then(unwrap),
  setShipping: (body: { location?: { country: string; region?: string } | null; optionId?: string | null }) =>
    callCart<CartAnswer>('PUT', `${CART_PATH}/shipping`, body).then(unwrap),
};

export type CartApi = typeof cartApi;
