/**
 * The cart calls as the islands make them: JSON with the crumb in the X-CSRF-Token header.
 * A failure becomes a `CartCallError` whose message is what the visitor should read: the
 * network, rate-limit and crumb messages of spec §8, otherwise the server's own message.
 *
 * @module
 */
import { REFUSAL_HEADER, REFUSAL_IN_HEADER, answerStatus } from '../../domain/refusal-status';
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

/** A cookie readable by scripts, or undefined. */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return decodeURIComponent(pair.slice(at + 1).trim());
  }
  return undefined;
}

export async function callCart<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', [REFUSAL_HEADER]: REFUSAL_IN_HEADER };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['X-CSRF-Token'] = readCookie('crumb') ?? '';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new CartCallError(0, CART_MESSAGES.offline);
  }
  const answer = (await response.json().catch(() => null)) as { error?: unknown; fieldErrors?: Record<string, string> } | null;
  const status = answerStatus(response);
  if (status >= 200 && status < 300) return answer as T;
  if (status === 429) throw new CartCallError(429, CART_MESSAGES.rateLimited);
  const message = typeof answer?.error === 'string' && answer.error ? answer.error : CART_MESSAGES.tryAgain;
  throw new CartCallError(status, message, answer?.fieldErrors ?? {});
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
