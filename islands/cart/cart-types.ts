/**
 * The cart as the cart calls answer it (spec §3 "Shopping cart", "Cart entry"; README
 * "Cart API"). Amounts are integer cents. Browser code cannot import the server's types, so
 * the fields the islands read are declared here.
 */
export interface CartEntry {
  id: string;
  itemId: string;
  chosenVariant: { sku: string; attributes: Record<string, string> };
  quantity: number;
  title: string;
  subTotal: number;
  purchasePriceCents: number;
  /** The additional-fields answers as JSON text, or null. */
  additionalFields: string | null;
}

export interface ShippingOptionJson {
  id: string;
  name: string;
  costCents: number;
}

export interface ShoppingCart {
  id: string | null;
  entries: CartEntry[];
  shippingOptions: ShippingOptionJson[];
  selectedShippingOption: ShippingOptionJson | null;
  shippingLocation: { country?: string; region?: string } | null;
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

/** How the islands format money the browser computes: the site's currency and locale. */
export interface MoneyFormat {
  currency: string;
  locale: string;
}
