/**
 * The order as checkout answers it: spec §3 "Order confirmation" (what analytics reads) plus
 * the totals the confirmation page shows. Amounts are integer cents.
 */
import type { NewOrder } from '../orders/order-store';
import type { PlacedOrder } from '../../domain';

export interface IssuedGiftCard {
  code: string;
  amountCents: number;
}

/** The whole order; the checkout page reads its id (domain PlacedOrder). */
export interface OrderConfirmation extends PlacedOrder {
  /** Short and sequential per site (1001, 1002, …): what buyers and owners are shown. */
  orderNumber: number;
  purchasedCartId: string;
  testMode: boolean;
  websiteId: string;
  items: { sku: string; productName: string; quantity: number; unitPrice: number }[];
  grandTotal: number;
  shippingTotal: number;
  taxTotal: number;
  subtotal: number;
  discountTotal: number;
  giftCardTotal: number;
  amountCharged: number;
  currency: string;
  email: string;
  isSubscription: boolean;
  giftCards: IssuedGiftCard[];
}

export function orderConfirmation(
  siteId: string,
  order: NewOrder,
  orderNumber: number,
  giftCards: IssuedGiftCard[],
): OrderConfirmation {
  return {
    id: order.id,
    orderNumber,
    purchasedCartId: order.cartId,
    testMode: order.testMode,
    websiteId: siteId,
    items: order.lines.map((l) => ({
      sku: l.sku,
      productName: l.productName,
      quantity: l.quantity,
      unitPrice: l.unitPriceCents,
    })),
    grandTotal: order.grandTotalCents,
    shippingTotal: order.shippingCents,
    taxTotal: order.taxCents,
    subtotal: order.subtotalCents,
    discountTotal: order.discountCents,
    giftCardTotal: order.giftCardCents,
    amountCharged: order.chargedCents,
    currency: order.currency,
    email: order.email,
    isSubscription: order.isSubscription,
    giftCards,
  };
}
