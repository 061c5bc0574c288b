/**
 * The add-to-cart button's states and what it says when the server refuses (spec §4
 * "Add-to-cart button", §8 "Add").
 */
import { ADD_TO_CART_MESSAGES, ALERT_TITLES } from './add-to-cart';
import { PRODUCT_TYPES } from './enums';
import { answerOf, wordFailure, type FailureWords } from './api-call';

export type ButtonPhase = 'idle' | 'adding' | 'added';

/** Spec §9 "Button timings: 1 second then 2 seconds". */
export const BUTTON_TIMINGS = Object.freeze({
  /** After a successful add, 'Added!' appears this much later… */
  addedAfterMs: 1000,
  /** …and stays this long before the button is idle again. */
  addedForMs: 2000,
  /** After an error the button is idle again this much later. */
  idleAfterErrorMs: 1000,
});

export const BUTTON_TEXTS = Object.freeze({ adding: 'Adding…', added: 'Added!' });

/** The button's text in a phase; idle shows the product's own label. */
export function buttonText(phase: ButtonPhase, label: string): string {
  return phase === 'idle' ? label : BUTTON_TEXTS[phase];
}

/** Gift cards have their own title; express checkout buys, so it says so; else adding failed. */
export function alertTitle(productType: number | undefined, expressCheckout: boolean): string {
  if (productType === PRODUCT_TYPES.giftCard) return ALERT_TITLES.giftCard;
  return expressCheckout ? ALERT_TITLES.expressCheckout : ALERT_TITLES.add;
}

/**
 * What to show for a refused add: 429 is always 'Please try again in a few seconds.'; anything
 * else shows the server's own message (the crumb middleware words session and cookie problems).
 */
export function addErrorMessage(status: number, body: unknown): string {
  return wordFailure(answerOf(status, body), ADD_WORDS);
}

/** Not quoted by the spec: a request that got no usable answer at all. */
export const NETWORK_FAILURE = 'Please check your internet connection.';

const ADD_WORDS: FailureWords = {
  offline: NETWORK_FAILURE,
  fallback: NETWORK_FAILURE,
  insteadOf: { 429: ADD_TO_CART_MESSAGES.rateLimited },
};
