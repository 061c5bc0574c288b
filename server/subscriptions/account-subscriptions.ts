/**
 * A site user's subscriptions as their account page shows them: the plan in the words of the
 * product price (domain/subscription.ts), the state, and the next renewal date.
 *
 * @module
 */
import { cachedDateTimeFormat, fillWording, formatCents, subscriptionWording } from '../../domain';
import { listUserSubscriptions, type SubscriptionRow } from './records';
import type { AccountSubscription } from '../../domain';
import type { Sql } from '../db';

const STATUS_TEXT: Record<SubscriptionRow['status'], string> = {
  active: 'Active',
  cancelled: 'Cancelled',
  completed: 'All payments made',
  stopped: 'Stopped',
};

export function accountSubscription(
  s: SubscriptionRow,
  locale = 'en-US',
  timeZone = 'America/New_York',
): AccountSubscription {
  const plan = {
    structuredContent: {
      subscriptionPlan: {
        billingPeriod: { value: s.plan.value, unit: s.plan.unit },
        numBillingCycles: s.plan.numBillingCycles,
      },
    },
  };
  const wording = subscriptionWording(plan, false);
  const price = formatCents(s.unitPriceCents * s.quantity, s.currency, { locale });
  const date = cachedDateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const dateText =
    s.status === 'active' && s.nextRenewalAt
      ? `Renews on ${date.format(s.nextRenewalAt)}`
      : s.status === 'completed'
        ? `Paid through ${date.format(s.paidThrough)}`
        : s.stopReason
          ? `Stopped: ${s.stopReason}`
          : '';
  return {
    id: s.id,
    productName: s.productName,
    quantity: s.quantity,
    planText: wording
      ? fillWording(wording.text, { price, billingPeriodValue: wording.billingPeriodValue, duration: wording.duration })
      : 'Unavailable',
    status: s.status,
    statusText: STATUS_TEXT[s.status],
    dateText,
    cancellable: s.status === 'active',
  };
}

export async function readAccountSubscriptions(
  db: Sql,
  siteId: string,
  siteUserId: string,
  locale?: string,
  timeZone?: string,
): Promise<AccountSubscription[]> {
  return (await listUserSubscriptions(db, siteId, siteUserId)).map((s) => accountSubscription(s, locale, timeZone));
}
