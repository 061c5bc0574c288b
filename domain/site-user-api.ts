/**
 * The site-user calls' answers (spec §6, §7: /api/site-users/account/...) and the account page
 * the server renders into the site-user island: one definition for the server that builds them
 * and the islands that read them. Money and dates come formatted for the site's locale.
 *
 * @module
 */

import type { SubscriptionStatus } from './owner-subscriptions-api';

/** An order placed from the account's cart, or one of its subscriptions' orders. */
export interface AccountOrder {
  orderNumber: number;
  placedText: string;
  totalText: string;
  items: { productName: string; quantity: number }[];
  /** The subscription (an AccountSubscription's id) the order started, or renewed; null for any other order. */
  subscription: { id: string; renewal: boolean } | null;
}

/** A restock sign-up made with the account's email. */
export interface AccountRestockSignUp {
  productTitle: string;
  variantText: string;
  productUrl: string | null;
}

export type AccountSubscriptionStatus = SubscriptionStatus;

/** A subscription placed while signed in, with its cancel state (issue 15). */
export interface AccountSubscription {
  id: string;
  productName: string;
  quantity: number;
  planText: string;
  status: AccountSubscriptionStatus;
  statusText: string;
  /** The date of the next payment, or when the last paid period ends. */
  dateText: string;
  cancellable: boolean;
}

/** `GET /api/site-users/account`, and the account page's island props. */
export interface AccountView {
  siteUserId: string;
  email: string;
  orders: AccountOrder[];
  restockSignUps: AccountRestockSignUp[];
  subscriptions: AccountSubscription[];
}

/** What a call that only reports answers: sign-up, password reset and change. */
export interface SiteUserMessage {
  message: string;
}

/** `POST /api/site-users/account/session` (sign-in): the token to send back in X-Siteuser-Xsrf-Token. */
export interface SiteUserSignedIn {
  xsrfToken: string;
}

/** `GET /api/site-users/account/session`: a fresh token for the session in the cookie. */
export interface SiteUserSessionToken extends SiteUserSignedIn {
  siteUserId: string;
}

/** `DELETE /api/site-users/account/session`. */
export interface SiteUserSignedOut {
  signedOut: true;
}

/** `PUT /api/site-users/account/email`. */
export interface SiteUserEmailChanged extends SiteUserMessage {
  email: string;
}

/** `GET /api/site-users/account/subscriptions`. */
export interface AccountSubscriptions {
  subscriptions: AccountSubscription[];
}

/** `POST /api/site-users/account/subscriptions/:id/cancel`: the subscription as it now stands. */
export interface SubscriptionCancelled {
  subscription: AccountSubscription;
}
