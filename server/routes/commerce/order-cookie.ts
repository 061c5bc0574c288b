/**
 * The `order` cookie: set by checkout for the order just placed, so only the buyer's browser
 * can open that order's confirmation page (it shows the gift card codes the order issued). It
 * is HttpOnly and its Path is that one page, so each order keeps its own cookie and no other
 * request carries it. A confirmation link shared, or leaked through history or a Referer,
 * shows nothing to anyone else.
 */
import { getCookie } from 'hono/cookie';
import { setSiteCookie } from '../../http/cookies';
import type { Context } from 'hono';

export const ORDER_COOKIE = 'order';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

export function orderPagePath(orderId: string): string {
  return `/order-confirmed/${encodeURIComponent(orderId)}`;
}

export function rememberOrder(c: Context, orderId: string): void {
  setSiteCookie(c, ORDER_COOKIE, orderId, { path: orderPagePath(orderId), httpOnly: true, maxAge: THIRTY_DAYS });
}

/** True when this browser placed the order. */
export function placedOrder(c: Context, orderId: string): boolean {
  return getCookie(c, ORDER_COOKIE) === orderId;
}
