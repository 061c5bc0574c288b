/** Cart formatters for templates: `cart-quantity`, `cart-subtotal`, `cart-url` (language reference §12.3). */
import { ownProperty, toNumber } from '../../convert';
import type { Formatter } from '../../types';

/** Sum of the entries' quantities, in a span the cart store keeps current. */
export const cartQuantity: Formatter = (cart) => {
  const entries = ownProperty(cart, 'entries');
  const total = Array.isArray(entries)
    ? entries.reduce((sum: number, e) => sum + (toNumber(ownProperty(e, 'quantity')) || 0), 0)
    : 0;
  return `<span class="cart-quantity" data-cart-quantity>${total}</span>`;
};

export const cartFormatters: Record<string, Formatter> = {
  'cart-quantity': cartQuantity,
  // The reference engine prints this fixed text; templates should use the cart link instead.
  'cart-subtotal': () => 'deprecated, do not use',
  'cart-url': () => '/cart',
};
