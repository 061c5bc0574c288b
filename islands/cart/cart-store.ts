/**
 * The visitor's cart summary, shared by every island on the page: add-to-cart buttons and the
 * cart page write it, the pill cart reads it.
 *
 * @module
 */
import { map } from 'nanostores';

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

export const $cart = map<CartSummary>({ initialized: false, totalQuantity: 0, subtotalText: '' });

/** Replaces the summary; the first call marks the cart initialized. */
export function syncCart({ items = 0, subtotal = '' }: CartSync): void {
  $cart.set({ initialized: true, totalQuantity: items, subtotalText: subtotal });
}
