/**
 * What the page does about the cart when it starts (spec §4 "Cart model"): it loads the cart
 * only when the visitor is signed in, the has-cart cookie equals true, or a cart cookie
 * exists. The cart cookie is HttpOnly, so the server says whether it came (`cartPresent`).
 * Otherwise the cart is known to be empty and add-to-cart buttons are simply made visible.
 *
 * @module
 */
import { isSignedIn } from '../account-link/site-user-info';
import { readCookie } from '../shared/api-call';
import { bindCartLinks } from './cart-links';
import { $cartModel, $moneyFormat, markCartReady, receiveCart } from './cart-store';
import { loadCart } from './cart-sync';
import type { MoneyFormat, ShoppingCart } from './cart-types';

export interface CartStart {
  /** The server saw the visitor's cart cookie. */
  cartPresent: boolean;
  money?: MoneyFormat;
  /** A cart the server already rendered (the cart page): nothing to load. */
  cart?: ShoppingCart;
}

let started = false;

export function shouldLoadCart(cookies: string, cartPresent: boolean): boolean {
  if (cartPresent || readCookie('has-cart', cookies) === 'true') return true;
  return isSignedIn(cookies);
}

/** Runs once per page, from the first island that mounts; later calls only add a rendered cart. */
export function startCart({ cartPresent, money, cart }: CartStart): void {
  if (money) $moneyFormat.set(money);
  if (cart) receiveCart(cart);
  if (started) return;
  started = true;
  bindCartLinks(document);
  if (cart || $cartModel.get().cart) return markCartReady();
  if (!shouldLoadCart(document.cookie, cartPresent)) return markCartReady();
  loadCart().catch(markCartReady);
}

/** Tests start each page afresh. */
export function resetCartStart(): void {
  started = false;
}
