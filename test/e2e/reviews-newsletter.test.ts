import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db';
import { openTestPglite } from '../../server/db/pglite-snapshot';
import { seedStock } from '../../server/inventory/stock-store';
import { saveOwner } from '../../server/owner';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../server/paths';
import { seedFixtureReviews } from '../../server/reviews';
import { SiteRegistry } from '../../server/sites/site-registry';
import { stockRows } from '../../server/inventory/stock-rows';
import { seriousViolations } from './helpers/axe';
import { islandsHydrated, connectChromium, openWatchedPage, closeWatchedPages } from './helpers/browser';
import { saveScreenshot } from './helpers/screenshots';
import { onServer, serveWithSiteUrl, type RunningServer } from './helpers/serve';
import type { Browser, Page } from 'playwright-core';
import type { WatchedPage } from './helpers/browser';

const MUG = { itemId: 'prod-enamel-camp-mug', sku: 'NW-ENACAMMUG-CREAM' };
const MODERATOR = { email: 'moderator@e2e.test', password: 'moderator-password-1', role: 'moderator' as const };
const ADDRESS = {
  name: 'Rae Buyer',
  line1: '2 Pine Rd',
  city: 'Albany',
  region: 'NY',
  postalCode: '12207',
  country: 'US',
};

let browser: Browser;
let server: RunningServer;
let db: Database;
const opened: WatchedPage[] = [];

beforeAll(async () => {
  const [database, sites, chromium] = await Promise.all([
    openTestPglite(),
    SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR }),
    connectChromium(),
  ]);
  db = database;
  browser = chromium;
  for (const site of sites.all()) {
    await seedStock(db, site.id, stockRows(site));
    await seedFixtureReviews(db, site);
  }
  await saveOwner(db, 'demo', MODERATOR);
  server = await serveWithSiteUrl(
    (siteUrl) => createApp({ sites, db, secret: 'e2e-reviews', pageCacheMs: 0, siteUrl }).fetch,
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await db?.close();
});
afterEach(async ({ task }) => {
  await closeWatchedPages(opened, { name: `reviews-newsletter ${task.name}`, result: task.result });
});

/** The owner app asks who is signed in before anyone is: a 401 it expects. */
const signedOutCheck = (problem: string) => /status of 401 .*\/api\/owner\/me\)$/.test(problem);

async function open(width = 1280): Promise<Page> {
  const watched = await openWatchedPage(browser, {
    context: { viewport: { width, height: 900 } },
    expected: signedOutCheck,
  });
  opened.push(watched);
  return watched.page;
}

async function go(page: Page, path: string): Promise<void> {
  await page.goto(path.startsWith('http') ? path : `${server.origin}${path}`);
  await islandsHydrated(page);
}

/** The link of a mail's text part that follows `label` in parentheses. */
async function linkInMail(key: string, label: string): Promise<string> {
  const [mail] = await db.query<{ text_body: string }>(
    "select text_body from mail_outbox where website_id = 'demo' and dedupe_key like $1 order by id desc limit 1",
    [key],
  );
  const match = new RegExp(`${label} \\((http[^)]+)\\)`).exec(mail?.text_body ?? '');
  if (!match) throw new Error(`No "${label}" link in the mail ${key}: ${mail?.text_body}`);
  return onServer(server, match[1]!);
}

describe('reviews and newsletter in Chromium', () => {
  it('a buyer reviews a bought product through the request page and sees it on the product page after approval', async () => {
    const page = await open();
    await go(page, '/shop/enamel-camp-mug');
    // The demo's own approved review is there already, with the average.
    await expect
      .poll(() => page.locator('.product-reviews').innerText())
      .toContain('Survived a week of campfire coffee');

    // Buy the mug as the checkout island would (the cart and checkout calls with this browser's crumb).
    const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb')?.value ?? '';
    const added = await page.context().request.post(`${server.origin}/api/commerce/shopping-cart/entries`, {
      headers: { 'X-CSRF-Token': crumb },
      data: { ...MUG, quantity: 1, additionalFields: null },
    });
    expect(added.status()).toBe(200);
    const placed = await page.context().request.post(`${server.origin}/api/commerce/checkout`, {
      headers: { 'X-CSRF-Token': crumb },
      data: { email: 'rae@example.com', shippingAddress: ADDRESS, paymentToken: 'tok_test_ok' },
    });
    expect(placed.status()).toBe(200);
    const order = (await placed.json()) as { id: string };

    // The order email's review link opens the request page.
    await go(page, await linkInMail(`order-confirmation:${order.id}`, 'Review Enamel Camp Mug'));
    await page.getByRole('heading', { name: 'Review Enamel Camp Mug' }).waitFor();
    await expect(page.getByLabel('Your name').inputValue()).resolves.toBe('Rae Buyer');
    await page.getByLabel('★★★★ 4 stars').check();
    await page.getByLabel('Your review').fill('Keeps coffee hot long enough for a slow morning.');
    expect(await seriousViolations(page), 'reviews request page').toEqual([]);
    await saveScreenshot(page, 'reviews request 1280');
    await page.getByRole('button', { name: 'Send review' }).click();
    await page.getByText('Thank you! Your review will appear once the store has approved it.').waitFor();

    // Held: the product page does not show it yet.
    await go(page, '/shop/enamel-camp-mug');
    expect(await page.locator('.product-reviews').innerText()).not.toContain('slow morning');

    // A moderator approves it in /config.
    const owner = await open();
    await owner.goto(`${server.origin}/config/reviews`);
    await owner.getByLabel('Email').fill(MODERATOR.email);
    await owner.getByLabel('Password').fill(MODERATOR.password);
    await owner.getByRole('button', { name: 'Sign in' }).click();
    const card = owner.locator('.review', { hasText: 'slow morning' });
    await card.getByRole('button', { name: 'Approve' }).click();
    await owner.getByText('Approved the review of Enamel Camp Mug by Rae Buyer.').waitFor();
    expect(await seriousViolations(owner), 'reviews panel').toEqual([]);
    await saveScreenshot(owner, 'reviews panel 1280');

    await go(page, '/shop/enamel-camp-mug');
    const section = page.locator('.product-reviews');
    await expect.poll(() => section.innerText()).toContain('Keeps coffee hot long enough for a slow morning.');
    expect(await section.locator('.product-reviews__average-text').innerText()).toBe('4.5 out of 5');
    expect(await section.locator('.product-reviews__count').innerText()).toBe('(2 reviews)');
    // The island is live: sorting by lowest rating puts the new review first.
    await section.getByLabel('Sort by').selectOption('lowest');
    await expect
      .poll(() => section.locator('.product-review__body').first().innerText())
      .toBe('Keeps coffee hot long enough for a slow morning.');
    expect(await seriousViolations(page), 'product page with reviews').toEqual([]);
    await saveScreenshot(page, 'product reviews 1280');
  });

  it('a newsletter sign-up in the footer, then one click on the unsubscribe link of the welcome letter', async () => {
    const page = await open(375);
    await go(page, '/');
    // The cookie banner covers the footer on a phone until it is answered.
    await page.getByRole('button', { name: 'Accept' }).click();
    const footer = page.locator('.newsletter');
    // Sent empty, its errors are readable on the dark footer.
    await footer.getByRole('button', { name: 'Sign up' }).click();
    await footer.getByText('Required', { exact: true }).waitFor();
    expect(await seriousViolations(page), 'footer newsletter errors').toEqual([]);
    await footer.getByLabel('Email address').fill('reader@e2e.test');
    await footer.getByRole('button', { name: 'Sign up' }).click();
    await footer.getByText('You are on the list. See you in your inbox.').waitFor();
    const [row] = await db.query<{ id: string }>(
      "select id::text as id from newsletter_subscribers where website_id = 'demo' and email = 'reader@e2e.test' and unsubscribed_at is null",
    );
    expect(row).toBeDefined();

    await go(page, await linkInMail(`newsletter-welcome:${row!.id}:%`, 'Unsubscribe'));
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    expect(await seriousViolations(page), 'unsubscribe page').toEqual([]);
    await saveScreenshot(page, 'newsletter unsubscribed 375');
    const [after] = await db.query<{ unsubscribed_at: unknown }>(
      "select unsubscribed_at from newsletter_subscribers where website_id = 'demo' and email = 'reader@e2e.test'",
    );
    expect(after!.unsubscribed_at).not.toBeNull();
    // Changed by one character, the link unsubscribes nobody.
    const link = await linkInMail(`newsletter-welcome:${row!.id}:%`, 'Unsubscribe');
    const forged = await page
      .context()
      .request.get(link.replace(/token=(\d+)/, (_, id: string) => `token=${Number(id) + 1}`));
    expect(forged.status()).toBe(404);
  });
});
