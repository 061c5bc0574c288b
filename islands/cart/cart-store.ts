/**
 * The visitor's cart, shared by every island on the page: the pill cart, the template cart
 * link, add-to-cart buttons and the cart page all read these stores, so they never disagree.
 * `$cart` is the summary the pill and the cart link show; `$cartModel` is the whole cart with
 * its state (spec §4 "Cart model": loading, loaded, recalculating).
 *
 * @module
 */
import { atom, map } from 'nanostores';
import { formatCents } from '../../domain';
import type { MoneyFormat, ShoppingCart } from './cart-types';

export interface CartSummary {
  /** False until the first sync; islands show their server props until then. */
  initialized: boolean;
  totalQuantity: number;
  /** Formatted on the server, in the site's currency and locale. */
  subtotalText: string;
}

/** Cart sync input (spec §3): `items` defaults to 0, `subtotal` is text. */
export interface CartSync {
  items?: number;
  subtotal?: string;
}

export type CartStatus = 'loading' | 'loaded' | 'recalculating';

export interface CartModel {
  status: CartStatus;
  /** True once the page knows the cart (loaded, or known to be empty): add-to-cart buttons show then. */
  ready: boolean;
  /** The last cart the server answered; null until one is loaded. */
  cart: ShoppingCart | null;
}

export const $cart = map<CartSummary>({ initialized: false, totalQuantity: 0, subtotalText: '' });

export const $cartModel = map<CartModel>({ status: 'loading', ready: false, cart: null });

/** The site's currency and locale, set by the first island that knows them. */
export const $moneyFormat = atom<MoneyFormat>({ currency: 'USD', locale: 'en-US' });

/** Replaces the summary; the first call marks the cart initialized. */
export function syncCart({ items = 0, subtotal = '' }: CartSync): void {
  $cart.set({ initialized: true, totalQuantity: items, subtotalText: subtotal });
}

function formatMoney(cents: number): string {
  const { currency, locale } = $moneyFormat.get();
  return formatCents(cents, currency, { locale });
}

/** A cart the server answered: the model, and the summary the pill and cart link show. */
export function receiveCart(cart: ShoppingCart): void {
  $cartModel.set({ ...$cartModel.get(), cart, ready: true });
  syncCart({ items: cart.totalQuantity, subtotal: formatMoney(cart.subtotalCents) });
}

export function setCartStatus(status: CartStatus): void {
  $cartModel.setKey('status', status);
}

/** The cart state is known without a load (nothing to load, or the load failed). */
export function markCartReady(): void {
  $cartModel.set({ ...$cartModel.get(), ready: true, status: 'loaded' });
}
