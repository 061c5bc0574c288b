/**
 * The cart and checkout services: what the commerce routes call, and what page rendering
 * may call to show the visitor's cart (`viewCart`).
 *
 * @module
 */
export { addEntry } from './add-entry';
export { viewCart, type CartResult } from './cart-access';
export { findProduct, chooseVariant } from './catalog';
export type { ShoppingCartJson } from './cart-json';
export { addCoupon, removeCoupon, setShipping } from './cart-settings';
export { checkout } from './checkout';
export { changeQuantity, removeEntry, updateFields } from './edit-entry';
export { COMMERCE_MESSAGES } from './messages';
export type { OrderConfirmation } from './order-confirmation';
export { PayloadError, validate } from './payload-error';
export type { PaymentProvider } from './payments/provider';
export { testPaymentProvider, TEST_TOKENS } from './payments/test-provider';
export * from './schemas';
export { variantStock } from './stock-check';
export { createSubscriptionCart } from './subscription-cart';
export { commerceRoutes, type CommerceRoutesOptions } from './commerce-routes';
export { cartPageRoutes } from './cart-pages';
export { checkoutPageRoutes } from './checkout-pages';
export { quickViewRoutes } from './quick-view-routes';
