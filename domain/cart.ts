/**
 * The cart as the cart calls answer it (spec §3 "Shopping cart", "Cart entry"; README
 * "Cart API"): the fields both the server writes and the islands read. Amounts are integer
 * cents. It lives in domain/ because browser code may not import the server's types.
 */
import type { ShippingLocation } from './cart-totals';

export interface CartEntry {
  id: string;
  itemId: string;
  chosenVariant: { sku: string; attributes: Record<string, string> };
  quantity: number;
  title: string;
  subTotal: number;
  purchasePriceCents: number;
  /** The product's type code: instalments are offered only while every cart item is physical (spec §5). */
  productType: number;
  /** The additional-fields answers as JSON text (null when none), for the cart page's edit form. */
  additionalFields: string | null;
  /**
   * The product's page, under the home of the page that made the call (`/fr/shop/lamp`): with
   * `title` and `variantText`, in that page's language (issue 25); `attributes` stay the
   * product's own, which identify the variant.
   */
  url: string;
  /** The chosen option values as the calling page's language words them: "Moyenne / Olive". */
  variantText: string;
}

/**
 * The id of the checkout's shipping step (the shipping options): `/checkout#checkout-shipping`
 * opens the checkout there, as the Translations panel's preview does to show the options' names.
 */
export const CHECKOUT_SHIPPING_ID = 'checkout-shipping';

export interface CartShippingOption {
  id: string;
  name: string;
  costCents: number;
}

export interface ShoppingCart {
  id: string | null;
  entries: CartEntry[];
  shippingOptions: CartShippingOption[];
  selectedShippingOption: CartShippingOption | null;
  shippingLocation: ShippingLocation | null;
  coupons: string[];
  validCoupons: { code: string }[];
  invalidCoupons: { code: string; reason: string }[];
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}
