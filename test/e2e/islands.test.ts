import { describe, expect, it } from 'vitest';
import { islandsApp } from '../helpers/islands-app';
import { browserSuite } from './helpers/browser-suite';
import { saveScreenshot } from './helpers/screenshots';
import { serveFetch } from './helpers/serve';
import { TEST_ASSETS_DIR, buildTestBundle } from './helpers/test-bundle';
import type { Manifest } from '../../islands/manifest';

let manifest: Manifest;
const site = browserSuite(async () => {
  manifest = await buildTestBundle();
  return serveFetch(islandsApp({ manifest, assetsDir: TEST_ASSETS_DIR }).fetch);
});

const focusedLabel = () => document.activeElement?.getAttribute('aria-label');

describe('gallery island', () => {
  it('opens the lightbox on click, moves with arrows, closes on Escape and returns focus', async () => {
    const { page } = await site.visit('/gallery');
    await page.getByRole('button', { name: 'Open image 2 of 6: Swatch 2' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.isVisible()).resolves.toBe(true);
    expect(await page.evaluate(focusedLabel)).toBe('Close');
    await saveScreenshot(page, 'islands lightbox open');
    await page.keyboard.press('ArrowRight');
    expect(await dialog.locator('img').getAttribute('alt')).toBe('Swatch 3');
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await page.evaluate(focusedLabel)).toBe('Open image 2 of 6: Swatch 2');
  });

  it('keeps Tab inside the lightbox and closes with its button', async () => {
    const { page } = await site.visit('/gallery');
    await page.getByRole('button', { name: /Open image 1 of 6/ }).click();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('runs a slideshow with previous and next', async () => {
    const { page } = await site.visit('/slideshow');
    const stage = page.locator('.slideshow__stage img');
    await page.getByRole('button', { name: 'Next image' }).click();
    expect(await stage.getAttribute('alt')).toBe('Swatch 2');
    await page.getByRole('button', { name: 'Previous image' }).click();
    await page.getByRole('button', { name: 'Previous image' }).click();
    expect(await stage.getAttribute('alt')).toBe('Swatch 6');
  });

  it('fits a 320px wide screen', async () => {
    const { page } = await site.visit('/gallery', { context: { viewport: { width: 320, height: 640 } } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

describe('pill cart island', () => {
  const pill = (page: import('playwright-core').Page) => page.locator('a.pill-cart');

  it('shows the count and subtotal and links to /cart', async () => {
    const { page } = await site.visit('/pill?quantity=3&subtotal=%2436.00');
    await expect(pill(page).isVisible()).resolves.toBe(true);
    expect(await pill(page).getAttribute('href')).toBe('/cart');
    expect(await pill(page).innerText()).toContain('$36.00');
    expect(await page.getByRole('link', { name: /Cart, 3 items/ }).count()).toBe(1);
  });

  it('shows 100+ above 100 items, spoken as more than 100 items', async () => {
    const { page } = await site.visit('/pill?quantity=101&style=dark');
    expect(await page.locator('.pill-cart__count').innerText()).toBe('100+');
    expect(await page.getByRole('link', { name: /more than 100 items/ }).count()).toBe(1);
    expect(await pill(page).getAttribute('class')).toBe('pill-cart pill-cart--dark');
  });

  it('is hidden when the cart is empty', async () => {
    const { page } = await site.visit('/pill?quantity=0');
    await expect(pill(page).isHidden()).resolves.toBe(true);
  });

  it('is hidden when the server says so', async () => {
    const { page } = await site.visit('/pill?quantity=4&hidden');
    await expect(pill(page).isHidden()).resolves.toBe(true);
  });
});

describe('island loading', () => {
  it('loads only the chunks of the islands on the page', async () => {
    const { requests } = await site.visit('/pill?quantity=1');
    const loaded = requests.map((url) => new URL(url).pathname);
    expect(loaded).toContain(manifest.boot);
    // The cart pill comes with the entry (scripts/shared-chunk.ts): no chunk of its own. No
    // other island's chunk is loaded. (This bundle's entry imports every island's server
    // component, so here all come with it; scripts/build.test.ts checks the real bundle's chunks.)
    expect(manifest.islands['pill-cart']).toEqual([]);
    const others = Object.entries(manifest.islands).filter(([name]) => name !== 'pill-cart');
    for (const [, chunks] of others) for (const chunk of chunks) expect(loaded).not.toContain(chunk);
  });

  it('hands islands their Date, Set, Map, URL and BigInt props', async () => {
    const { page } = await site.visit('/probe');
    const kinds = await page
      .locator('.props-probe dd')
      .evaluateAll((dds) => dds.map((dd) => dd.getAttribute('data-kind')));
    expect(kinds).toEqual(['Date', 'Set', 'Map', 'URL', 'bigint']);
    expect(await page.locator('.props-probe dd').last().innerText()).toBe((2n ** 70n).toString());
  });

  it('hydrates each island as its own live root', async () => {
    const { page } = await site.visit('/probe');
    await page.getByRole('button', { name: 'Count: 10' }).click();
    await page.getByRole('button', { name: 'Count: 11' }).click();
    expect(await page.getByRole('button', { name: 'Count: 1', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Count: 12' }).count()).toBe(1);
  });

  it('serves the bundle with immutable caching', async () => {
    const response = await fetch(new URL(manifest.boot, site.origin));
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(manifest.boot).toMatch(/^\/assets\/boot-[A-Z0-9]{8}\.js$/);
  });
});
