/**
 * The cart calls, through the islands' one JSON transport (shared/api-call.ts).
 * A failure becomes a `CartCallError` whose message is what the visitor should read: the
 * network, rate-limit and crumb messages of spec §8, otherwise the server's own message.
 *
 * @module
 */
import { callJson, type Method } from '../shared/api-call';
import { CART_MESSAGES } from './cart-messages';
import type { ShoppingCart } from './cart-types';

const CART_PATH = '/api/commerce/shopping-cart';

export class CartCallError extends Error {
  override name = 'CartCallError';
  /** 0 when the request never reached the server. */
  readonly status: number;
  /** Per-field messages of a 400 answer. */
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

/** The cart's view of a JSON call: its answer, or a `CartCallError` to show the visitor. */
export async function callCart<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const answer = await callJson<T>(method, path, body);
  if (answer.ok) return (answer.body ?? null) as T;
  if (answer.status === 0) throw new CartCallError(0, CART_MESSAGES.offline);
  if (answer.status === 429) throw new CartCallError(429, CART_MESSAGES.rateLimited);
  const failed = (answer.body ?? null) as { error?: unknown; fieldErrors?: Record<string, string> } | null;
  const message = typeof failed?.error === 'string' && failed.error ? failed.error : CART_MESSAGES.tryAgain;
  throw new CartCallError(answer.status, message, failed?.fieldErrors ?? {});
}

interface CartAnswer {
  shoppingCart: ShoppingCart;
}

const entryPath = (entryId: string) => `${CART_PATH}/entries/${encodeURIComponent(entryId)}`;
const unwrap = (answer: CartAnswer) => answer.shoppingCart;

export const cartApi = {
  load: () => callCart<ShoppingCart>('GET', `${CART_PATH}?calculateSubtotal=true`),
  setQuantity: (entryId: string, quantity: number, seq: number) => callCart<CartAnswer>('PUT', entryPath(entryId), { quantity, seq }).then(unwrap),
  remove: (entryId: string) => callCart<CartAnswer>('DELETE', entryPath(entryId)).then(unwrap),
  updateFields: (entryId: string, body: { itemId: string; sku: string; additionalFields: string }) =>
    callCart<CartAnswer>('PUT', `${entryPath(entryId)}/additionalFields`, body).then(unwrap),
  addCoupon: (code: string) => callCart<CartAnswer>('POST', `${CART_PATH}/coupons`, { code }).then(unwrap),
  setShipping: (body: { location?: { country: string; region?: string } | null; optionId?: string | null }) =>
    callCart<CartAnswer>('PUT', `${CART_PATH}/shipping`, body).then(unwrap),
};

export type CartApi = typeof cartApi;
