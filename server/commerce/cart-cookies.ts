/**
 * The cart cookies. `cart` (HttpOnly) holds the cart's random token; `has-cart=true` (readable
 * by scripts) is set while the cart has entries, so the page loads the cart at start only
 * when it has something to show (spec §4 "Cart model").
 */
import { getCookie } from 'hono/cookie';
import { deleteSiteCookie, setSiteCookie } from '../http/cookies';
import type { Context } from 'hono';
import type { AppEnv } from '../types';

export const CART_COOKIE = 'cart';
export const HAS_CART_COOKIE = 'has-cart';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

/**
 * The visitor's cart: a signed-in user's is their account's cart (the same in every browser;
 * none when the account has no open cart), anyone else's the one the cart cookie names.
 */
export function cartToken(c: Context): string | undefined {
  const siteUser = (c as Context<AppEnv>).get('siteUser');
  if (siteUser) return siteUser.cartToken ?? undefined;
  return cookieCartToken(c);
}

/** The cart the cookie names, whoever is signed in: the guest cart that merges at sign-in. */
export function cookieCartToken(c: Context): string | undefined {
  const token = getCookie(c, CART_COOKIE);
  return token && /^[\w-]{16,64}$/.test(token) ? token : undefined;
}

export function setCartCookies(c: Context, token: string | null, entryCount: number): void {
  if (token) setSiteCookie(c, CART_COOKIE, token, { httpOnly: true, maxAge: THIRTY_DAYS });
  if (entryCount > 0) setSiteCookie(c, HAS_CART_COOKIE, 'true', { maxAge: THIRTY_DAYS });
  else if (getCookie(c, HAS_CART_COOKIE) !== undefined) deleteSiteCookie(c, HAS_CART_COOKIE);
}

/** After checkout the cart is spent: the next add starts a new one. */
export function clearCartCookies(c: Context): void {
  deleteSiteCookie(c, CART_COOKIE);
  deleteSiteCookie(c, HAS_CART_COOKIE);
}
