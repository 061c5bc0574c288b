/**
 * The subscriptions panel in Chromium at 1280 px: an administrator finds a Trail Club
 * subscription, opens it, cancels it at the end of the paid period after the confirmation, and
 * sees it cancelled with its membership open until then; the order it started links back.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../server/orders/order-store';
import { insertMembership, insertSubscription } from '../../server/subscriptions/records';
import { connectChromium, openWatchedPage, closeWatchedPages } from './helpers/browser';
import { saveScreenshot } from './helpers/screenshots';
import { ADMIN, startOwnerServer } from './owner-server';
import type { Browser, Page } from 'playwright-core';
import type { WatchedPage } from './helpers/browser';
import type { OwnerServer } from './owner-server';

const MEMBER = 'trail.member@e2e.test';
const PLAN = { value: 1, unit: 'MONTH' as const, numBillingCycles: 0 };

let browser: Browser;
let server: OwnerServer;
let subscriptionId: string;
let orderNumber: number;
const pages: WatchedPage[] = [];

/** A Trail Club monthly membership bought by a site user: its first order, the subscription and the membership. */
async function seedSubscription(db: OwnerServer['db']) {
  const orderId = 'e2e-subscription-order';
  orderNumber = await insertOrder(db, 'demo', {
    id: orderId,
    cartId: 'e2e-subscription-cart',
    email: MEMBER,
    shippingAddress: null,
    ships: false,
    shippingOptionId: null,
    couponCodes: [],
    currency: 'USD',
    subtotalCents: 400,
    discountCents: 0,
    shippingCents: 0,
    taxCents: 0,
    grandTotalCents: 400,
    giftCardCents: 0,
    chargedCents: 400,
    paymentProvider: 'test',
    paymentId: 'ch_test_e2e_subscription',
    testMode: true,
    isSubscription: true,
    lines: [
      {
        itemId: 'prod-trail-club-monthly',
        sku: 'NW-TRAIL-CLUB-MONTH',
        productName: 'Trail Club membership (monthly)',
        quantity: 1,
        unitPriceCents: 400,
        additionalFields: null,
      },
    ],
  });
  subscriptionId = await insertSubscription(db, 'demo', {
    orderId,
    siteUserId: 'e2e-member',
    email: MEMBER,
    itemId: 'prod-trail-club-monthly',
    sku: 'NW-TRAIL-CLUB-MONTH',
    productName: 'Trail Club membership (monthly)',
    quantity: 1,
    unitPriceCents: 400,
    currency: 'USD',
    plan: PLAN,
    startedAt: new Date(),
    paymentProvider: 'test',
    paymentMethod: 'pm_test_e2e',
  });
  await insertMembership(db, 'demo', {
    siteUserId: 'e2e-member',
    itemId: 'prod-trail-club-monthly',
    orderId,
    subscriptionId,
  });
}

beforeAll(async () => {
  [browser, server] = await Promise.all([connectChromium(), startOwnerServer()]);
  await seedSubscription(server.db);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(async ({ task }) => {
  await closeWatchedPages(pages, { name: `owner subscriptions ${task.name}`, result: task.result });
});

/** The 401 of "who is signed in?" before sign-in, and the panel events' endpoint. */
const expectedStatus = (problem: string) =>
  /status of 401 .*\/api\/owner\/me\)$/.test(problem) ||
  /status of 40[45] .*\/api\/events\/RecordEvent\)$/.test(problem);

async function open(path: string, width: number): Promise<Page> {
  const watched = await openWatchedPage(browser, {
    context: { viewport: { width, height: 800 } },
    expected: expectedStatus,
  });
  pages.push(watched);
  await watched.page.goto(new URL(path, server.origin).href);
  const page = watched.page;
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return page;
}

describe('the subscriptions panel in Chromium', () => {
  it('cancels a subscription at the end of the paid period at 1280 px', async () => {
    const page = await open('/config/subscriptions', 1280);
    const row = page.getByRole('row', { name: /trail\.member/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('Trail Club membership (monthly)');
    expect(await row.innerText()).toContain('Active');
    expect(await row.innerText()).toMatch(/Renews /);
    await saveScreenshot(page, 'subscriptions list 1280');

    await row.getByRole('link').click();
    await page.waitForURL(`**/config/subscriptions/${subscriptionId}`);
    await page.getByRole('heading', { level: 1, name: /Trail Club membership \(monthly\)/ }).waitFor();
    expect(await page.getByRole('link', { name: `#${orderNumber}` }).getAttribute('href')).toBe(
      `/config/orders/${orderNumber}`,
    );
    await page.getByRole('button', { name: 'Cancel subscription…' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel(/At the end of the paid period/).isChecked()).toBe(true);
    await saveScreenshot(page, 'subscription cancel dialog 1280');
    await dialog.getByRole('button', { name: 'Cancel the subscription' }).click();
    await page.getByRole('status').filter({ hasText: 'Subscription cancelled' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('Cancelled');
    expect(await page.locator('.subscription__facts').innerText()).toMatch(/open until/);
    await saveScreenshot(page, 'subscription cancelled 1280');

    const [stored] = await server.db.query<{ status: string; next_renewal_at: unknown; access_until: unknown }>(
      'select status, next_renewal_at, access_until from subscriptions where website_id = $1 and id = $2',
      ['demo', subscriptionId],
    );
    expect(stored!.status).toBe('cancelled');
    expect(stored!.next_renewal_at).toBeNull();
    expect(stored!.access_until).not.toBeNull();
  });
});
