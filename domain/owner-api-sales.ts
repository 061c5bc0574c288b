/**
 * The owner API's answers about what the store took in: orders, form submissions and restock
 * sign-ups (see owner-api.ts for the conventions).
 *
 * @module
 */
import type { CursorPage } from './owner-api';
import type { SubscriptionStatus } from './owner-subscriptions-api';
import type { ChosenOption } from './variant-options';

export interface OrderSummary {
  id: string;
  orderNumber: number;
  createdOn: string;
  email: string;
  itemCount: number;
  grandTotalCents: number;
  currency: string;
  testMode: boolean;
  isSubscription: boolean;
  /** When the owner marked it shipped, or null. */
  shippedOn: string | null;
  /** What the owner gave back so far (whole or part of `chargedCents`). */
  refundedCents: number;
  /** When the owner cancelled it, or null. */
  cancelledOn: string | null;
  /** Whether it holds something to ship (a physical product); no shipping is asked of an order that does not. */
  ships: boolean;
  /** The one word the list shows (see ORDER_STATUSES). */
  status: OrderStatus;
}

/**
 * An order's state as the list shows it, the first that holds: cancelled, refunded in whole,
 * refunded in part, shipped, not shipped (something to ship, not sent yet) and, for orders with
 * nothing to ship (memberships, downloads, gift cards, services, donations), paid: done once
 * paid, whatever address its checkout was given. The owner app says "Nothing to ship".
 */
export const ORDER_STATUSES = ['cancelled', 'refunded', 'partlyRefunded', 'shipped', 'notShipped', 'paid'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * `GET /api/owner/orders?status=`: the orders with something to ship not shipped yet (and not cancelled), shipped,
 * refunded (whole or part) or cancelled.
 */
export const ORDER_FILTERS = ['notShipped', 'shipped', 'refunded', 'cancelled'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** `GET /api/owner/orders`. */
export interface OrdersPage extends CursorPage {
  orders: OrderSummary[];
}

export interface OrderItem {
  itemId: string;
  sku: string;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** The buyer's answers to the product's additional fields, as the cart stored them; null for none. */
  additionalFields: unknown;
  /** The variant's options as bought, in the product's option order; empty for a variant without, or an older order. */
  options: ChosenOption[];
  /** Those options in the store's own words, "Size: M, Colour: Olive" ('' without options). */
  variantText: string;
}

/** What the owner enters when marking an order shipped. */
export interface Shipment {
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
}

/** `GET /api/owner/orders/:orderNumber`. */
export interface OrderDetail extends OrderSummary {
  items: OrderItem[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  giftCardCents: number;
  /**
   * Which gift cards paid `giftCardCents`, as checkout recorded them, each named by its code's
   * ending (`giftCardCodeEnding`: the whole code spends the card, and is never sent here); empty
   * for an order placed before that was recorded (it shows only the amount).
   */
  giftCardPayments: { codeEnding: string; cents: number }[];
  chargedCents: number;
  couponCodes: string[];
  shippingAddress: Record<string, unknown> | null;
  shippingOptionId: string | null;
  /** The option's name in the store's settings (the id when the option is gone), or null. */
  shippingOptionName: string | null;
  payment: { provider: string; id: string | null };
  /**
   * The gift cards this order issued (bought with it), not the one it was paid with
   * (`giftCardCents`), each named by its code's ending as `giftCardPayments` names them.
   */
  giftCards: { codeEnding: string; amountCents: number; balanceCents: number }[];
  shipment: Shipment | null;
  /** What can still be refunded: `chargedCents - refundedCents`. */
  refundableCents: number;
  /** Whether the order's items were put back in stock (once per order). */
  stockReturned: boolean;
  /** Its refunds and cancellation, oldest first. */
  changes: OrderChange[];
  /**
   * The subscription this order started, if it did (/config/subscriptions/<id>). `endsWithOrder`:
   * cancelling the order or refunding all of it ends it now and closes its membership (a partial
   * refund does not); false once it has ended anyway.
   */
  startedSubscription: { id: string; status: SubscriptionStatus; endsWithOrder: boolean } | null;
}

/** One refund or cancellation, as recorded on the order. */
export interface OrderChange {
  id: string;
  kind: 'refund' | 'cancel';
  /** Given back by this change (a cancellation refunds what was left). */
  amountCents: number;
  stockReturned: boolean;
  reason: string;
  /** The owner's email, or 'API key'. */
  by: string;
  createdOn: string;
}

/** `POST /api/owner/orders/:orderNumber/refund`. `key` is one per click, so a repeat is not a second refund. */
export interface RefundRequest {
  amountCents: number;
  returnStock?: boolean;
  reason?: string;
  key: string;
}

/** `POST /api/owner/orders/:orderNumber/cancel`: refunds what is left and closes the order. */
export interface CancelRequest {
  returnStock?: boolean;
  reason?: string;
  key: string;
}

/** The answer to a refund or cancellation: the order now, the change, and whether the buyer was mailed. */
export interface ChangedOrder {
  order: OrderDetail;
  change: OrderChange;
  /** False when `key` named an earlier change: that change is answered and nothing happened again. */
  applied: boolean;
  notified: boolean;
}

/** `POST /api/owner/orders/:orderNumber/shipment`: the order as it now stands, and whether the buyer was mailed. */
export interface ShippedOrder {
  order: OrderDetail;
  notified: boolean;
}

/**
 * Where a form stands, as the content lists say it: `draft` never published, `changed` since it
 * was published, `published` as visitors see it; `deleted` no longer a form, its stored
 * submissions kept (forms never lose a submission).
 */
export type FormStatus = 'draft' | 'published' | 'changed' | 'deleted';

export interface FormSummary {
  id: string;
  /** The form's name; a deleted form's last name. */
  name: string;
  status: FormStatus;
  submissionCount: number;
  lastSubmittedOn: string | null;
}

/** `GET /api/owner/forms`. */
export interface FormList {
  forms: FormSummary[];
}

export interface Submission {
  id: string;
  submittedOn: string;
  pagePath: string;
  pageTitle: string;
  answers: { fieldId: string; title: string; type: string; text: string }[];
}

/** `GET /api/owner/forms/:formId/submissions`. */
export interface SubmissionsPage extends CursorPage {
  form: { id: string; name: string; status: FormStatus };
  submissions: Submission[];
}

export interface SignUpGroup {
  productId: string;
  variantId: string;
  productName: string;
  variantLabel: string;
  signUps: number;
  inStock: boolean;
}

/** `GET /api/site-users/account/notifications/restock/groups`. */
export interface SignUpGroupsPage extends CursorPage {
  signUpGroups: SignUpGroup[];
}

/** One visitor waiting for a variant (the owner's view of a restock sign-up). */
export interface OwnerRestockSignUp {
  email: string;
  joinMailingList: boolean;
  createdOn: string;
  notifiedOn: string | null;
}

/** `GET /api/site-users/account/notifications/restock?productId=&variantId=`. */
export interface RestockSignUpsPage extends CursorPage {
  signUps: OwnerRestockSignUp[];
}
