/**
 * What checkout does for subscriptions and memberships, inside the order's transaction: checks
 * before the charge that the order can be kept (a usable plan, a signed-in buyer for a
 * membership), then after the order is written stores the plan with it and grants memberships.
 *
 * @module
 */
import { billingPlan, isPaywallProduct } from '../../domain';
import { HttpError } from '../http-error';
import { insertMembership, insertSubscription } from './records';
import type { Sql } from '../db';

export const SUBSCRIPTION_MESSAGES = Object.freeze({
  noPlan: 'This subscription has no billing plan. Please contact the store.',
  signInForMembership: 'Sign in to your account to buy a membership, so that it opens the member area for you.',
  notFound: 'This subscription was not found in your account.',
  notActive: 'This subscription is not active.',
});

/** The line of an order as these checks need it. */
export interface BoughtLine {
  item: unknown;
  itemId: string;
  productType: number;
  sku: string;
  productName: string;
  quantity: number;
  unitPriceCents: number;
}

/** Refuses, before anything is charged, an order whose subscription or membership could not be kept. */
export function assertKeepable(lines: readonly BoughtLine[], isSubscription: boolean, siteUserId: string | null): void {
  if (isSubscription && lines.some((l) => !billingPlan(l.item))) throw new HttpError(422, SUBSCRIPTION_MESSAGES.noPlan);
  if (!siteUserId && lines.some((l) => isPaywallProduct(l.item)))
    throw new HttpError(422, SUBSCRIPTION_MESSAGES.signInForMembership);
}

export interface PlacedOrder {
  siteId: string;
  orderId: string;
  email: string;
  currency: string;
  isSubscription: boolean;
  siteUserId: string | null;
  paymentProvider: string;
  paymentMethod: string;
  placedAt: Date;
}

/** Stores the subscription of a subscription order and the memberships any order bought. */
export async function keepSubscriptions(tx: Sql, order: PlacedOrder, lines: readonly BoughtLine[]): Promise<void> {
  for (const line of lines) {
    let subscriptionId: string | null = null;
    if (order.isSubscription) {
      subscriptionId = await insertSubscription(tx, order.siteId, {
        orderId: order.orderId,
        siteUserId: order.siteUserId,
        email: order.email,
        itemId: line.itemId,
        sku: line.sku,
        productName: line.productName,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        currency: order.currency,
        plan: billingPlan(line.item)!,
        startedAt: order.placedAt,
        paymentProvider: order.paymentProvider,
        paymentMethod: order.paymentMethod,
      });
    }
    if (isPaywallProduct(line.item) && order.siteUserId) {
      await insertMembership(tx, order.siteId, {
        siteUserId: order.siteUserId,
        itemId: line.itemId,
        orderId: order.orderId,
        subscriptionId,
      });
    }
  }
}
