/**
 * POST /api/commerce/checkout: recompute the totals, then in one transaction take the stock,
 * redeem a gift card, charge the payment, write the order, issue bought gift cards and mark
 * the cart purchased. Any failure (stock, decline) rolls everything back; a charge taken
 * before a failure is refunded. With an idempotency key (per visitor, like add-to-cart's), the
 * placed order's answer is kept with the key in the same transaction: a retry whose first
 * answer was lost gets that order again instead of 'already checked out'. A failed attempt
 * keeps nothing, so its key can be used again.
 */
import { randomUUID } from 'node:crypto';
import { chosenOptions, formatCents, PRODUCT_TYPES } from '../../domain';
import { HttpError } from '../http-error';
import { COLUMN_MAX } from '../http/text-rules';
import { findCart, listEntries, markCartPurchased } from './cart-store';
import { issueGiftCard, newGiftCardCode, recordGiftCardPayment } from './gift-card-store';
import { claimIdempotencyKey, saveIdempotentAnswer } from '../db/idempotency-keys';
import { insertOrder, type NewOrder } from '../orders/order-store';
import { openCart } from './cart-access';
import { cartTotals, priceEntries } from './cart-json';
import { COMMERCE_MESSAGES } from './messages';
import { orderConfirmation, type IssuedGiftCard, type OrderConfirmation } from './order-confirmation';
import { PayloadError } from './payload-error';
import { redeemGiftCard } from './redeem-gift-card';
import { pageMoney, storeSettings } from './store-settings';
import { assertKeepable, keepSubscriptions, type BoughtLine } from '../subscriptions/start-subscription';
import { takeOrderStock } from './take-stock';
import type * as v from 'valibot';
import type { CheckoutBody } from './schemas';
import type { PaymentProvider } from './payments/provider';
import type { Database, Sql } from '../db';
import type { Site } from '../sites/types';

export type CheckoutInput = v.InferOutput<typeof CheckoutBody>;

/** Checkout keys live beside add-to-cart's, in a scope of their own. */
const keyScope = (visitor: string) => `checkout:${visitor}`;

/** The signed-in site user placing the order, if any: subscriptions and memberships are theirs. */
export interface Buyer {
  siteUserId: string | null;
}

export async function checkout(
  db: Database,
  site: Site,
  payments: PaymentProvider,
  cookieToken: string | undefined,
  input: CheckoutInput,
  visitor: string,
  buyer: Buyer = { siteUserId: null },
  /** The locale of the page the call came from (callLanguage); the store's own when undefined. */
  pageLocale?: string,
  /**
   * When the order is placed: now for every visitor's checkout. Only the demo store's seeded
   * orders (server/demo-store/) pass an earlier time, so its panels show a few weeks of trade.
   */
  placedAt: Date = new Date(),
): Promise<OrderConfirmation> {
  let chargeId: string | undefined;
  try {
    return await db.transaction(async (tx) => {
      const key = input.idempotencyKey;
      const earlier = key ? await claimIdempotencyKey(tx, site.id, keyScope(visitor), key) : undefined;
      if (earlier) return earlier.answer as OrderConfirmation;
      const order = await placeOrder(
        tx,
        site,
        payments,
        cookieToken,
        input,
        buyer,
        pageLocale,
        placedAt,
        (id) => (chargeId = id),
      );
      if (key) await saveIdempotentAnswer(tx, site.id, keyScope(visitor), key, order.purchasedCartId, 200, order);
      return order;
    });
  } catch (error) {
    if (chargeId) await payments.refund(chargeId);
    throw error;
  }
}

async function placeOrder(
  tx: Sql,
  site: Site,
  payments: PaymentProvider,
  cookieToken: string | undefined,
  input: CheckoutInput,
  buyer: Buyer,
  pageLocale: string | undefined,
  placedAt: Date,
  charged: (id: string) => void,
): Promise<OrderConfirmation> {
  const settings = storeSettings(site);
  const token = input.cartToken ?? cookieToken;
  const cart = await openCart(tx, site, token, input.cartToken ? 'subscription' : 'regular');
  if (!cart) {
    const purchased = token ? (await findCart(tx, site.id, token))?.isPurchased : false;
    throw new HttpError(
      purchased ? 409 : 422,
      purchased ? COMMERCE_MESSAGES.alreadyPurchased : COMMERCE_MESSAGES.emptyCart,
    );
  }
  const lines = priceEntries(site, await listEntries(tx, site.id, cart.id));
  if (lines.length === 0) throw new HttpError(422, COMMERCE_MESSAGES.emptyCart);

  const address = input.shippingAddress ?? null;
  const couponCodes = [
    ...new Set([...cart.couponCodes, ...input.couponCodes.map((c) => c.trim().toUpperCase()).filter(Boolean)]),
  ];
  const totals = cartTotals(site, lines, {
    shippingLocation: address ? { country: address.country, region: address.region } : cart.shippingLocation,
    selectedShippingOptionId: input.shippingOptionId ?? cart.selectedShippingOptionId,
    couponCodes,
    // A refused coupon's minimum as the calling page writes money; its words are said after.
    pageLocale,
  });
  const refused = totals.invalidCoupons.find((c) =>
    input.couponCodes.some((code) => code.trim().toUpperCase() === c.code),
  );
  if (refused) throw new HttpError(422, refused.reason);
  if (totals.requiresShipping && !address)
    throw new PayloadError({ shippingAddress: COMMERCE_MESSAGES.shippingAddressRequired });
  if (
    totals.requiresShipping &&
    input.shippingOptionId &&
    totals.selectedShippingOption?.id !== input.shippingOptionId
  ) {
    throw new HttpError(422, COMMERCE_MESSAGES.unknownShippingOption);
  }
  if (totals.subtotalCents < settings.minimumOrderSubtotalCents) {
    // The amount as the calling page writes money (/fr: 20,00 $US); the words are said in its
    // language after the answer (translated-answers.ts), keeping the amount.
    const money = pageMoney(settings, pageLocale);
    throw new HttpError(
      422,
      COMMERCE_MESSAGES.minimumSubtotal(
        formatCents(settings.minimumOrderSubtotalCents, money.currency, { locale: money.locale }),
      ),
    );
  }

  // Every amount must fit its column before anything is taken or charged.
  const amounts = [
    totals.subtotalCents,
    totals.discountCents,
    totals.shippingCostCents,
    totals.taxCents,
    totals.grandTotalCents,
    ...lines.map((l) => l.variant.unitPriceCents),
  ];
  if (amounts.some((cents) => !Number.isSafeInteger(cents) || Math.abs(cents) > COLUMN_MAX.integer))
    throw new HttpError(422, COMMERCE_MESSAGES.orderTooLarge);

  const bought: BoughtLine[] = lines.map(({ entry, product, variant }) => ({
    item: product.item,
    itemId: product.id,
    productType: product.productType,
    sku: variant.sku,
    productName: product.title,
    quantity: entry.quantity,
    unitPriceCents: variant.unitPriceCents,
  }));
  assertKeepable(bought, cart.kind === 'subscription', buyer.siteUserId);

  await takeOrderStock(tx, site.id, lines);
  const orderId = randomUUID();
  const giftCard = await redeemGiftCard(tx, site.id, input.giftCardCode, totals.grandTotalCents);
  const giftCardCents = giftCard.cents;
  const due = totals.grandTotalCents - giftCardCents;
  let paymentId: string | null = null;
  if (due > 0) {
    const result = await payments.charge({
      amountCents: due,
      currency: settings.currency,
      token: input.paymentToken,
      orderId,
      description: `Order ${orderId}`,
    });
    if (!result.ok) throw new HttpError(402, result.message);
    charged(result.chargeId);
    paymentId = result.chargeId;
  }

  const order: NewOrder = {
    id: orderId,
    cartId: cart.id,
    email: input.email,
    shippingAddress: address,
    ships: totals.requiresShipping,
    shippingOptionId: totals.selectedShippingOption?.id ?? null,
    couponCodes: totals.validCoupons.map((c) => c.code),
    currency: settings.currency,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCostCents,
    taxCents: totals.taxCents,
    grandTotalCents: totals.grandTotalCents,
    giftCardCents,
    chargedCents: due,
    paymentProvider: payments.name,
    paymentId,
    testMode: payments.testMode,
    isSubscription: cart.kind === 'subscription',
    placedAt,
    lines: lines.map(({ entry, product, variant }) => ({
      itemId: product.id,
      sku: variant.sku,
      productName: product.title,
      quantity: entry.quantity,
      unitPriceCents: variant.unitPriceCents,
      additionalFields: entry.fieldsKey ? JSON.parse(entry.fieldsKey) : null,
      options: chosenOptions(product.item, variant.attributes),
    })),
  };
  const orderNumber = await insertOrder(tx, site.id, order);
  if (giftCard.code && giftCard.cents > 0)
    await recordGiftCardPayment(tx, site.id, orderId, giftCard.code, giftCard.cents);
  const giftCards: IssuedGiftCard[] = [];
  for (const { entry, product, variant } of lines) {
    if (product.productType !== PRODUCT_TYPES.giftCard) continue;
    for (let n = 0; n < entry.quantity; n++) {
      const code = newGiftCardCode();
      await issueGiftCard(tx, site.id, code, variant.unitPriceCents, settings.currency, orderId);
      giftCards.push({ code, amountCents: variant.unitPriceCents });
    }
  }
  await keepSubscriptions(
    tx,
    {
      siteId: site.id,
      orderId,
      email: input.email,
      currency: settings.currency,
      isSubscription: order.isSubscription,
      siteUserId: buyer.siteUserId,
      paymentProvider: payments.name,
      paymentMethod: input.paymentToken,
      placedAt,
    },
    bought,
  );
  await markCartPurchased(tx, site.id, cart.id, orderId);
  return orderConfirmation(site.id, order, orderNumber, giftCards);
}
