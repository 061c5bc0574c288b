/**
 * What the cart page and its calls say (spec §8 "Cart page strings", crumb and 429 messages):
 * the English catalogue's words (domain/interface-words/en.ts), which the other languages say
 * in theirs. The cart island reads the page language's from its props' `words`.
 */
import { ENGLISH_WORDS as W, fillWords, type FailureWords, type ShopWords } from '../../domain';

export const CART_MESSAGES = Object.freeze({
  updateQuantity: W.unableToUpdateQuantity,
  removeItem: W.unableToRemoveItem,
  updateForm: W.unableToUpdateForm,
  openForm: W.unableToOpenForm,
  applyCoupon: W.unableToApplyCoupon,
  removeCoupon: W.unableToRemoveCoupon,
  tryAgain: W.pleaseTryAgain,
  offline: W.checkConnection,
  rateLimited: W.tryAgainInSeconds,
  sessionExpired: W.sessionExpired,
  enableCookies: W.enableCookies,
  confirmRemove: W.confirmRemove,
  empty: W.cartEmpty,
  minimumSubtotal: (subtotal: string) => fillWords(W.minimumSubtotal, { subtotal }),
});

/** The cart calls' failure words in `words`' language: the 429 message replaces the server's. */
export function cartFailureWords(words: ShopWords): FailureWords {
  return {
    offline: words.checkConnection,
    fallback: words.pleaseTryAgain,
    insteadOf: { 429: words.tryAgainInSeconds },
  };
}
