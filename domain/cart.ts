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
}

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
