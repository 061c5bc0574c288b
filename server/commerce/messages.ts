/**
 * What the cart and checkout calls say. Strings quoted by the spec (§5, §8) are word for word;
 * the rest are ours, written to tell the visitor what happened and what to do. The texts are
 * the English catalogue's (domain/interface-words/en.ts): a call from a page in another
 * language answers them in its words (server/translations/translated-answers.ts).
 */
import { ADD_TO_CART_MESSAGES, ENGLISH_WORDS as W, fillWords } from '../../domain';
import { INPUT_MESSAGES } from '../http/input-messages';

export const COMMERCE_MESSAGES = Object.freeze({
  notEnoughStock: ADD_TO_CART_MESSAGES.notEnoughStock,
  variantUnavailable: ADD_TO_CART_MESSAGES.variantUnavailable,
  giftCardDenomination: ADD_TO_CART_MESSAGES.giftCardDenomination,
  rateLimited: ADD_TO_CART_MESSAGES.rateLimited,
  emptyCart: W.cartEmpty,
  minimumSubtotal: (subtotal: string) => fillWords(W.minimumSubtotal, { subtotal }),
  invalidPayload: INPUT_MESSAGES.invalidPayload,
  invalidJson: INPUT_MESSAGES.invalidJson,
  unknownItem: W.unknownItem,
  unknownEntry: W.unknownEntry,
  notSubscribable: W.notSubscribable,
  unknownCoupon: W.unknownCoupon,
  unknownShippingOption: W.unknownShippingOption,
  alreadyPurchased: W.alreadyPurchased,
  shippingAddressRequired: W.shippingAddressRequired,
  unknownGiftCard: W.unknownGiftCard,
  emptyGiftCard: W.emptyGiftCard,
  orderTooLarge: W.orderTooLarge,
  noStore: W.storeUnavailable,
});
