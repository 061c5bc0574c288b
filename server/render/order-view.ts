/**
 * An order as the confirmation page shows it: its lines, totals (formatted in the order's
 * currency) and the gift card codes it issued. Read by order id within the site; the id is a
 * random UUID that only the buyer's browser is given.
 */
import {
  centsToDecimal,
  ENGLISH_WORDS,
  formatCents,
  keptOptions,
  namedOptionsText,
  wordsAround,
  type ChosenOption,
  type InterfaceWords,
} from '../../domain';

/** The totals' labels and the options' punctuation: the page language's on a confirmation page, English in e-mails. */
export type OrderTotalWords = Pick<
  InterfaceWords,
  'subtotal' | 'discount' | 'shipping' | 'tax' | 'paidByGiftCard' | 'free' | 'optionNamed'
>;
import type { Sql } from '../db';

export interface OrderView {
  id: string;
  /** Short and sequential per site: the number the buyer is shown. */
  orderNumber: number;
  email: string;
  testMode: boolean;
  isSubscription: boolean;
  /** 'order', 'renewal' or 'donation' (migration 090). */
  kind: string;
  /** The items bought, so the page can tell a membership (paywall product) apart. */
  itemIds: string[];
  /** False for orders with nothing to ship (digital items, services, gift cards). */
  shipped: boolean;
  items: {
    productName: string;
    sku: string;
    /** The variant's options as bought (order_lines.variant_options); empty for a variant without, or an older order. */
    options: ChosenOption[];
    /** Those options as the reader reads them, "Size: M, Colour: Olive" ('' without options). */
    variantText: string;
    quantity: number;
    unitPriceText: string;
    lineTotalText: string;
  }[];
  totals: { label: string; text: string }[];
  grandTotalText: string;
  /** The total as decimal text and its currency, for the ad pixel's purchase event. */
  grandTotalDecimal: string;
  currency: string;
  /**
   * `amountNamed` and `afterCode`: the words around the code, which pages set in `<code>`: the
   * amount and the language's colon (`words.optionNamed`: "25,00 € : " in French).
   */
  giftCards: { code: string; amountText: string; amountNamed: string; afterCode: string }[];
}

export async function readOrderView(
  db: Sql,
  siteId: string,
  orderId: string,
  locale: string,
  words: OrderTotalWords = ENGLISH_WORDS,
  /** A line's product name as the reader's language says it (orders/line-names.ts); the stored one by default. */
  nameOf: (itemId: string, stored: string) => string = (_itemId, stored) => stored,
  /**
   * The chosen shipping option's name in the reader's language (orders/shipping-names.ts): given,
   * the shipping line names the option and is shown even when free, as the cart and checkout
   * show it ("Shipping (Standard)", "Free"); without it, a free shipping line is left out.
   */
  shippingNameOf?: (optionId: string) => string | undefined,
  /** The reader's language's strings (a site's `localizedStrings`), which translate option names and values. */
  optionStrings?: unknown,
): Promise<OrderView | undefined> {
  const [order] = await db.query('select * from orders where website_id = $1 and id = $2', [siteId, orderId]);
  if (!order) return undefined;
  const lines = await db.query('select * from order_lines where website_id = $1 and order_id = $2 order by line_no', [
    siteId,
    orderId,
  ]);
  const cards = await db.query(
    'select code, initial_cents from gift_cards where website_id = $1 and order_id = $2 order by created, code',
    [siteId, orderId],
  );
  const currency = String(order.currency);
  const money = (cents: unknown) => formatCents(Number(cents), currency, { locale });
  const optionId = order.shipping_option_id ? String(order.shipping_option_id) : null;
  const optionName = optionId && shippingNameOf ? shippingNameOf(optionId) : undefined;
  // `kept`: shown at zero too; `shipping`: at zero it reads as free.
  const totals = [
    { label: words.subtotal, cents: Number(order.subtotal_cents), kept: true, shipping: false },
    { label: words.discount, cents: -Number(order.discount_cents), kept: false, shipping: false },
    {
      label: optionName ? `${words.shipping} (${optionName})` : words.shipping,
      cents: Number(order.shipping_cents),
      // Nothing to ship (migration 507): no shipping line, even with an option id an older or
      // renewed order kept; a charge is still shown, so the lines add up to the total.
      kept: Boolean(order.ships && optionId && shippingNameOf),
      shipping: true,
    },
    { label: words.tax, cents: Number(order.tax_cents), kept: false, shipping: false },
    { label: words.paidByGiftCard, cents: -Number(order.gift_card_cents), kept: false, shipping: false },
  ].filter((t) => t.kept || t.cents !== 0);
  return {
    id: String(order.id),
    orderNumber: Number(order.order_number),
    email: String(order.email),
    testMode: Boolean(order.test_mode),
    isSubscription: Boolean(order.is_subscription),
    kind: String(order.kind ?? 'order'),
    itemIds: lines.map((l) => String(l.item_id)),
    // Whether a line ships (migration 507), not whether the checkout was given an address.
    shipped: Boolean(order.ships),
    items: lines.map((l) => {
      const options = keptOptions(l.variant_options);
      return {
        productName: nameOf(String(l.item_id), String(l.product_name)),
        sku: String(l.sku),
        options,
        variantText: namedOptionsText(options, optionStrings, words),
        quantity: Number(l.quantity),
        unitPriceText: money(l.unit_price_cents),
        lineTotalText: money(Number(l.unit_price_cents) * Number(l.quantity)),
      };
    }),
    // A free shipping line reads as free, as the checkout's options and the cart's totals say it.
    totals: totals.map((t) => ({ label: t.label, text: t.shipping && t.cents === 0 ? words.free : money(t.cents) })),
    grandTotalText: money(order.grand_total_cents),
    grandTotalDecimal: centsToDecimal(Number(order.grand_total_cents), currency),
    currency,
    giftCards: cards.map((card) => {
      const amountText = money(card.initial_cents);
      const [amountNamed, afterCode] = wordsAround(words.optionNamed, 'value', { name: amountText });
      return { code: String(card.code), amountText, amountNamed, afterCode };
    }),
  };
}
