/**
 * Orders as the owner reads them: newest first by their short number, searched by email or
 * number, and one order in full with its lines, the gift cards it issued and those that paid it
 * (named by their codes' endings only).
 */
import { ORDER_FILTER_SQL, orderStatus } from './order-status';
import { decodeCursor, pageOf, PAGE_SIZE } from '../owner/cursor';
import { giftCardCodeEnding, keptOptions, namedOptionsText } from '../../domain';
import type { OrderDetail, OrderFilter, OrderSummary, OrdersPage, Shipment } from '../../domain';
import type { Sql } from '../db';

type OrderRow = {
  id: string;
  order_number: number;
  created: Date | string;
  email: string;
  item_count: number;
  grand_total_cents: number;
  currency: string;
  test_mode: boolean;
  is_subscription: boolean;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  gift_card_cents: number;
  charged_cents: number;
  coupon_codes: unknown;
  shipping_address: unknown;
  ships: boolean;
  shipping_option_id: string | null;
  payment_provider: string;
  payment_id: string | null;
  shipped_at: Date | string | null;
  shipment: unknown;
  refunded_cents: number;
  cancelled_at: Date | string | null;
};

const SELECT = `select o.*, (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.website_id = o.website_id and l.order_id = o.id) as item_count
  from orders o`;

function summary(r: OrderRow): OrderSummary {
  return {
    id: r.id,
    orderNumber: Number(r.order_number),
    createdOn: new Date(r.created).toISOString(),
    email: r.email,
    itemCount: Number(r.item_count),
    grandTotalCents: Number(r.grand_total_cents),
    currency: r.currency,
    testMode: r.test_mode,
    isSubscription: r.is_subscription,
    shippedOn: r.shipped_at ? new Date(r.shipped_at).toISOString() : null,
    refundedCents: Number(r.refunded_cents),
    cancelledOn: r.cancelled_at ? new Date(r.cancelled_at).toISOString() : null,
    ships: Boolean(r.ships),
    status: orderStatus(r),
  };
}

/** `text` matched literally by LIKE (its wildcards and backslash escaped). */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function listOrders(
  db: Sql,
  siteId: string,
  query: { q?: string; cursor?: string; status?: OrderFilter },
): Promise<OrdersPage> {
  const after = decodeCursor(query.cursor, 'n');
  const q = query.q?.trim() ?? '';
  const number = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
  const rows = await db.query<OrderRow>(
    `${SELECT} where o.website_id = $1 and ($2::int is null or o.order_number < $2)
       and ($3::text = '' or o.email ilike $4 or o.order_number = $5)
       and ${query.status ? ORDER_FILTER_SQL[query.status] : 'true'}
     order by o.order_number desc limit $6`,
    [siteId, after?.[0] ?? null, q, `%${likeEscape(q)}%`, number, PAGE_SIZE + 1],
  );
  const page = pageOf(rows, PAGE_SIZE, (r) => [Number(r.order_number)]);
  return { orders: page.rows.map(summary), hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
}

/** The order as stored; server/orders/ adds the option's name and the history. */
export type StoredOrder = Omit<
  OrderDetail,
  'shippingOptionName' | 'refundableCents' | 'stockReturned' | 'changes' | 'startedSubscription'
>;

export async function orderDetail(db: Sql, siteId: string, orderNumber: number): Promise<StoredOrder | undefined> {
  const [order] = await db.query<OrderRow>(`${SELECT} where o.website_id = $1 and o.order_number = $2`, [
    siteId,
    orderNumber,
  ]);
  if (!order) return undefined;
  const [lines, giftCards, paidBy] = await Promise.all([
    db.query<{
      item_id: string;
      sku: string;
      product_name: string;
      quantity: number;
      unit_price_cents: number;
      additional_fields: unknown;
      variant_options: unknown;
    }>(
      `select item_id, sku, product_name, quantity, unit_price_cents, additional_fields, variant_options
       from order_lines where website_id = $1 and order_id = $2 order by line_no`,
      [siteId, order.id],
    ),
    db.query<{ code: string; initial_cents: number; balance_cents: number }>(
      'select code, initial_cents, balance_cents from gift_cards where website_id = $1 and order_id = $2 order by created, code',
      [siteId, order.id],
    ),
    db.query<{ code: string; cents: number }>(
      'select code, cents from order_gift_card_payments where website_id = $1 and order_id = $2 order by code',
      [siteId, order.id],
    ),
  ]);
  return {
    ...summary(order),
    items: lines.map((l) => {
      const options = keptOptions(l.variant_options);
      return {
        itemId: l.item_id,
        sku: l.sku,
        productName: l.product_name,
        quantity: Number(l.quantity),
        unitPriceCents: Number(l.unit_price_cents),
        lineTotalCents: Number(l.quantity) * Number(l.unit_price_cents),
        additionalFields: l.additional_fields ?? null,
        // The store's own option names and values, as the owner app (in English) reads them.
        options,
        variantText: namedOptionsText(options),
      };
    }),
    subtotalCents: Number(order.subtotal_cents),
    discountCents: Number(order.discount_cents),
    shippingCents: Number(order.shipping_cents),
    taxCents: Number(order.tax_cents),
    giftCardCents: Number(order.gift_card_cents),
    // Endings only: every role that reads orders calls this, and a whole code spends the card.
    giftCardPayments: paidBy.map((p) => ({ codeEnding: giftCardCodeEnding(p.code), cents: Number(p.cents) })),
    chargedCents: Number(order.charged_cents),
    couponCodes: Array.isArray(order.coupon_codes) ? order.coupon_codes : [],
    // The JSON columns as checkout and markShipped stored them.
    shippingAddress: (order.shipping_address as Record<string, unknown> | null) ?? null,
    shippingOptionId: order.shipping_option_id,
    payment: { provider: order.payment_provider, id: order.payment_id },
    shipment: (order.shipment as Shipment | null) ?? null,
    giftCards: giftCards.map((g) => ({
      codeEnding: giftCardCodeEnding(g.code),
      amountCents: Number(g.initial_cents),
      balanceCents: Number(g.balance_cents),
    })),
  };
}

/**
 * Marks an order shipped (the first time keeps its date; a later call corrects the carrier and
 * tracking): the order's id; null for an order with nothing to ship, left as it is; undefined
 * for a number the site has no order for.
 */
export async function markShipped(
  db: Sql,
  siteId: string,
  orderNumber: number,
  shipment: Shipment,
  /** When it shipped: now, but for the demo store's seeded orders (server/demo-store/), shipped days ago. */
  shippedAt?: Date,
): Promise<string | null | undefined> {
  const [row] = await db.query<{ id: string }>(
    `update orders set shipped_at = coalesce(shipped_at, $4::timestamptz, now()), shipment = $3::text::jsonb
     where website_id = $1 and order_number = $2 and ships returning id`,
    [siteId, orderNumber, JSON.stringify(shipment), shippedAt ?? null],
  );
  if (row) return row.id;
  const [held] = await db.query('select 1 from orders where website_id = $1 and order_number = $2', [
    siteId,
    orderNumber,
  ]);
  return held ? null : undefined;
}
