/** What the cart page and its calls say (spec §8 "Cart page strings", crumb and 429 messages). */
export const CART_MESSAGES = Object.freeze({
  updateQuantity: 'Unable to update quantity',
  removeItem: 'Unable to remove item',
  updateForm: 'Unable to update form',
  openForm: 'Unable to open form',
  tryAgain: 'Please try again.',
  offline: 'Please check your internet connection.',
  rateLimited: 'Please try again in a few seconds.',
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  enableCookies: 'Please enable cookies in your browser, reload the page, and try again.',
  confirmRemove:
    "You have set this item's quantity to 0. This will remove it from your cart. Would you like to continue?",
  empty: 'You have nothing in your shopping cart.',
  minimumSubtotal: (subtotal: string) => `To check out, your order subtotal must be ${subtotal} or more.`,
});
