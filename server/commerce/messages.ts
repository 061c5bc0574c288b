/**
 * What the cart and checkout calls say. Strings quoted by the spec (§5, §8) are word for word;
 * the rest are ours, written to tell the visitor what happened and what to do.
 */
import { ADD_TO_CART_MESSAGES } from '../../domain';
import { INPUT_MESSAGES } from '../http/input-messages';

export const COMMERCE_MESSAGES = Object.freeze({
  notEnoughStock: ADD_TO_CART_MESSAGES.notEnoughStock,
  variantUnavailable: ADD_TO_CART_MESSAGES.variantUnavailable,
  giftCardDenomination: ADD_TO_CART_MESSAGES.giftCardDenomination,
  rateLimited: ADD_TO_CART_MESSAGES.rateLimited,
  emptyCart: 'You have nothing in your shopping cart.',
  minimumSubtotal: (subtotal: string) => `To check out, your order subtotal must be ${subtotal} or more.`,
  invalidPayload: INPUT_MESSAGES.invalidPayload,
  invalidJson: INPUT_MESSAGES.invalidJson,
  unknownItem: 'This item is not sold in this store.',
  unknownEntry: 'This item is no longer in your cart.',
  notSubscribable: 'This item is not sold as a subscription.',
  unknownCoupon: 'This coupon code is not valid.',
  unknownShippingOption: 'This shipping option is not offered.',
  alreadyPurchased: 'This cart has already been checked out. Please reload the page.',
  shippingAddressRequired: 'A shipping address is required.',
  unknownGiftCard: 'This gift card code is not valid.',
  emptyGiftCard: 'This gift card has no balance left.',
  orderTooLarge: 'This order is too large to be placed online. Please split it into smaller orders.',
  noStore: 'The store is not available right now. Please try again later.',
});
