/**
 * The `order` cookie: set by checkout for the order just placed, so only the buyer's browser
 * can open that order's confirmation page (it shows the email and the gift card codes the
 * order issued). Its value is an HMAC of the site and order id under the server's secret: the
 * order id (which is in the page's link, and may leak through history or a Referer) does not
 * reveal it, so a hand-made `order=<orderId>` cookie opens nothing. It is HttpOnly and its
 * Path is that one page, so each order keeps its own cookie and no other request carries it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import { setSiteCookie } from '../http/cookies';
import type { Context } from 'hono';

export const ORDER_COOKIE = 'order';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

export function orderPagePath(orderId: string): string {
  return `/order-confirmed/${encodeURIComponent(orderId)}`;
}

/** The cookie's value for one order: 43 base64url characters. */
function orderProof(secret: string, siteId: string, orderId: string): string {
  return createHmac('sha256', secret).update(`order-page\0${siteId}\0${orderId}`).digest('base64url');
}

/** `languagePrefix`: the checkout page's language, whose own confirmation page (/fr/order-confirmed/{id}) gets the cookie too. */
export function rememberOrder(
  c: Context,
  secret: string,
  siteId: string,
  orderId: string,
  languagePrefix?: string,
): void {
  const paths = [orderPagePath(orderId), ...(languagePrefix ? [`/${languagePrefix}${orderPagePath(orderId)}`] : [])];
  for (const path of paths)
    setSiteCookie(c, ORDER_COOKIE, orderProof(secret, siteId, orderId), { path, httpOnly: true, maxAge: THIRTY_DAYS });
}

/** True when this browser placed the order. */
export function placedOrder(c: Context, secret: string, siteId: string, orderId: string): boolean {
  const sent = Buffer.from(getCookie(c, ORDER_COOKIE) ?? '');
  const expected = Buffer.from(orderProof(secret, siteId, orderId));
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
