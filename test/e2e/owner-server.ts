/**
 * The demo store for the owner-app end-to-end test: the real server with the production build
 * and a throwaway PGlite database, holding two owners (a store manager and an administrator),
 * the fixtures' stock, two restock sign-ups for a sold-out variant, a form submission and three
 * orders (ORDERS) to refund, cancel and read.
 *
 * @module
 */
import { saveOwner } from '../../server/owner';
import { createApp } from '../../server/app';
import { openTestPglite } from '../../server/db/pglite-snapshot';
import { saveSubmission } from '../../server/forms/form-store';
import { saveRestockSignUp } from '../../server/restock/restock-store';
import { seedStock } from '../../server/inventory/stock-store';
import { insertOrder } from '../../server/orders/order-store';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../server/paths';
import { SiteRegistry } from '../../server/sites/site-registry';
import { stockRows } from '../../server/inventory/stock-rows';
import { serveFetch } from './helpers/serve';
import type { Database } from '../../server/db';
import type { RunningServer } from './helpers/serve';

export const MANAGER = { email: 'manager@e2e.test', password: 'manager-password-1', role: 'storeManager' as const };
export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-1', role: 'admin' as const };

/** The demo's sold-out backpack (one variant, no stock in the fixtures). */
export const SOLD_OUT = {
  itemId: 'prod-waxed-canvas-backpack',
  sku: 'NW-WAXCANBAC',
  variantId: 'var-waxed-canvas-backpack',
  name: 'Waxed Canvas Backpack',
};
export const WAITING = ['hiker@e2e.test', 'camper@e2e.test'];

/** A buyer whose address is longer than a phone's table cell. */
export const BUYER = 'ada.visitor.of.the.hudson.valley@northwind-example-mail.test';

/**
 * Three orders of one Canvas Field Jacket ($148 + $18 express shipping), shipped to Hudson NY
 * by the express option: the first to refund and cancel at 1280 px, the second at 375 px, the
 * third to read. Numbered from 1001 in this order.
 */
export const ORDERS = { desktop: 1001, mobile: 1002, read: 1003 };
export const JACKET = { itemId: 'prod-canvas-field-jacket', sku: 'NW-CANFIEJAC-S-OLIVE' };

function order(n: number) {
  return {
    id: `e2e-order-${n}`,
    cartId: `e2e-cart-${n}`,
    email: BUYER,
    ships: true,
    shippingAddress: {
      name: 'Ada Visitor',
      line1: '412 Warren Street',
      city: 'Hudson',
      region: 'NY',
      postalCode: '12534',
      country: 'US',
    },
    shippingOptionId: 'ship-express',
    couponCodes: [],
    currency: 'USD',
    subtotalCents: 14800,
    discountCents: 0,
    shippingCents: 1800,
    taxCents: 0,
    grandTotalCents: 16600,
    giftCardCents: 0,
    chargedCents: 16600,
    paymentProvider: 'test',
    paymentId: `ch_test_e2e_${n}`,
    testMode: true,
    isSubscription: false,
    lines: [
      {
        ...JACKET,
        productName: 'Canvas Field Jacket',
        quantity: 1,
        unitPriceCents: 14800,
        additionalFields: null,
        options: [
          { name: 'Size', value: 'S' },
          { name: 'Color', value: 'Olive' },
        ],
      },
    ],
  };
}

export interface OwnerServer extends RunningServer {
  db: Database;
}

export async function startOwnerServer(): Promise<OwnerServer> {
  const [sites, db] = await Promise.all([
    SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR }),
    openTestPglite(),
  ]);
  for (const { email, password, role } of [MANAGER, ADMIN]) await saveOwner(db, 'demo', { email, password, role });
  for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
  for (const email of WAITING) {
    await saveRestockSignUp(db, 'demo', {
      productId: SOLD_OUT.itemId,
      variantId: SOLD_OUT.variantId,
      siteVisitorEmail: email,
      isJoinMailingList: false,
    });
  }
  await saveSubmission(db, 'demo', {
    formId: 'contact',
    data: {
      'field-name': ['Ada', 'Lovelace'],
      'field-email': 'ada@e2e.test',
      'field-topic': 'A repair',
      'field-message': 'My stove leaks.',
    },
    pageId: 'contact',
    pageTitle: 'Contact',
    pagePath: '/contact',
    contentSource: 'c',
  });
  for (const n of [1, 2, 3]) await insertOrder(db, 'demo', order(n));
  const server = await serveFetch(createApp({ sites, db, secret: 'e2e-owner', pageCacheMs: 0 }).fetch);
  return {
    ...server,
    db,
    async close() {
      await server.close();
      await db.close();
    },
  };
}
