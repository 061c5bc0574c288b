/**
 * The orders an account's page lists: those placed from the account's cart, and its
 * subscriptions' orders, the first one (placed from a subscription cart, which belongs to no
 * account) and each renewal (which has no cart at all), marked with their subscription.
 *
 * @module
 */
import type { Sql } from '../db';

export type AccountOrderRow = {
  id: string;
  order_number: number;
  created: Date | string;
  grand_total_cents: number;
  currency: string;
  /** The subscription the order started or renewed, null for any other order. */
  subscription_id: string | null;
  renewal: boolean;
};

/** The account's `limit` newest orders, newest first. */
export async function listAccountOrders(
  db: Sql,
  siteId: string,
  siteUserId: string,
  limit: number,
): Promise<AccountOrderRow[]> {
  return db.query<AccountOrderRow>(
    `with mine (order_id, subscription_id, renewal) as (
       select o.id, null::text, false
       from orders o join carts c on c.website_id = o.website_id and c.id = o.cart_id
       where o.website_id = $1 and c.site_user_id = $2
       union all
       select s.order_id, s.id, false from subscriptions s where s.website_id = $1 and s.site_user_id = $2
       union all
       select r.order_id, s.id, true
       from subscriptions s
       join subscription_renewals r on r.website_id = s.website_id and r.subscription_id = s.id
       where s.website_id = $1 and s.site_user_id = $2 and r.order_id is not null
     ),
     -- An order is listed once, with its subscription when it has one.
     listed as (
       select distinct on (order_id) order_id, subscription_id, renewal
       from mine order by order_id, subscription_id nulls last
     )
     select o.id, o.order_number, o.created, o.grand_total_cents, o.currency, l.subscription_id, l.renewal
     from listed l join orders o on o.website_id = $1 and o.id = l.order_id
     order by o.created desc, o.order_number desc limit $3`,
    [siteId, siteUserId, limit],
  );
}
