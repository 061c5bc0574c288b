/**
 * Subscription and membership rows (migration 090). Every query names the site.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { cycleDate, storableText, type BillingPlan, type BillingUnit, type SubscriptionStatus } from '../../domain';
import type { Sql } from '../db';

/** Owned by domain/owner-subscriptions-api.ts, where the owner app reads it too. */
export type { SubscriptionStatus };

export interface SubscriptionRow {
  websiteId: string;
  id: string;
  orderId: string;
  siteUserId: string | null;
  email: string;
  itemId: string;
  sku: string;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  currency: string;
  plan: BillingPlan;
  cyclesPaid: number;
  startedAt: Date;
  paidThrough: Date;
  nextRenewalAt: Date | null;
  status: SubscriptionStatus;
  stopReason: string | null;
  paymentProvider: string;
  paymentMethod: string;
  cancelledAt: Date | null;
  /** A cancellation at the end of the paid period: its membership stays open until then (migration 498). */
  accessUntil: Date | null;
  /** Who cancelled: an owner's email or 'API key'; null for the buyer, or while not cancelled. */
  cancelledBy: string | null;
}

export interface NewSubscription {
  orderId: string;
  siteUserId: string | null;
  email: string;
  itemId: string;
  sku: string;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  currency: string;
  plan: BillingPlan;
  startedAt: Date;
  paymentProvider: string;
  paymentMethod: string;
}

const COLUMNS = `website_id, id, order_id, site_user_id, email, item_id, sku, product_name, quantity, unit_price_cents, currency, period_value,
  period_unit, num_billing_cycles, cycles_paid, started_at, paid_through, next_renewal_at, status, stop_reason, payment_provider, payment_method`;
/** What reads answer: the written columns and how the subscription was cancelled. */
export const SUBSCRIPTION_COLUMNS = `${COLUMNS}, cancelled_at, access_until, cancelled_by`;

/** Writes a subscription whose first cycle the checkout just paid. */
export async function insertSubscription(db: Sql, siteId: string, s: NewSubscription): Promise<string> {
  const id = randomUUID();
  const paidThrough = cycleDate(s.startedAt, s.plan, 1);
  // A plan of one cycle is over at once: paid for one period, never renewed.
  const next = s.plan.numBillingCycles === 1 ? null : paidThrough;
  await db.query(
    `insert into subscriptions (${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 1, $15, $16, $17, $18, null, $19, $20)`,
    [
      siteId,
      id,
      s.orderId,
      s.siteUserId,
      s.email,
      s.itemId,
      s.sku,
      // As an order line keeps it (orders/order-store.ts): the title as the site document held it.
      storableText(s.productName),
      s.quantity,
      s.unitPriceCents,
      s.currency,
      s.plan.value,
      s.plan.unit,
      s.plan.numBillingCycles,
      s.startedAt,
      paidThrough,
      next,
      next ? 'active' : 'completed',
      s.paymentProvider,
      s.paymentMethod,
    ],
  );
  return id;
}

/**
 * The next due subscription no other scheduler holds, locked for the caller's transaction.
 * SKIP LOCKED: a second process passes over a row being renewed instead of waiting for it.
 */
export async function lockNextDue(
  tx: Sql,
  now: Date,
  siteIds: readonly string[],
): Promise<SubscriptionRow | undefined> {
  const rows = await tx.query(
    `select ${SUBSCRIPTION_COLUMNS} from subscriptions
     where status = 'active' and next_renewal_at <= $1 and website_id = any($2)
     order by next_renewal_at, website_id, id limit 1 for update skip locked`,
    [now, siteIds],
  );
  return rows[0] ? toRow(rows[0]) : undefined;
}

/** Claims one cycle of a subscription; false when that cycle was renewed already. */
export async function claimCycle(
  tx: Sql,
  siteId: string,
  subscriptionId: string,
  cycle: number,
  outcome: string,
  orderId: string | null,
): Promise<boolean> {
  const rows = await tx.query(
    `insert into subscription_renewals (website_id, subscription_id, cycle, order_id, outcome) values ($1, $2, $3, $4, $5)
     on conflict do nothing returning cycle`,
    [siteId, subscriptionId, cycle, orderId, outcome],
  );
  return rows.length > 0;
}

export async function markCyclePaid(tx: Sql, s: SubscriptionRow, cycle: number, hasNext: boolean): Promise<void> {
  const paidThrough = cycleDate(s.startedAt, s.plan, cycle);
  await tx.query(
    `update subscriptions set cycles_paid = $3, paid_through = $4, next_renewal_at = $5, status = case when $6::boolean then status else 'completed' end
     where website_id = $1 and id = $2`,
    [s.websiteId, s.id, cycle, paidThrough, hasNext ? paidThrough : null, hasNext],
  );
}

/** Ends renewals for a reason the buyer is told (a decline, no stock, the product gone). */
export async function stopSubscription(tx: Sql, s: SubscriptionRow, reason: string): Promise<void> {
  await tx.query(
    `update subscriptions set status = 'stopped', stop_reason = $3, next_renewal_at = null where website_id = $1 and id = $2`,
    [s.websiteId, s.id, reason],
  );
}

export async function findSubscription(db: Sql, siteId: string, id: string): Promise<SubscriptionRow | undefined> {
  const rows = await db.query(`select ${SUBSCRIPTION_COLUMNS} from subscriptions where website_id = $1 and id = $2`, [
    siteId,
    id,
  ]);
  return rows[0] ? toRow(rows[0]) : undefined;
}

/** The subscriptions an order started (its first charge), oldest first; none for other orders. */
export async function subscriptionsStartedBy(db: Sql, siteId: string, orderId: string): Promise<SubscriptionRow[]> {
  const rows = await db.query(
    `select ${SUBSCRIPTION_COLUMNS} from subscriptions where website_id = $1 and order_id = $2 order by started_at, id`,
    [siteId, orderId],
  );
  return rows.map(toRow);
}

export async function listUserSubscriptions(db: Sql, siteId: string, siteUserId: string): Promise<SubscriptionRow[]> {
  const rows = await db.query(
    `select ${SUBSCRIPTION_COLUMNS} from subscriptions where website_id = $1 and site_user_id = $2 order by started_at desc limit 50`,
    [siteId, siteUserId],
  );
  return rows.map(toRow);
}

export async function insertMembership(
  db: Sql,
  siteId: string,
  m: { siteUserId: string; itemId: string; orderId: string; subscriptionId: string | null },
): Promise<void> {
  await db.query(
    `insert into memberships (website_id, id, site_user_id, item_id, order_id, subscription_id) values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
    [siteId, randomUUID(), m.siteUserId, m.itemId, m.orderId, m.subscriptionId],
  );
}

/**
 * A paywall product a site user was granted, and until when: `until` is null for one bought
 * once or by a subscription that is active, else the end of a completed subscription's last
 * period. Grants are read from the database and may be kept (kept-memberships.ts); whether one
 * is held is asked of the clock each time (`heldAt`), so a membership ends when its period does
 * with nothing written.
 */
export interface MembershipGrant {
  itemId: string;
  until: Date | null;
}

/**
 * A site user's membership grants. A stopped subscription, or one cancelled at once, grants
 * nothing: it ends access at once; one cancelled at the end of its paid period grants until then.
 */
export async function membershipGrants(db: Sql, siteId: string, siteUserId: string): Promise<MembershipGrant[]> {
  const rows = await db.query<{ item_id: string; until: unknown }>(
    `select m.item_id, case when s.status = 'completed' then s.paid_through when s.status = 'cancelled' then s.access_until end as until
     from memberships m left join subscriptions s on s.website_id = m.website_id and s.id = m.subscription_id
     where m.website_id = $1 and m.site_user_id = $2
       and (m.subscription_id is null or s.status in ('active', 'completed') or (s.status = 'cancelled' and s.access_until is not null))`,
    [siteId, siteUserId],
  );
  return rows.map((r) => ({
    itemId: String(r.item_id),
    until: r.until == null ? null : new Date(r.until as string),
  }));
}

/**
 * The paywall products whose membership `grants` hold at `now`: bought once, or by a
 * subscription that is active, or completed with its last period still running.
 */
export function heldAt(grants: readonly MembershipGrant[], now: Date): Set<string> {
  const held = new Set<string>();
  for (const grant of grants) if (heldUntil(grant.until, now)) held.add(grant.itemId);
  return held;
}

/** Whether access that lasts `until` (null: for good) still holds at `now`: the member area and the account page's date line agree. */
export function heldUntil(until: Date | null, now: Date): boolean {
  return until === null || until > now;
}

export function toRow(r: Record<string, unknown>): SubscriptionRow {
  const date = (v: unknown) => new Date(v as string);
  return {
    websiteId: String(r.website_id),
    id: String(r.id),
    orderId: String(r.order_id),
    siteUserId: r.site_user_id == null ? null : String(r.site_user_id),
    email: String(r.email),
    itemId: String(r.item_id),
    sku: String(r.sku),
    productName: String(r.product_name),
    quantity: Number(r.quantity),
    unitPriceCents: Number(r.unit_price_cents),
    currency: String(r.currency),
    plan: {
      value: Number(r.period_value),
      unit: String(r.period_unit) as BillingUnit,
      numBillingCycles: Number(r.num_billing_cycles),
    },
    cyclesPaid: Number(r.cycles_paid),
    startedAt: date(r.started_at),
    paidThrough: date(r.paid_through),
    nextRenewalAt: r.next_renewal_at == null ? null : date(r.next_renewal_at),
    status: String(r.status) as SubscriptionStatus,
    stopReason: r.stop_reason == null ? null : String(r.stop_reason),
    paymentProvider: String(r.payment_provider),
    paymentMethod: String(r.payment_method),
    cancelledAt: r.cancelled_at == null ? null : date(r.cancelled_at),
    accessUntil: r.access_until == null ? null : date(r.access_until),
    cancelledBy: r.cancelled_by == null ? null : String(r.cancelled_by),
  };
}
