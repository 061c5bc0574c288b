/**
 * Places the order: POST /api/commerce/checkout with the crumb, then on to the order's
 * confirmation page. Field errors of a 400 answer come back keyed as the form names them.
 *
 * @module
 */
import { ApiCallError } from '../../domain';
import { callCart } from '../cart/cart-api';
import type { ShippingAddress } from './checkout-types';
import type { PlacedOrder } from '../../domain';

export interface OrderRequest {
  email: string;
  shippingAddress: ShippingAddress | null;
  shippingOptionId: string | null;
  giftCardCode: string;
  paymentToken: string;
  cartToken?: string;
  /** One per checkout page: a retry whose answer was lost gets the order already placed. */
  idempotencyKey: string;
  /** The checkout page's language prefix (`fr`), when not the site's own. */
  pageLanguage?: string;
}

/** Where the page goes after a placed order; tests replace `go`. */
export const navigation = { go: (url: string) => window.location.assign(url) };

/** The order's confirmation page, in the checkout page's language (`fr`: /fr/order-confirmed/…). */
export function confirmationUrl(order: PlacedOrder, pageLanguage?: string): string {
  return `${pageLanguage ? `/${pageLanguage}` : ''}/order-confirmed/${encodeURIComponent(order.id)}`;
}

export async function placeOrder(request: OrderRequest): Promise<PlacedOrder> {
  const address = request.shippingAddress;
  return callCart<PlacedOrder>('POST', '/api/commerce/checkout', {
    email: request.email,
    shippingAddress: address && { ...address, line2: address.line2 || undefined, region: address.region || undefined },
    shippingOptionId: request.shippingOptionId,
    couponCodes: [],
    giftCardCode: request.giftCardCode.trim() || null,
    paymentToken: request.paymentToken,
    ...(request.cartToken ? { cartToken: request.cartToken } : {}),
    idempotencyKey: request.idempotencyKey,
    ...(request.pageLanguage ? { pageLanguage: request.pageLanguage } : {}),
  });
}

/**
 * Whether a refusal is about the cart as the server holds it (409, 422: under the minimum
 * subtotal, a coupon that does not apply, not enough stock, already bought, empty), which may
 * have changed in another tab since the page was made. A declined card (402), field errors
 * (400), the limit (429) or an unreachable server leave the cart as the page shows it.
 */
export function refusedForCart(error: unknown): boolean {
  return error instanceof ApiCallError && (error.status === 409 || error.status === 422);
}

/** A 400's field errors by form field: `email`, and the address parts without their prefix. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiCallError)) return {};
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.fieldErrors))
    errors[key.replace(/^shippingAddress\./, '')] = message;
  return errors;
}
