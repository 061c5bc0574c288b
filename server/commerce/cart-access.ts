/**
 * Finding the visitor's cart. The cart cookie names a regular cart; a subscription cart is
 * reached only through its cartToken. A purchased cart is never changed again.
 */
import { HttpError } from '../http-error';
import { createCart, findCart, listEntries, type CartKind, type CartRow } from './cart-store';
import { cartJson, type ShoppingCartJson } from './cart-json';
import { COMMERCE_MESSAGES } from './messages';
import type { Sql } from '../db';
import type { Site } from '../sites/types';

/** What a cart call answers and the token the cart cookie should now hold. */
export interface CartResult {
  shoppingCart: ShoppingCartJson;
  token: string | null;
}

/** The visitor's open cart of `kind`, locked for the transaction; undefined when there is none. */
export async function openCart(
  tx: Sql,
  site: Site,
  token: string | undefined,
  kind: CartKind = 'regular',
): Promise<CartRow | undefined> {
  if (!token) return undefined;
  const cart = await findCart(tx, site.id, token, true);
  return cart && cart.kind === kind && !cart.isPurchased ? cart : undefined;
}

/** The open cart, or a new one when the visitor has none (the first add, coupon or location). */
export async function openOrCreateCart(tx: Sql, site: Site, token: string | undefined): Promise<CartRow> {
  return (await openCart(tx, site, token)) ?? (await createCart(tx, site.id));
}

/** The open cart, or 404: an entry of a cart the visitor does not hold. */
export async function requireCart(tx: Sql, site: Site, token: string | undefined): Promise<CartRow> {
  const cart = await openCart(tx, site, token);
  if (!cart) throw new HttpError(404, COMMERCE_MESSAGES.unknownEntry);
  return cart;
}

export async function answerCart(db: Sql, site: Site, cart: CartRow): Promise<CartResult> {
  return { shoppingCart: cartJson(site, cart, await listEntries(db, site.id, cart.id)), token: cart.token };
}

/** The cart as GET shows it: the open regular cart of the cookie (or the cart a cartToken names), else an empty one. */
export async function viewCart(
  db: Sql,
  site: Site,
  token: string | undefined,
  kind: CartKind = 'regular',
): Promise<ShoppingCartJson> {
  const cart = token ? await findCart(db, site.id, token) : undefined;
  if (!cart || cart.kind !== kind || cart.isPurchased) return cartJson(site, null, []);
  return cartJson(site, cart, await listEntries(db, site.id, cart.id));
}
