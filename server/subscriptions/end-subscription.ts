/**
 * The store ending subscriptions (the buyer's own cancel is `cancelSubscription` in records.ts):
 * an owner's cancellation at /config, at the end of the paid period or now, and the order that
 * started a subscription being cancelled or refunded in full (server/orders/change-order.ts),
 * which ends it now. Either way no renewal is charged again; "now" closes the membership it
 * grants on the next page (subscriptions is a watched table: kept-memberships.ts drops what it
 * kept), "at the period end" keeps it open until `paid_through` (records.ts membershipGrants).
 * The buyer gets the same cancellation mail as when they cancel themselves, in the language of
 * their order.
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

/**
 * Cancels an active subscription of the site for an owner (`by`: their email or 'API key');
 * `now` also ends one cancelled at its period end whose membership is still open. Undefined when
 * the site has no such subscription in a state that allows it.
 */
export async function cancelForOwner(
  tx: Sql,
  siteId: string,
  id: string,
  when: SubscriptionCancelWhen,
  by: string,
): Promise<SubscriptionRow | undefined> {
  const atPeriodEnd = when === 'periodEnd';
  const rows = await tx.query(
    `update subscriptions set status = 'cancelled', cancelled_at = coalesce(cancelled_at, now()), next_renewal_at = null,
       access_until = case when $3::boolean then paid_through end, cancelled_by = $4
     where website_id = $1 and id = $2 and (status = 'active' or (not $3::boolean and ${OPEN_AFTER_CANCEL}))
     returning ${SUBSCRIPTION_COLUMNS}`,
    [siteId, id, atPeriodEnd, by],
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
    const row = await cancelForOwner(tx, site.id, id, when, by);
    return row && { row, notified: await mailCancelled(tx, deps.mailer, site, row) };
  });
  if (cancelled?.notified) await deps.mailer.deliverPending(site.id);
  return cancelled;
}
