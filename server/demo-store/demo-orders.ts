/**
 * The demo store's trade: on a fresh database (the demo site has no order yet, so a restart adds
 * nothing), a few orders of the last two weeks placed through the store's own cart, checkout,
 * shipment, refund and cancellation code with the built-in test payment provider, so the owner
 * app's Orders, Subscriptions, Outbox and Analytics panels show a store that has been trading
 * (each buyer's visit before the order is recorded too: demo-visits.ts).
 * Each order takes its stock as a visitor's does; it buys only what the demo has plenty of, and
 * leaves the sold-out variants (the restock sign-up demos) sold out. Its mail goes to the outbox
 * only, never to a mail server, whatever SMTP_URL says. README.md "The demo store's orders".
 *
 * @module
 */
import { addEntry } from '../commerce/add-entry';
import { checkout, type CheckoutInput } from '../commerce/checkout';
import { TEST_TOKENS } from '../commerce/payments/test-provider';
import { createSubscriptionCart } from '../commerce/subscription-cart';
import { sendOrderEmails, sendShippingNotice } from '../commerce-mail';
import { hashPassword } from '../lock/password';
import { createMailer } from '../mail';
import { changeOrder } from '../orders/change-order';
import { countOrders } from '../orders/order-store';
import { markShipped } from '../orders/owner-orders';
import { siteOrigin } from '../sites/site-origin';
import { IngestQueue } from '../tracking/ingest';
import { recordDemoVisit } from './demo-visits';
import { createSiteUser, findSiteUserByEmail } from '../site-users/accounts';
import type { PaymentProvider } from '../commerce/payments/provider';
import type { Database } from '../db';
import type { Logger } from '../logger';
import type { Site } from '../sites/types';
import type { Shipment } from '../../domain';

const HOUR = 3_600_000;

/** The site the demo orders are placed on: the demo store of `npm start`. */
export const DEMO_ORDERS_SITE = 'demo';

/**
 * The demo member, who bought the Trail Club membership by subscription and can sign in to the
 * member area with it (README.md; for local use only: the password is public).
 */
export const DEMO_MEMBER = Object.freeze({ email: 'rowan.ellis@example.com', password: 'northwind-member' });

/** The owner the demo's refund and cancellation are recorded as made by (server/owner/demo-owners.ts). */
const DEMO_OWNER_EMAIL = 'owner@northwind.test';

type Address = NonNullable<CheckoutInput['shippingAddress']>;

/** What the owner did with an order after it was placed. */
type Afterwards =
  | { shipped: Shipped }
  | { shipped: Shipped; refund: { amountCents: number; reason: string } }
  | { cancel: { reason: string } };

/** The shipment, marked `hoursLater` after the order was placed. */
type Shipped = Shipment & { hoursLater: number };

export interface DemoOrder {
  /** How long before the seeding the order was placed. */
  hoursAgo: number;
  email: string;
  address?: Address;
  shippingOptionId?: string;
  couponCodes?: string[];
  lines: { itemId: string; sku: string; quantity: number }[];
  /** The subscription cart of one subscribable item, bought by the demo member. */
  subscription?: boolean;
  afterwards?: Afterwards;
}

const address = (name: string, line1: string, city: string, region: string, postalCode: string): Address => ({
  name,
  line1,
  city,
  region,
  postalCode,
  country: 'US',
});

/**
 * The orders, oldest first, from the demo fixtures' products (fixtures/sites/demo/collections):
 * variants with stock to spare, unlimited or digital ones. A fulfilled order, a shipped and
 * partly refunded one (in New York, so it carries sales tax, with the TRAIL10 coupon), one
 * cancelled with its items back in stock, the membership subscription, an order waiting to
 * ship and a gift card.
 */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    hoursAgo: 13 * 24 + 5,
    email: 'maya.chen@example.com',
    address: address('Maya Chen', '1420 SW Park Ave', 'Portland', 'OR', '97201'),
    shippingOptionId: 'ship-standard',
    lines: [
      { itemId: 'prod-canvas-field-jacket', sku: 'NW-CANFIEJAC-M-OLIVE', quantity: 1 },
      { itemId: 'prod-wool-hiking-socks', sku: 'NW-WOOHIKSOC-L-XL', quantity: 2 },
    ],
    afterwards: { shipped: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', hoursLater: 26 } },
  },
  {
    hoursAgo: 11 * 24 + 2,
    email: 'daniel.ortiz@example.com',
    address: address('Daniel Ortiz', '274 7th Ave', 'Brooklyn', 'NY', '11215'),
    shippingOptionId: 'ship-express',
    couponCodes: ['TRAIL10'],
    lines: [
      { itemId: 'prod-wool-camp-blanket', sku: 'NW-WOOCAMBLA-RUST-STRIPE', quantity: 1 },
      { itemId: 'prod-enamel-camp-mug', sku: 'NW-ENACAMMUG-RUST', quantity: 2 },
    ],
    afterwards: {
      shipped: { carrier: 'USPS', trackingNumber: '9400111899223197428490', hoursLater: 20 },
      refund: { amountCents: 1980, reason: 'One mug arrived chipped.' },
    },
  },
  {
    hoursAgo: 8 * 24 + 7,
    email: 'priya.nair@example.com',
    address: address('Priya Nair', '901 E 6th St', 'Austin', 'TX', '78702'),
    shippingOptionId: 'ship-standard',
    lines: [
      { itemId: 'prod-insulated-bottle', sku: 'NW-INSBOT-500-ML-GLACIER', quantity: 2 },
      { itemId: 'prod-field-notes-trio', sku: 'NW-FIENOTTRI', quantity: 1 },
    ],
    afterwards: { cancel: { reason: 'The customer ordered twice and asked to cancel this one.' } },
  },
  {
    hoursAgo: 6 * 24 + 3,
    email: DEMO_MEMBER.email,
    subscription: true,
    lines: [{ itemId: 'prod-trail-club-monthly', sku: 'NW-TRAIL-CLUB-MONTH', quantity: 1 }],
  },
  {
    hoursAgo: 3 * 24 + 4,
    email: 'sam.whitaker@example.com',
    address: address('Sam Whitaker', '1550 Blake St', 'Denver', 'CO', '80202'),
    shippingOptionId: 'ship-standard',
    lines: [
      { itemId: 'prod-merino-crew-tee', sku: 'NW-MERCRETEE-M-FOREST', quantity: 1 },
      { itemId: 'prod-trail-map-prints', sku: 'NW-TRAMAPPRI', quantity: 1 },
    ],
  },
  {
    hoursAgo: 20,
    email: 'lena.fischer@example.com',
    lines: [{ itemId: 'prod-gift-card', sku: 'NW-GIFCAR--50', quantity: 1 }],
  },
];

export interface DemoOrderDeps {
  db: Database;
  payments: PaymentProvider;
  /** Signs the review links of the order confirmations (the server's secret). */
  secret: string;
  /** SITE_URL's pattern, for the links of the mail (sites/site-origin.ts). */
  siteUrl?: string;
  log: Logger;
  /** The seeding's time, from which the orders' times are counted back. */
  now?: Date;
}

/**
 * Places the demo orders on `site` when it has none yet; answers how many it placed. An order
 * the site cannot take (an owner removed its product) is left out with a warning.
 */
export async function seedDemoOrders(
  deps: DemoOrderDeps,
  site: Site,
  orders: readonly DemoOrder[] = DEMO_ORDERS,
): Promise<number> {
  const { db, log } = deps;
  if ((await countOrders(db, site.id)) > 0) return 0;
  const now = deps.now ?? new Date();
  // Kept in the outbox, never sent: the demo's customers are example addresses.
  const mailer = createMailer({ db, transport: null, keptBecause: 'demo-store' });
  const origin = siteOrigin(site, deps.siteUrl);
  const mail = { db, mailer, secret: deps.secret, origin };
  // The buyers' visits, written when all are placed.
  const ingest = new IngestQueue(db, { onError: (e) => log.warn(`[${site.id}] a demo visit was not recorded: ${e}`) });
  let placed = 0;
  for (const [index, order] of orders.entries()) {
    try {
      const placedAt = new Date(now.getTime() - order.hoursAgo * HOUR);
      const { id, orderNumber } = await placeDemoOrder(deps, site, order, `demo-order-${index}`, placedAt);
      recordDemoVisit(ingest, site, order, placedAt);
      await sendOrderEmails(mail, site, id);
      const after = order.afterwards;
      if (after && 'shipped' in after) {
        const { hoursLater, ...shipment } = after.shipped;
        await markShipped(db, site.id, orderNumber, shipment, new Date(placedAt.getTime() + hoursLater * HOUR));
        await sendShippingNotice(mail, site, id, shipment);
      }
      const change =
        after && 'refund' in after
          ? { kind: 'refund' as const, returnStock: false, ...after.refund }
          : after && 'cancel' in after
            ? { kind: 'cancel' as const, returnStock: true, ...after.cancel }
            : undefined;
      if (change)
        await changeOrder({ db, payments: deps.payments, mailer, origin }, site, orderNumber, {
          ...change,
          key: `demo-change-${orderNumber}`,
          by: DEMO_OWNER_EMAIL,
        });
      placed++;
    } catch (error) {
      log.warn(`[${site.id}] demo order ${index + 1} was not placed: ${(error as Error).message}`);
    }
  }
  await ingest.flush();
  return placed;
}

/** A visitor's cart filled and checked out, or the member's subscription cart. */
async function placeDemoOrder(
  deps: DemoOrderDeps,
  site: Site,
  order: DemoOrder,
  visitor: string,
  placedAt: Date,
): Promise<{ id: string; orderNumber: number }> {
  const { db, payments } = deps;
  const input: CheckoutInput = {
    email: order.email,
    shippingAddress: order.address ?? null,
    shippingOptionId: order.shippingOptionId ?? null,
    couponCodes: order.couponCodes ?? [],
    paymentToken: TEST_TOKENS.ok,
  };
  if (order.subscription) {
    const [line] = order.lines;
    const { cartToken } = await createSubscriptionCart(db, site, {
      itemId: line!.itemId,
      sku: line!.sku,
      qty: line!.quantity,
      additionalFields: null,
    });
    const member = await demoMember(db, site.id);
    return checkout(
      db,
      site,
      payments,
      undefined,
      { ...input, cartToken },
      visitor,
      { siteUserId: member },
      undefined,
      placedAt,
    );
  }
  let token: string | undefined;
  for (const line of order.lines) {
    const added = await addEntry(db, site, token, visitor, { ...line, additionalFields: null });
    token = added.token ?? token;
  }
  return checkout(db, site, payments, token, input, visitor, { siteUserId: null }, undefined, placedAt);
}

/** The demo member's account id, made the first time. */
async function demoMember(db: Database, siteId: string): Promise<string> {
  const existing = await findSiteUserByEmail(db, siteId, DEMO_MEMBER.email);
  if (existing) return existing.id;
  const made = await createSiteUser(db, siteId, DEMO_MEMBER.email, await hashPassword(DEMO_MEMBER.password));
  return made!.id;
}
