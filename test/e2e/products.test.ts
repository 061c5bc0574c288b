/**
 * The products panel in Chromium (issue 24), on the demo store served from the content store
 * as `npm start` serves it: a product made in /config with two options, four variants and two
 * uploaded images, published, seen on /shop and bought; a price change seen in the live
 * preview before publishing and on the storefront after; two owners editing one product, the
 * second told of the conflict; axe clean and usable at 1280 and 375 px.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe';
import {
  closeWatchedPages,
  connectChromium,
  islandsHydrated,
  openWatchedPage,
  whenClockReaches,
} from './helpers/browser';
import { MANAGER, OWNER, startContentServer, type ContentServer } from './content-server';
import type { Browser, Page } from 'playwright-core';
import type { WatchedPage } from './helpers/browser';

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 740 };
const TENT = '/config/products/prod-ridge-tent';

let browser: Browser;
let server: ContentServer;
let images: string;
const pages: WatchedPage[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([connectChromium(), startContentServer()]);
  images = await mkdtemp(join(tmpdir(), 'product-images-'));
  for (const [name, color] of [
    ['tent-green.png', { r: 40, g: 110, b: 60 }],
    ['tent-sand.png', { r: 200, g: 180, b: 130 }],
  ] as const)
    await sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
      .png()
      .toFile(join(images, name));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (images) await rm(images, { recursive: true, force: true });
});
afterEach(async ({ task }) => {
  await closeWatchedPages(pages, { name: `products ${task.name}`, result: task.result });
});

/** The app's "who is signed in?" answers 401 before sign-in; the events endpoint may not exist. */
const expected = (problem: string) =>
  /status of 401 .*\/api\/owner\/me\)$/.test(problem) ||
  /status of 40[45] .*\/api\/events\/RecordEvent\)$/.test(problem);

async function open(path: string, viewport = DESKTOP): Promise<Page> {
  // axe is injected as an inline script, which our CSP refuses: these pages bypass it.
  const watched = await openWatchedPage(browser, { context: { viewport, bypassCSP: true }, expected });
  pages.push(watched);
  await watched.page.goto(new URL(path, server.origin).href);
  return watched.page;
}

async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

const saved = (page: Page) => page.locator('.editor-bar__state', { hasText: 'All changes saved' }).waitFor();

/** The page has nothing wider than the screen (no sideways scrolling of the whole page). */
const widerThanScreen = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.right > width + 1 && !el.closest('.table-wrap, .live-preview__box');
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80));
  });

async function upload(page: Page, file: string): Promise<void> {
  const before = await page.locator('.product-images__item').count();
  await page.getByRole('button', { name: 'Add image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an image' });
  await dialog.getByLabel('Upload an image').setInputFiles(join(images, file));
  await dialog.waitFor({ state: 'detached' });
  await page.locator('.product-images__item').nth(before).waitFor();
}

describe('the products panel in Chromium', () => {
  it('lands the owner on Home with today, low stock, waiting and submissions, and View site, at 1280 and 375 px', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await open('/config', viewport);
      await signIn(page, OWNER);
      await page.getByRole('heading', { name: 'Today', level: 2 }).waitFor();
      for (const title of ['Low stock', 'Waiting for review', 'Recent submissions'])
        await page.getByRole('heading', { name: title, level: 2 }).waitFor();
      expect(await page.getByRole('link', { name: 'View site' }).getAttribute('href')).toBe('/');
      // The demo's sold-out backpack is low on stock.
      expect(await page.locator('.card', { hasText: 'Low stock' }).innerText()).toContain('Waxed Canvas Backpack');
      expect(await widerThanScreen(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  it('makes a product with two options, four variants and two uploaded images, publishes it, and it is sold on /shop (1280 px)', async () => {
    const page = await open('/config');
    await signIn(page, OWNER);
    await page.getByRole('link', { name: 'Products', exact: true }).click();
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Canvas Field Jacket' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add product' });
    await dialog.getByLabel('Name').fill('Ridge Tent');
    await dialog.getByLabel('Product type').selectOption('Physical');
    await dialog.getByLabel('Add to').selectOption('shop');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL(`**${TENT}`);
    await page.getByLabel('URL slug').waitFor();
    expect(await page.getByLabel('URL slug').inputValue()).toBe('ridge-tent');

    await upload(page, 'tent-green.png');
    await upload(page, 'tent-sand.png');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Option 1 name').fill('Size');
    await page.getByLabel('Option 1 values, separated by commas').fill('2P, 3P');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Option 2 name').fill('Color');
    await page.getByLabel('Option 2 values, separated by commas').fill('Green, Sand');
    await page.getByRole('button', { name: 'Update variants' }).click();
    const variants = ['2P / Green', '2P / Sand', '3P / Green', '3P / Sand'];
    for (const [i, name] of variants.entries()) {
      await page.getByLabel(`Price of ${name}`, { exact: true }).fill(i < 2 ? '240.00' : '290.00');
      await page.getByLabel(`Stock of ${name}`).fill('5');
    }
    await page.getByLabel('Image of 3P / Sand').selectOption({ index: 2 });
    // The money as the storefront writes it, beside the field.
    expect(await page.locator('.variants-table .money-input__shown').first().innerText()).toBe('$240.00');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('A roomy tent for two or three.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.locator('.editor-bar__state', { hasText: 'Published: visitors see it now.' }).waitFor();

    const shop = await open('/shop');
    await expect
      .poll(async () => (await shop.reload(), await shop.getByText('Ridge Tent').count()), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await shop.clock.install();
    await shop.goto(`${server.origin}/shop/ridge-tent`);
    await islandsHydrated(shop);
    expect(await shop.locator('h1').innerText()).toContain('Ridge Tent');
    expect(await shop.locator('img[src^="/media/"]').count()).toBeGreaterThan(0);
    await shop.getByRole('combobox', { name: 'Size' }).selectOption('3P');
    await shop.getByRole('combobox', { name: 'Color' }).selectOption('Sand');
    await shop.getByRole('button', { name: 'Add To Cart' }).click();
    await whenClockReaches(shop, () => shop.locator('.product-form__button', { hasText: 'Added!' }).count(), 1);
    await shop.goto(`${server.origin}/checkout`);
    await islandsHydrated(shop);
    const form = shop.locator('.checkout');
    await form.getByLabel('Email').fill('camper@example.com');
    await form.getByLabel('Full name').fill('Ana Lee');
    await form.getByLabel('Address', { exact: true }).fill('1 Warren St');
    await form.getByLabel('City').fill('Hudson');
    await form.getByLabel('State or region').fill('NY');
    await form.getByLabel('Postal code').fill('12534');
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: /Place order/ }).click();
    await shop.waitForURL('**/order-confirmed/**');
    expect(await shop.locator('.order-items').innerText()).toContain('Ridge Tent');
    const [stock] = await server.db.query<{ qty_in_stock: number }>(
      `select qty_in_stock from stock where website_id = 'demo' and item_id = 'prod-ridge-tent' and sku = 'RIDGE-3P-SAND'`,
    );
    expect(Number(stock?.qty_in_stock)).toBe(4);
  });

  it('shows a changed price in the preview before publishing, and on the storefront after', async () => {
    const page = await open(TENT);
    await signIn(page, OWNER);
    await page.getByLabel('Price of 2P / Green', { exact: true }).fill('199.00');
    const frame = page.locator('iframe.live-preview__frame');
    await expect.poll(async () => (await frame.getAttribute('srcdoc')) ?? '', { timeout: 10_000 }).toContain('$199.00');
    expect(await frame.getAttribute('sandbox')).toBe('allow-same-origin');
    await page.getByRole('button', { name: 'Phone' }).click();
    expect(await frame.getAttribute('data-device')).toBe('phone');
    const before = await (await fetch(`${server.origin}/shop/ridge-tent`)).text();
    expect(before).not.toContain('$199.00');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(page);
    expect(await (await fetch(`${server.origin}/shop/ridge-tent`)).text()).not.toContain('$199.00');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.locator('.editor-bar__state', { hasText: 'Published: visitors see it now.' }).waitFor();
    await expect
      .poll(async () => (await fetch(`${server.origin}/shop/ridge-tent`)).text(), { timeout: 10_000 })
      .toContain('$199.00');
  });

  it('tells the second of two owners editing one product that someone else changed it, and Reload shows their change', async () => {
    const first = await open(TENT);
    await signIn(first, OWNER);
    const second = await open(TENT);
    await signIn(second, MANAGER);
    await first.getByLabel('Name', { exact: true }).waitFor();
    await second.getByLabel('Name', { exact: true }).waitFor();

    await first.getByLabel('Name', { exact: true }).fill('Ridge Tent Deluxe');
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(first);

    await second.getByLabel('Add button text').fill('Pitch it');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = second.getByRole('alert').filter({ hasText: 'Someone else changed this' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Reload' }).click();
    await alert.waitFor({ state: 'detached' });
    expect(await second.getByLabel('Name', { exact: true }).inputValue()).toBe('Ridge Tent Deluxe');
    expect(await second.getByLabel('Add button text').inputValue()).toBe('');
  });

  it('is usable at 375 px: the list and the editor fit the screen and are axe clean', async () => {
    const page = await open('/config/products', MOBILE);
    await signIn(page, MANAGER);
    await page.getByRole('link', { name: 'Ridge Tent Deluxe' }).waitFor();
    expect(await widerThanScreen(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Ridge Tent Deluxe' }).click();
    await page.getByLabel('URL slug').waitFor();
    await page.locator('iframe.live-preview__frame').waitFor();
    expect(await widerThanScreen(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
