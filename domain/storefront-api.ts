/**
 * The JSON answers the islands read from the storefront's calls (the cart and checkout,
 * donations, restock sign-ups, stock, the local captcha, the performance beacon): one
 * definition for the server that builds them and the islands that read them. The site-user
 * calls are in site-user-api.ts, the cart itself (ShoppingCart) in cart.ts.
 *
 * @module
 */
import type { CartEntry, ShoppingCart } from './cart';
import type { FieldErrors } from './form-fields';
import type { PlaceDetails, PlacePrediction } from './places';

/** `GET` and `POST /api/likes/:itemId`: whether this visitor likes the post, and its likes in all. */
export interface LikeState {
  liked: boolean;
  count: number;
}

/** Every cart call's answer: the whole cart as it now stands. */
export interface CartAnswer {
  shoppingCart: ShoppingCart;
}

/** `POST /api/commerce/shopping-cart/entries`: the cart, and the entry as added (null when none was). */
export interface EntryAdded extends CartAnswer {
  newlyAdded: CartEntry | null;
}

/** `PUT /api/commerce/shopping-cart/entries/:entryId/additionalFields`: the cart, and the entry as edited. */
export interface EntryFieldsUpdated extends CartAnswer {
  updatedEntry: CartEntry;
}

/** One variant's stock. */
export interface VariantStockLevel {
  sku: string;
  unlimited: boolean;
  qtyInStock: number;
}

/** `GET /api/commerce/inventory/stock?itemId=`: the stock of each of the product's variants. */
export interface VariantStocks {
  results: VariantStockLevel[];
}

/** `POST /api/3/commerce/cart/subscription`: a cart of its own for the subscription checkout. */
export interface SubscriptionCartCreated {
  cartToken: string;
}

/** What `POST /api/commerce/checkout` answers that the checkout page reads: the order's id. */
export interface PlacedOrder {
  id: string;
}

/** `POST /api/commerce/donations`: the donation's order, and the page that confirms it. */
export interface DonationPlaced extends PlacedOrder {
  orderNumber: number;
  amountCents: number;
  currency: string;
  testMode: boolean;
  confirmationUrl: string;
}

/** `POST /api/site-users/account/notifications/restock`: the variant signed up for. */
export interface RestockSignedUp {
  productId: string;
  variantId: string;
}

/** `GET /api/captcha/local/challenge`: the built-in captcha's question and its signed challenge. */
export interface LocalChallenge {
  challenge: string;
  /** The question in English; `terms` lets a page in another language ask it in its own words. */
  question: string;
  terms?: [number, number];
}

/** `POST /api/captcha/local/check`: whether the answer was right. */
export interface LocalChallengeChecked {
  solved: boolean;
}

/** `GET /api/1/performance/settings`: the id the page's performance record is filed under. */
export interface PerformanceSettings {
  pageLoadId: string;
}

/** `GET /api/places/autocomplete`: the addresses that start like the visitor's text. */
export interface PlacePredictions {
  predictions: PlacePrediction[];
}

/** `GET /api/places/details`: the address the visitor picked, in parts. */
export interface PlaceFound {
  place: PlaceDetails;
}

/** `POST /api/form/FormSubmissionKey`: the single-use key a submission must carry. */
export interface FormSubmissionKey {
  data: { key: string };
}

/** `POST /api/form/SaveFormSubmission` as JSON: the form's thank-you text, and where to go next if it says. */
export interface FormSubmissionSaved {
  success: true;
  submissionMessage: string;
  submissionHTML: string;
  redirect?: string;
}

/** Its refusal: one message, and with a 400 the message of each field that was wrong. */
export interface FormSubmissionRefused {
  error: string;
  data?: { errors: FieldErrors };
}
