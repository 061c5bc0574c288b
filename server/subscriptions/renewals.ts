/**
 * The renewal scheduler: runs inside every server process, and however many run against one
 * database, each period of a subscription is renewed once. A renewal is one transaction that
 * locks the due subscription row (FOR UPDATE SKIP LOCKED: another process skips it rather
 * than wait), claims the row (subscription, cycle) of subscription_renewals (a primary key, so
 * even a stale read could never renew a cycle twice), locks the stock row, charges the stored
 * payment method through the payment provider, takes the stock, writes the renewal order,
 * moves the subscription to its next date and writes the buyer's email to the outbox. A
 * failure before the commit refunds the charge.
 *
 * Time comes from an injected clock, so tests move it forward instead of waiting.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { cycleDate, ENGLISH_WORDS, hasNextCycle, isShippedType, isStockedType } from '../../domain';
import { chooseVariant, findProduct } from '../commerce/catalog';
import { insertOrder, takeStock, type NewOrder } from '../orders/order-store';
import { seedStock } from '../inventory/stock-store';
import { renewalFailedMail, renewalMail, subscriptionLanguage } from './mails';
import { claimCycle, lockNextDue, markCyclePaid, stopSubscription, type SubscriptionRow } from './records';
import type { PaymentProvider } from '../commerce/payments/provider';
import type { Database, Sql } from '../db';
import { PeriodicJob } from '../periodic-job';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/types';
import { siteOrigin } from '../sites/site-origin';
import type { Site } from '../sites/types';

/** Why a renewal stopped: kept on the subscription in English, mailed in the buyer's words (the catalogue's). */
export const RENEWAL_MESSAGES = Object.freeze({
  productGone: ENGLISH_WORDS.renewalProductGone,
  outOfStock: ENGLISH_WORDS.renewalOutOfStock,
});

export interface RenewalDeps {
  db: Database;
  /** The sites this process serves; only their subscriptions are renewed. */
  sites: { byId(id: string): Site | undefined; all(): Site[] };
  payments: PaymentProvider;
  mailer: Mailer;
  /** SITE_URL's pattern, for the links of the buyer's mail (sites/site-origin.ts). */
  siteUrl?: string;
  /** @default () => new Date() */
  clock?: () => Date;
  log?: Logger;
}

export type RenewalOutcome = {
  subscriptionId: string;
  cycle: number;
  outcome: 'renewed' | 'stopped' | 'skipped';
  orderId?: string;
};

/** At most this many renewals per run, so one run never holds a process for long. */
const MAX_PER_RUN = 500;

export class RenewalScheduler {
  readonly #deps: RenewalDeps;
  readonly #job: PeriodicJob;

  constructor(deps: RenewalDeps) {
    this.#deps = deps;
    this.#job = new PeriodicJob(() => this.runOnce(), 'subscription renewals', deps.log);
  }

  /** Renews everything due by the clock's now; answers what it did. */
  async runOnce(): Promise<RenewalOutcome[]> {
    const now = (this.#deps.clock ?? (() => new Date()))();
    const siteIds = this.#deps.sites.all().map((s) => s.id);
    const done: RenewalOutcome[] = [];
    while (done.length < MAX_PER_RUN) {
      const outcome = await this.#renewNext(now, siteIds);
      if (!outcome) break;
      done.push(outcome);
    }
    if (done.length) await this.#deps.mailer.deliverPending();
    return done;
  }

  /** Runs every `intervalMs` (unref'd: it never keeps the process alive); one run at a time (server/periodic-job.ts). */
  start(intervalMs = 60_000): void {
    this.#job.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.#job.stop();
  }

  async #renewNext(now: Date, siteIds: string[]): Promise<RenewalOutcome | undefined> {
    const { db, payments } = this.#deps;
    let chargeId: string | undefined;
    try {
      return await db.transaction(async (tx) => {
        const s = await lockNextDue(tx, now, siteIds);
        if (!s) return undefined;
        return this.#renew(tx, s, (id) => (chargeId = id));
      });
    } catch (error) {
      if (chargeId) await payments.refund(chargeId);
      throw error;
    }
  }

  async #renew(tx: Sql, s: SubscriptionRow, charged: (id: string) => void): Promise<RenewalOutcome> {
    const { payments, mailer } = this.#deps;
    const cycle = s.cyclesPaid + 1;
    const hasNext = hasNextCycle(s.plan, cycle);
    const site = this.#deps.sites.byId(s.websiteId)!;
    // The buyer's mails, and the renewal order, in the language the subscription was bought in.
    const language = await subscriptionLanguage(tx, s);
    const stop = async (reason: string): Promise<RenewalOutcome> => {
      if (!(await claimCycle(tx, s.websiteId, s.id, cycle, 'stopped', null))) return this.#skip(tx, s, cycle, hasNext);
      await stopSubscription(tx, s, reason);
      await mailer.send(s.websiteId, renewalFailedMail(site, s, cycle, reason, language), tx);
      return { subscriptionId: s.id, cycle, outcome: 'stopped' };
    };

    const product = findProduct(site, s.itemId);
    const variant = product && chooseVariant(product, s.sku);
    if (!product || !variant) return stop(RENEWAL_MESSAGES.productGone);
    const orderId = randomUUID();
    if (!(await claimCycle(tx, s.websiteId, s.id, cycle, 'renewed', orderId))) return this.#skip(tx, s, cycle, hasNext);

    const stocked = isStockedType(product.productType);
    if (stocked) {
      await seedStock(tx, s.websiteId, [{ itemId: product.id, sku: variant.sku, ...variant.seed }]);
      // The row stays locked until the commit, so the stock seen here is the stock taken below.
      const [row] = await tx.query<{ unlimited: boolean; qty_in_stock: number }>(
        'select unlimited, qty_in_stock from stock where website_id = $1 and item_id = $2 and sku = $3 for update',
        [s.websiteId, product.id, variant.sku],
      );
      if (!row || (!row.unlimited && Number(row.qty_in_stock) < s.quantity)) {
        await tx.query(
          `update subscription_renewals set outcome = 'stopped', order_id = null where website_id = $1 and subscription_id = $2 and cycle = $3`,
          [s.websiteId, s.id, cycle],
        );
        await stopSubscription(tx, s, RENEWAL_MESSAGES.outOfStock);
        await mailer.send(s.websiteId, renewalFailedMail(site, s, cycle, RENEWAL_MESSAGES.outOfStock, language), tx);
        return { subscriptionId: s.id, cycle, outcome: 'stopped' };
      }
    }

    const total = s.unitPriceCents * s.quantity;
    const result = await payments.charge({
      amountCents: total,
      currency: s.currency,
      token: s.paymentMethod,
      orderId,
      description: `Renewal ${cycle} of subscription ${s.id}`,
    });
    if (!result.ok) {
      await tx.query(
        `update subscription_renewals set outcome = 'declined', order_id = null where website_id = $1 and subscription_id = $2 and cycle = $3`,
        [s.websiteId, s.id, cycle],
      );
      await stopSubscription(tx, s, result.message);
      await mailer.send(s.websiteId, renewalFailedMail(site, s, cycle, result.message, language), tx);
      return { subscriptionId: s.id, cycle, outcome: 'stopped' };
    }
    charged(result.chargeId);
    if (stocked && !(await takeStock(tx, s.websiteId, product.id, variant.sku, s.quantity)))
      throw new Error('stock changed under its row lock');

    const order: NewOrder = {
      id: orderId,
      // Orders are unique per cart; a renewal has none, so it names its cycle instead.
      cartId: `renewal:${s.id}:${cycle}`,
      email: s.email,
      // A box of each period ships to where the first went (copied below); nothing else ships.
      shippingAddress: null,
      ships: isShippedType(product.productType),
      shippingOptionId: null,
      couponCodes: [],
      currency: s.currency,
      subtotalCents: total,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 0,
      grandTotalCents: total,
      giftCardCents: 0,
      chargedCents: total,
      paymentProvider: payments.name,
      paymentId: result.chargeId,
      testMode: payments.testMode,
      isSubscription: true,
      lines: [
        {
          itemId: s.itemId,
          sku: s.sku,
          productName: s.productName,
          quantity: s.quantity,
          unitPriceCents: s.unitPriceCents,
          additionalFields: null,
        },
      ],
    };
    const orderNumber = await insertOrder(tx, s.websiteId, order);
    await tx.query(
      `update orders set kind = 'renewal', language = $3, shipping_address = case when ships then
         (select first.shipping_address from orders first where first.website_id = $1 and first.id = $4) end
       where website_id = $1 and id = $2`,
      [s.websiteId, orderId, language?.locale ?? null, s.orderId],
    );
    await markCyclePaid(tx, s, cycle, hasNext);
    await mailer.send(
      s.websiteId,
      renewalMail(
        site,
        s,
        cycle,
        orderNumber,
        hasNext ? cycleDate(s.startedAt, s.plan, cycle) : null,
        (this.#deps.clock ?? (() => new Date()))(),
        language,
        siteOrigin(site, this.#deps.siteUrl),
      ),
      tx,
    );
    return { subscriptionId: s.id, cycle, outcome: 'renewed', orderId };
  }

  /** A cycle recorded already (it cannot be, with the row lock; the key makes sure): catch the row up. */
  async #skip(tx: Sql, s: SubscriptionRow, cycle: number, hasNext: boolean): Promise<RenewalOutcome> {
    await markCyclePaid(tx, s, cycle, hasNext);
    return { subscriptionId: s.id, cycle, outcome: 'skipped' };
  }
}
