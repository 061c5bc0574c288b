/** Carts and cart calls for the cart islands' component tests. */
import { ApiCallError as CartCallError } from '../../domain';
import type { CartApi } from './cart-api';
import type { CartEntry, ShoppingCart } from './cart-types';

export function entry(
  id: string,
  title: string,
  quantity: number,
  unitCents: number,
  extra: Partial<CartEntry> = {},
): CartEntry {
  return {
    id,
    itemId: `item-${id}`,
    chosenVariant: { sku: `SKU-${id}`, attributes: {} },
    quantity,
    title,
    subTotal: quantity * unitCents,
    purchasePriceCents: unitCents,
    productType: 1,
    additionalFields: null,
    url: `/shop/item-${id}`,
    variantText: '',
    ...extra,
  };
}

/** A cart with totals worked out the simple way: no tax, shipping or discount. */
export function cartOf(entries: CartEntry[], extra: Partial<ShoppingCart> = {}): ShoppingCart {
  const subtotal = entries.reduce((sum, e) => sum + e.subTotal, 0);
  return {
    id: 'cart-1',
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents: subtotal,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: subtotal,
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
    ...extra,
  };
}

/** A server in memory: quantity, removal and coupon calls change `cart`; `failWith` makes the next call fail. */
export function fakeCartApi(initial: ShoppingCart) {
  const state = { cart: initial, calls: [] as string[], failWith: undefined as CartCallError | undefined };
  const answer = (change: (cart: ShoppingCart) => ShoppingCart) => {
    const failure = state.failWith;
    state.failWith = undefined;
    if (failure) return Promise.reject(failure);
    state.cart = change(state.cart);
    return Promise.resolve(state.cart);
  };
  const withEntries = (cart: ShoppingCart, entries: CartEntry[]) =>
    cartOf(entries, { validCoupons: cart.validCoupons });
  const api: CartApi = {
    load: () => answer((cart) => cart),
    setQuantity: (id, quantity, seq) => {
      state.calls.push(`quantity ${id} ${quantity} seq ${seq}`);
      return answer((cart) =>
        withEntries(
          cart,
          quantity === 0
            ? cart.entries.filter((e) => e.id !== id)
            : cart.entries.map((e) =>
                e.id === id ? { ...e, quantity, subTotal: quantity * e.purchasePriceCents } : e,
              ),
        ),
      );
    },
    remove: (id) => {
      state.calls.push(`remove ${id}`);
      return answer((cart) =>
        withEntries(
          cart,
          cart.entries.filter((e) => e.id !== id),
        ),
      );
    },
    updateFields: (id, body) => {
      state.calls.push(`fields ${id} ${body.additionalFields}`);
      return answer((cart) =>
        withEntries(
          cart,
          cart.entries.map((e) => (e.id === id ? { ...e, additionalFields: body.additionalFields } : e)),
        ),
      );
    },
    addCoupon: (code) => {
      state.calls.push(`coupon ${code}`);
      return answer((cart) => ({
        ...cart,
        validCoupons: [{ code }],
        discountCents: 500,
        grandTotalCents: cart.subtotalCents - 500,
      }));
    },
    removeCoupon: (code) => {
      state.calls.push(`remove coupon ${code}`);
      return answer((cart) => ({
        ...cart,
        validCoupons: cart.validCoupons.filter((c) => c.code !== code),
        discountCents: 0,
        grandTotalCents: cart.subtotalCents,
      }));
    },
    setShipping: () => answer((cart) => cart),
  };
  return { api, state };
}

export { CartCallError };
