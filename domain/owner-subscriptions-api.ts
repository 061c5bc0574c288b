/**
 * The owner API's answers about subscriptions (/config/subscriptions; see owner-api.ts for the
 * conventions): the site's subscriptions, one with its orders, and the owner's cancellation.
 *
 * @module
 */
import type { CursorPage } from './owner-api';

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'completed', 'stopped'] as const;
/** Active (renewing), cancelled (by the buyer, an owner, or the order's cancellation or full refund), completed (every cycle paid), stopped (a renewal failed). */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * When an owner's cancellation takes effect: at the end of the period already paid for (no
 * more charges; the membership it grants stays open until then), or now (the membership closes).
 */
export const SUBSCRIPTION_CANCEL_WHEN = ['periodEnd', 'now'] as const;
export type SubscriptionCancelWhen = (typeof SUBSCRIPTION_CANCEL_WHEN)[number];

/** The membership a subscription grants: the paywall product and the member area it opens. */
export interface SubscriptionMembership {
  itemId: string;
  /** The member area's title, or null when no collection lists the product any more. */
  areaTitle: string | null;
  /** Whether the membership is held now (the area opens to the buyer). */
  open: boolean;
  /** Until when it stays open, when that is known (a period's end); null while renewing or when closed. */
  openUntil: string | null;
}

export interface OwnerSubscription {
  id: string;
  email: string;
  productName: string;
  quantity: number;
  /** The plan in the store's words ("$12.00 every month"), as the buyer's account page says it. */
  planText: string;
  status: SubscriptionStatus;
  startedOn: string;
  /** The next charge, while active. */
  nextRenewalOn: string | null;
  /** When the last period paid for ends (or ended): what a cancellation at the period end keeps. */
  paidThrough: string;
  /** When nothing renews any more, the date it ends or ended; null while active. */
  endsOn: string | null;
  cancelledOn: string | null;
  /** An owner's email or 'API key'; null when the buyer cancelled, or not cancelled. */
  cancelledBy: string | null;
  /** Why renewals stopped (a declined card, no stock), when they did. */
  stopReason: string | null;
  /** The order that started it. */
  orderNumber: number | null;
  membership: SubscriptionMembership | null;
  /** Whether an owner may still cancel it: active, or cancelled at the period end and still open. */
  cancellable: boolean;
}

/** `GET /api/owner/subscriptions?status=&q=&cursor=`: newest first. */
export interface SubscriptionsPage extends CursorPage {
  subscriptions: OwnerSubscription[];
}

/** One order of a subscription: the one that started it, then each renewal. */
export interface SubscriptionOrder {
  orderNumber: number;
  /** 1 for the order that started it, then each renewal's cycle. */
  cycle: number;
  createdOn: string;
  grandTotalCents: number;
  currency: string;
}

/** `GET /api/owner/subscriptions/:id`. */
export interface SubscriptionDetail extends OwnerSubscription {
  orders: SubscriptionOrder[];
}

/** `POST /api/owner/subscriptions/:id/cancel`. */
export interface SubscriptionCancelRequest {
  when: SubscriptionCancelWhen;
}

/** The subscription as it now stands, and whether the buyer was mailed. */
export interface SubscriptionCancelledByOwner {
  subscription: SubscriptionDetail;
  notified: boolean;
}
