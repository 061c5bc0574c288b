/**
 * Issue 16 in Chromium on the demo, against the real server and database: an address completed
 * at checkout from the demo's offline places (an accessible combobox: type, arrow, Enter, every
 * field filled), and the ad pixel, which loads only after the visitor accepts cookies (the
 * pixel's own host is stood in for by a route: it is an outside service), then hears the page
 * view, the product view and the add to cart. Declining loads nothing, on this page or the next.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AD_PIXEL_SCRIPT_HOST } from '../../domain';
import { adPixelSettingsStore } from '../../server/ad-pixel';
import { createApp } from '../../server/app';
import { openTestPglite } from '../../server/db/pglite-snapshot';
import { seedStock } from '../../server/inventory/stock-store';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../server/paths';
import { sitePlaces } from '../../server/places';
import { SiteRegistry } from '../../server/sites/site-registry';
import { stockRows } from '../../server/inventory/stock-rows';
import { islandsHydrated, connectChromium, openWatchedPage, closeWatchedPages } from './helpers/browser';
import { serveFetch } from './helpers/serve';
import type { Browser, Page } from 'playwright-core';
import type { Database } from '../../server/db';
import type { WatchedPage } from './helpers/browser';
import type { RunningServer } from './helpers/serve';

const PIXEL = '123456789012345';
const LANTERN = { itemId: 'prod-brass-trail-lantern', sku: 'NW-BRATRALAN', path: '/shop/brass-trail-lantern' };

let browser: Browser;
let server: RunningServer;
let db: Database;
const opened: WatchedPage[] = [];

beforeAll(async () => {
  const [database, sites] = await Promise.all([
    openTestPglite(),
    SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR }),
  ]);
  db = database;
  for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
  [browser, server] = await Promise.all([
    connectChromium(),
    serveFetch(createApp({ sites, db, secret: 'e2e-secret', pageCacheMs: 0, places: sitePlaces }).fetch),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await db?.close();
});
afterEach(async ({ task }) => {
  await closeWatchedPages(opened, { name: `places-feeds ${task.name}`, result: task.result });
});

async function open(): Promise<WatchedPage> {
  const watched = await openWatchedPage(browser);
  opened.push(watched);
  return watched;
}

describe('address completion at checkout', () => {
  it('types part of an address, picks a suggestion with the keyboard and gets every field filled', async () => {
    const { page } = await open();
    await page.goto(`${server.origin}/`);
    const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb')?.value ?? '';
    const added = await page.context().request.post(`${server.origin}/api/commerce/shopping-cart/entries`, {
      headers: { 'X-CSRF-Token': crumb },
      data: { itemId: LANTERN.itemId, sku: LANTERN.sku, quantity: 1, additionalFields: null },
    });
    expect(added.status()).toBe(200);
    await page.goto(`${server.origin}/checkout`);
    await islandsHydrated(page);
    const form = page.locator('.checkout');
    const address = form.getByRole('combobox', { name: 'Address', exact: true });
    expect(await address.getAttribute('aria-expanded')).toBe('false');
    await address.pressSequentially('412 warr');
    const option = page.getByRole('option', { name: /412 Warren Street/ });
    await option.waitFor();
    expect(await address.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('status').filter({ hasText: 'found' }).innerText()).toContain('address');
    await address.press('ArrowDown');
    // The list may still be redrawn by the answer to the last keystroke: wait for the state.
    await expect
      .poll(async () => (await address.getAttribute('aria-activedescendant')) === (await option.getAttribute('id')))
      .toBe(true);
    await address.press('Enter');
    await page.waitForFunction(
      () => (document.querySelector<HTMLInputElement>('input[autocomplete="postal-code"]')?.value ?? '') === '12534',
    );
    expect(await address.inputValue()).toBe('412 Warren Street');
    expect(await form.getByLabel('City').inputValue()).toBe('Hudson');
    expect(await form.getByLabel('State or region').inputValue()).toBe('NY');
    expect(await form.getByLabel('Country').inputValue()).toBe('US');
    expect(await address.getAttribute('aria-expanded')).toBe('false');
  });
});

/** The pixel's script as its host would send it, stood in for: it answers the queued calls into a list. */
async function standInPixelHost(page: Page): Promise<string[]> {
  const fetched: string[] = [];
  await page.context().route(`${AD_PIXEL_SCRIPT_HOST}/**`, (route) => {
    fetched.push(route.request().url());
    return route.fulfill({
      contentType: 'application/javascript',
      body: 'window.pixelCalls = window.fbq.queue.slice(); window.fbq.callMethod = function () { window.pixelCalls.push(Array.from(arguments)); };',
    });
  });
  return fetched;
}

const pixelCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { pixelCalls?: unknown[][] }).pixelCalls ?? null);

describe('the ad pixel', () => {
  beforeAll(() => adPixelSettingsStore(db).save('demo', { pixelId: PIXEL }));
  afterAll(() => adPixelSettingsStore(db).save('demo', { pixelId: null }));

  it('loads only after the visitor accepts cookies, then hears page view, product view and add to cart', async () => {
    const { page } = await open();
    const fetched = await standInPixelHost(page);
    const response = await page.goto(`${server.origin}${LANTERN.path}`);
    expect(response!.headers()['content-security-policy']).toContain(`script-src 'self' ${AD_PIXEL_SCRIPT_HOST}`);
    await islandsHydrated(page);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    expect(fetched).toEqual([]);
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await page.waitForFunction(() => Array.isArray((window as unknown as { pixelCalls?: unknown }).pixelCalls));
    expect(fetched).toHaveLength(1);
    expect(await pixelCalls(page)).toEqual([
      ['init', PIXEL],
      ['track', 'PageView'],
      ['track', 'ViewContent', { content_ids: [LANTERN.itemId], content_type: 'product_group' }],
    ]);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.waitForFunction(() => ((window as unknown as { pixelCalls: unknown[][] }).pixelCalls.length ?? 0) >= 4);
    const calls = (await pixelCalls(page))!;
    expect(calls[3]).toEqual([
      'track',
      'AddToCart',
      { content_ids: [LANTERN.sku], content_type: 'product', value: expect.any(Number), currency: 'USD' },
    ]);

    // The next page loads it at once: the visitor said yes before.
    await page.goto(`${server.origin}/about`);
    await page.waitForFunction(() => Array.isArray((window as unknown as { pixelCalls?: unknown }).pixelCalls));
    expect(await pixelCalls(page)).toEqual([
      ['init', PIXEL],
      ['track', 'PageView'],
    ]);
  });

  it('loads nothing when the visitor declines, on this page or the next', async () => {
    const { page, requests } = await open();
    const fetched = await standInPixelHost(page);
    await page.goto(`${server.origin}${LANTERN.path}`);
    await islandsHydrated(page);
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
    await page.goto(`${server.origin}/about`);
    await islandsHydrated(page);
    // The page's own tracking has run (its page view was sent), and still no pixel.
    expect(requests.some((url) => url.endsWith('/api/census/RecordHit'))).toBe(true);
    expect(
      await page.evaluate(() => [
        'fbq' in window,
        document.querySelectorAll('script[src*="connect.facebook.net"]').length,
      ]),
    ).toEqual([false, 0]);
    expect(fetched).toEqual([]);
  });
});
