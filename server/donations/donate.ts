/**
 * POST /api/commerce/donations: a contribution through the same payment provider and order
 * table as checkout. One transaction claims the idempotency key, charges, writes the order
 * (kind 'donation', one line) and the receipt email; a failure after the charge refunds it.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { donationSettings, interfaceWords, parseDonationAmount, type DonationSettings } from '../../domain';
import { storeSettings } from '../commerce/store-settings';
import { claimIdempotencyKey, saveIdempotentAnswer } from '../db/idempotency-keys';
import { insertOrder, type NewOrder } from '../orders/order-store';
import { HttpError } from '../http-error';
import { PayloadError, safeString } from '../http';
import { donationReceiptMail } from '../subscriptions/mails';
import type { PaymentProvider } from '../commerce/payments/provider';
import type { Database } from '../db';
import type { Mailer } from '../mail/types';
import type { Site } from '../sites/types';
import type { DonationPlaced, SiteLanguage } from '../../domain';

const text = (message: string, max: number) => v.pipe(safeString(message), v.maxLength(max, message));

export const DonationBody = v.object({
  amount: text('Please choose or enter an amount.', 40),
  email: v.pipe(
    safeString('An email address is required.'),
    v.trim(),
    v.email('Please enter a valid email address.'),
    v.maxLength(256, 'Please enter a valid email address.'),
  ),
  paymentToken: v.pipe(
    safeString('A payment token is required.'),
    v.minLength(1, 'A payment token is required.'),
    v.maxLength(200, 'A payment token is too long.'),
  ),
  idempotencyKey: v.optional(
    v.pipe(
      safeString('An idempotency key must be 1 to 200 characters.'),
      v.minLength(1, 'An idempotency key must be 1 to 200 characters.'),
      v.maxLength(200, 'An idempotency key must be 1 to 200 characters.'),
    ),
  ),
});

export type DonationInput = v.InferOutput<typeof DonationBody>;

/** The donation's order as placed: the call's answer before the confirmation page's address. */
export type PlacedDonation = Omit<DonationPlaced, 'confirmationUrl'>;

/** The donation settings of a site, in its store currency. */
export function siteDonationSettings(site: Site): DonationSettings {
  return donationSettings(site.websiteSettings?.donations, storeSettings(site).currency);
}

export async function donate(
  db: Database,
  site: Site,
  payments: PaymentProvider,
  mailer: Mailer,
  input: DonationInput,
  visitor: string,
  /** The language of the page the gift was given on: the order's, and its receipt's. */
  language?: SiteLanguage,
): Promise<PlacedDonation> {
  const settings = siteDonationSettings(site);
  const amount = parseDonationAmount(input.amount, settings, storeSettings(site).locale);
  if ('error' in amount) throw new PayloadError({ amount: amount.error });
  const scope = `donation:${visitor}`;
  let chargeId: string | undefined;
  try {
    const placed = await db.transaction(async (tx) => {
      const earlier = input.idempotencyKey
        ? await claimIdempotencyKey(tx, site.id, scope, input.idempotencyKey)
        : undefined;
      if (earlier) return earlier.answer as PlacedDonation;
      const id = randomUUID();
      const result = await payments.charge({
        amountCents: amount.cents,
        currency: settings.currency,
        token: input.paymentToken,
        orderId: id,
        description: `Contribution ${id}`,
      });
      if (!result.ok) throw new HttpError(402, result.message);
      chargeId = result.chargeId;
      const order: NewOrder = {
        id,
        cartId: `donation:${id}`,
        email: input.email,
        shippingAddress: null,
        ships: false,
        shippingOptionId: null,
        couponCodes: [],
        currency: settings.currency,
        subtotalCents: amount.cents,
        discountCents: 0,
        shippingCents: 0,
        taxCents: 0,
        grandTotalCents: amount.cents,
        giftCardCents: 0,
        chargedCents: amount.cents,
        paymentProvider: payments.name,
        paymentId: result.chargeId,
        testMode: payments.testMode,
        isSubscription: false,
        lines: [
          {
            itemId: 'donation',
            sku: 'DONATION',
            // The built-in title, when the owner wrote none, in the language the gift was given in.
            productName:
              settings.title || interfaceWords(language?.locale ?? site.website.language).donationDefaultTitle,
            quantity: 1,
            unitPriceCents: amount.cents,
            additionalFields: null,
          },
        ],
      };
      const orderNumber = await insertOrder(tx, site.id, order);
      await tx.query(`update orders set kind = 'donation', language = $3 where website_id = $1 and id = $2`, [
        site.id,
        id,
        language?.locale ?? null,
      ]);
      await mailer.send(
        site.id,
        donationReceiptMail(site, input.email, id, orderNumber, amount.cents, settings.currency, language),
        tx,
      );
      const answer: PlacedDonation = {
        id,
        orderNumber,
        amountCents: amount.cents,
        currency: settings.currency,
        testMode: payments.testMode,
      };
      if (input.idempotencyKey)
        await saveIdempotentAnswer(tx, site.id, scope, input.idempotencyKey, order.cartId, 200, answer);
      return answer;
    });
    await mailer.deliverPending(site.id);
    return placed;
  } catch (error) {
    if (chargeId) await payments.refund(chargeId);
    throw error;
  }
}
