/**
 * Order queries (migration 003), and the conditional stock update that makes overselling
 * impossible: stock is taken by the transaction that inserts the order, or not at all.
 *
 * @module
 */
import { storableText } from '../../domain';
import type { Sql } from '../db/driver';
import type { ChosenOption } from '../../domain';

export interface OrderLine {
  itemId: string;
  sku: string;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  additionalFields: unknown;
  /** The variant's options as bought (domain chosenOptions); none for a variant without options. */
  options?: readonly ChosenOption[];
}

export interface NewOrder {
  id: string;
  cartId: string;
  email: string;
  shippingAddress: unknown;
  /** Whether a line is a physical product, something to ship (domain isShippedType). */
  ships: boolean;
  shippingOptionId: string | null;
  couponCodes: string[];
  currency: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  grandTotalCents: number;
  giftCardCents: number;
  chargedCents: number;
  paymentProvider: string;
  paymentId: string | null;
  testMode: boolean;
  isSubscription: boolean;
  /** When it was placed; now when not given (only the demo store's seeded orders give one). */
  placedAt?: Date;
  lines: OrderLine[];
}

/** Takes `quantity` of a variant; false when the stock row is missing or holds fewer. */
export async function takeStock(
  db: Sql,
  siteId: string,
  itemId: string,
  sku: string,
  quantity: number,
): Promise<boolean> {
  const rows = await db.query(
    `update stock set qty_in_stock = case when unlimited then qty_in_stock else qty_in_stock - $4 end
     where website_id = $1 and item_id = $2 and sku = $3 and (unlimited or qty_in_stock >= $4) returning sku`,
    [siteId, itemId, sku, quantity],
  );
  return rows.length > 0;
}

/** The first order number of every site. */
export const FIRST_ORDER_NUMBER = 1001;

/**
 * Writes the order and its lines; answers the order's number, the next of its site. The order
 * takes its cart's language (the page the cart was last filled from, issue 25).
 */
export async function insertOrder(db: Sql, siteId: string, order: NewOrder): Promise<number> {
  const [counter] = await db.query<{ last_number: number }>(
    `insert into order_counters (website_id, last_number) values ($1, $2)
     on conflict (website_id) do update set last_number = order_counters.last_number + 1
     returning last_number`,
    [siteId, FIRST_ORDER_NUMBER],
  );
  const orderNumber = Number(counter!.last_number);
  await db.query(
    `insert into orders (website_id, id, cart_id, email, shipping_address, shipping_option_id, coupon_codes, currency, subtotal_cents,
       discount_cents, shipping_cents, tax_cents, grand_total_cents, gift_card_cents, charged_cents, payment_provider, payment_id, test_mode, is_subscription,
       order_number, ships, language, created)
     values ($1, $2, $3, $4, $5::text::jsonb, $6, $7::text::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
       (select language from carts where website_id = $1 and id = $3), coalesce($22::timestamptz, now()))`,
    [
      siteId,
      order.id,
      order.cartId,
      order.email,
      JSON.stringify(order.shippingAddress ?? null),
      order.shippingOptionId,
      JSON.stringify(order.couponCodes),
      order.currency,
      order.subtotalCents,
      order.discountCents,
      order.shippingCents,
      order.taxCents,
      order.grandTotalCents,
      order.giftCardCents,
      order.chargedCents,
      order.paymentProvider,
      order.paymentId,
      order.testMode,
      order.isSubscription,
      orderNumber,
      order.ships,
      order.placedAt ?? null,
    ],
  );
  for (const [index, line] of order.lines.entries()) {
    await db.query(
      `insert into order_lines (website_id, order_id, line_no, item_id, sku, product_name, quantity, unit_price_cents, additional_fields,
         variant_options)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb, $10::text::jsonb)`,
      [
        siteId,
        order.id,
        index + 1,
        line.itemId,
        line.sku,
        // The product's title and options as its site document holds them: one stored before owner
        // saves refused a NUL or a lone surrogate must still make an order, not a failed checkout.
        storableText(line.productName),
        line.quantity,
        line.unitPriceCents,
        JSON.stringify(line.additionalFields ?? null),
        JSON.stringify(
          line.options?.length
            ? line.options.map((o) => ({ name: storableText(o.name), value: storableText(o.value) }))
            : null,
        ),
      ],
    );
  }
  return orderNumber;
}

export async function countOrders(db: Sql, siteId: string): Promise<number> {
  const rows = await db.query<{ n: number }>('select count(*)::int as n from orders where website_id = $1', [siteId]);
  return Number(rows[0].n);
}

export async function findOrder(
  db: Sql,
  siteId: string,
  orderId: string,
): Promise<
  { isSubscription: boolean; grandTotalCents: number; giftCardCents: number; chargedCents: number } | undefined
> {
  const rows = await db.query(
    'select is_subscription, grand_total_cents, gift_card_cents, charged_cents from orders where website_id = $1 and id = $2',
    [siteId, orderId],
  );
  const r = rows[0];
  return r
    ? {
        isSubscription: Boolean(r.is_subscription),
        grandTotalCents: Number(r.grand_total_cents),
        giftCardCents: Number(r.gift_card_cents),
        chargedCents: Number(r.charged_cents),
      }
    : undefined;
}
