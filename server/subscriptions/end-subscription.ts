/**
 * Ending subscriptions: the buyer's own cancel from their account page (subscription-routes.ts),
 * which ends at the end of the paid period as a real store's does, and an owner's at /config, at
 * the end of the paid period or now (one rule for both: `cancelSubscription`); and the order
 * that started a subscription being cancelled or refunded in full (server/orders/change-order.ts),
 * which ends it now. Either way no renewal is charged again; "now" closes the membership it
 * grants on the next page (subscriptions is a watched table: kept-memberships.ts drops what it
 * kept), "at the period end" keeps it open until `paid_through` (records.ts membershipGrants),
 * then the clock closes it with nothing written. The buyer gets the same cancellation mail
 * whoever cancels: in the account page's language when they cancel, else their order's.
 *
 * @module
 */
import { SUBSCRIPTION_COLUMNS, toRow, type SubscriptionRow } from './records';
import { subscriptionCancelledMail, subscriptionLanguage } from './mails';
import type { SubscriptionCancelWhen } from '../../domain';
import type { Database, Sql } from '../db';
import type { Mailer } from '../mail/types';
import type { Site } from '../sites/types';

/** A subscription whose membership is still open after a cancellation at the period end. */
const OPEN_AFTER_CANCEL = "(status = 'cancelled' and access_until is not null)";

/** Who cancels: an owner of the site (their email or 'API key'), or the buyer, from their account. */
export type Canceller = { owner: string } | { siteUserId: string };

/**
 * Cancels an active subscription of the site; no renewal is charged again. At `periodEnd` the
 * membership it grants stays open until `paid_through` (`access_until`), unless no paid period is
 * left (a renewal due and not yet charged): then, as `now`, it ends at once. The one rule for an
 * owner's cancel and the buyer's own. An owner's `now` also ends one cancelled at its period end
 * whose membership is still open; a buyer cancels only their own (`site_user_id`). Undefined
 * when there is no such subscription in a state that allows it.
 */
export async function cancelSubscription(
  tx: Sql,
  siteId: string,
  id: string,
  when: SubscriptionCancelWhen,
  by: Canceller,
): Promise<SubscriptionRow | undefined> {
  const atPeriodEnd = when === 'periodEnd';
  const [owner, siteUserId] = 'owner' in by ? [by.owner, null] : [null, by.siteUserId];
  const rows = await tx.query(
    `update subscriptions set status = 'cancelled', cancelled_at = coalesce(cancelled_at, now()), next_renewal_at = null,
       access_until = case when $3::boolean and paid_through > now() then paid_through end, cancelled_by = $4
     where website_id = $1 and id = $2 and ($5::text is null or site_user_id = $5::text)
       and (status = 'active' or (not $3::boolean and ${OPEN_AFTER_CANCEL}))
     returning ${SUBSCRIPTION_COLUMNS}`,
    [siteId, id, atPeriodEnd, owner, siteUserId],
  );
  return rows[0] ? toRow(rows[0]) : undefined;
}

/**
 * Whether ending the order's subscriptions would end `s` (endOrderSubscriptions' condition, for
 * the owner's order view to say so before they confirm).
 */
export function endsWithOrder(s: SubscriptionRow, now = new Date()): boolean {
  return (
    s.status === 'active' ||
    (s.status === 'cancelled' && s.accessUntil !== null) ||
    (s.status === 'completed' && s.paidThrough > now)
  );
}

/**
 * Ends now every subscription `orderId` started whose membership is still open (active,
 * cancelled at the period end, or completed with its last period running): the order was
 * cancelled or refunded in full. Runs in the order change's transaction; mails are written
 * there too and sent once it commits (the caller's `deliverPending`). Answers how many ended.
 */
export async function endOrderSubscriptions(
  tx: Sql,
  mailer: Mailer,
  site: Site,
  orderId: string,
  by: string,
): Promise<number> {
  const rows = await tx.query(
    `update subscriptions set status = 'cancelled', cancelled_at = coalesce(cancelled_at, now()), next_renewal_at = null,
       access_until = null, cancelled_by = $3
     where website_id = $1 and order_id = $2
       and (status = 'active' or ${OPEN_AFTER_CANCEL} or (status = 'completed' and paid_through > now()))
     returning ${SUBSCRIPTION_COLUMNS}`,
    [site.id, orderId, by],
  );
  for (const row of rows.map(toRow)) await mailCancelled(tx, mailer, site, row);
  return rows.length;
}

/** The buyer's cancellation mail, written in `tx`; false when it was sent before (once per subscription: its key). */
async function mailCancelled(tx: Sql, mailer: Mailer, site: Site, row: SubscriptionRow): Promise<boolean> {
  return mailer.send(site.id, subscriptionCancelledMail(site, row, await subscriptionLanguage(tx, row)), tx);
}

/**
 * An owner's cancellation, mailed to the buyer: the subscription as it now stands and whether the
 * mail was new, or undefined when it could not be cancelled (the caller tells an unknown id from
 * a state that refuses).
 */
export async function ownerCancelSubscription(
  deps: { db: Database; mailer: Mailer },
  site: Site,
  id: string,
  when: SubscriptionCancelWhen,
  by: string,
): Promise<{ row: SubscriptionRow; notified: boolean } | undefined> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const row = await cancelSubscription(tx, site.id, id, when, { owner: by });
    return row && { row, notified: await mailCancelled(tx, deps.mailer, site, row) };
  });
  if (cancelled?.notified) await deps.mailer.deliverPending(site.id);
  return cancelled;
}
