/**
 * Subscriptions as the owner reads them (/config/subscriptions): the site's, newest first,
 * filtered by status or searched by the buyer's email, and one with the orders that paid it.
 * The plan is worded as the buyer's account page words it (account-subscriptions.ts).
 *
 * @module
 */
import { storeSettings } from '../commerce/store-settings';
import { likeEscape } from '../orders/owner-orders';
import { decodeCursor, pageOf, PAGE_SIZE } from '../owner/cursor';
import { siteTimeZone } from '../tracking/analytics-range';
import { accountSubscription } from './account-subscriptions';
import { requiredMemberships } from './memberships';
import { heldAt, toRow, type SubscriptionRow } from './records';
import type {
  OwnerSubscription,
  SubscriptionDetail,
  SubscriptionOrder,
  SubscriptionStatus,
  SubscriptionsPage,
} from '../../domain';
import type { Sql } from '../db';
import type { Site } from '../sites/types';

type ListedRow = Record<string, unknown> & { started_key: string; membership_item_id: string | null };

/** The subscription's columns, the order that started it, the membership it grants, and the sort key as text. */
const SELECT = `select s.*, s.started_at::text as started_key,
    (select o.order_number from orders o where o.website_id = s.website_id and o.id = s.order_id) as order_number,
    (select m.item_id from memberships m where m.website_id = s.website_id and m.subscription_id = s.id
     order by m.item_id limit 1) as membership_item_id
  from subscriptions s`;

export async function listOwnerSubscriptions(
  db: Sql,
  site: Site,
  query: { status?: SubscriptionStatus; q?: string; cursor?: string },
): Promise<SubscriptionsPage> {
  const after = decodeCursor(query.cursor, 'ts');
  const q = query.q?.trim() ?? '';
  const rows = await db.query<ListedRow>(
    `${SELECT} where s.website_id = $1 and ($2::text is null or s.status = $2)
       and ($3::text = '' or s.email ilike $4)
       and ($5::text is null or (s.started_at, s.id) < ($5::text::timestamptz, $6::text))
     order by s.started_at desc, s.id desc limit $7`,
    [site.id, query.status ?? null, q, `%${likeEscape(q)}%`, after?.[0] ?? null, after?.[1] ?? null, PAGE_SIZE + 1],
  );
  const page = pageOf(rows, PAGE_SIZE, (r) => [r.started_key, String(r.id)]);
  return {
    subscriptions: page.rows.map((r) => ownerSubscription(site, r)),
    hasNextPage: page.hasNextPage,
    nextPageCursor: page.nextPageCursor,
  };
}

/** One subscription of the site with its orders; undefined for an id the site has none of. */
export async function describeSubscription(db: Sql, site: Site, id: string): Promise<SubscriptionDetail | undefined> {
  const [row] = await db.query<ListedRow>(`${SELECT} where s.website_id = $1 and s.id = $2`, [site.id, id]);
  if (!row) return undefined;
  const orders = await db.query<{
    order_number: number;
    cycle: number;
    created: Date | string;
    grand_total_cents: number;
    currency: string;
  }>(
    `select o.order_number, 1 as cycle, o.created, o.grand_total_cents, o.currency from orders o
       where o.website_id = $1 and o.id = $3
     union all
     select o.order_number, r.cycle, o.created, o.grand_total_cents, o.currency from subscription_renewals r
       join orders o on o.website_id = r.website_id and o.id = r.order_id
       where r.website_id = $1 and r.subscription_id = $2
     order by cycle`,
    [site.id, id, String(row.order_id)],
  );
  return {
    ...ownerSubscription(site, row),
    orders: orders.map(
      (o): SubscriptionOrder => ({
        orderNumber: Number(o.order_number),
        cycle: Number(o.cycle),
        createdOn: new Date(o.created).toISOString(),
        grandTotalCents: Number(o.grand_total_cents),
        currency: o.currency,
      }),
    ),
  };
}

/** The member area that lists the paywall product `itemId`, if any. */
function areaTitle(site: Site, itemId: string): string | null {
  for (const collection of site.collections.values())
    if (requiredMemberships(collection).includes(itemId)) return collection.title;
  return null;
}

/** Until when the membership is held: null while renewing (open) or once closed; the period's end otherwise. */
function membershipUntil(s: SubscriptionRow): Date | null {
  if (s.status === 'completed') return s.paidThrough;
  if (s.status === 'cancelled') return s.accessUntil;
  return null;
}

function ownerSubscription(site: Site, r: ListedRow, now = new Date()): OwnerSubscription {
  const s = toRow(r);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const until = membershipUntil(s);
  const open = s.status === 'active' || (until !== null && heldAt([{ itemId: s.itemId, until }], now).size > 0);
  const itemId = r.membership_item_id;
  return {
    id: s.id,
    email: s.email,
    productName: s.productName,
    quantity: s.quantity,
    planText: accountSubscription(s, storeSettings(site).locale, siteTimeZone(site), site).planText,
    status: s.status,
    startedOn: s.startedAt.toISOString(),
    nextRenewalOn: s.status === 'active' ? iso(s.nextRenewalAt) : null,
    paidThrough: s.paidThrough.toISOString(),
    endsOn: s.status === 'active' ? null : iso(until ?? s.cancelledAt ?? s.paidThrough),
    cancelledOn: iso(s.cancelledAt),
    cancelledBy: s.cancelledBy,
    stopReason: s.stopReason,
    orderNumber: r.order_number == null ? null : Number(r.order_number),
    membership: itemId
      ? { itemId, areaTitle: areaTitle(site, itemId), open, openUntil: open && until ? until.toISOString() : null }
      : null,
    cancellable: s.status === 'active' || (s.status === 'cancelled' && open),
  };
}
