import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  islandsHydrated,
  connectChromium,
  openWatchedPage,
  closeWatchedPages,
  whenClockReaches,
} from './helpers/browser';
import { startShopServer } from './cart-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { WatchedPage } from './helpers/browser';
import type { RunningServer } from './helpers/serve';

const MUG = { itemId: 'prod-enamel-camp-mug', sku: 'NW-ENACAMMUG-CREAM' };
const LANTERN = { itemId: 'prod-brass-trail-lantern', sku: 'NW-BRATRALAN' };

let browser: Browser;
let server: RunningServer;
const opened: WatchedPage[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([connectChromium(), startShopServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(async ({ task }) => {
  await closeWatchedPages(opened, { name: `cart ${task.name}`, result: task.result });
});

/** Without JavaScript, Chromium refuses the island chunks' modulepreload links; that is expected. */
const blockedPreload = (problem: string) => /^request failed: \S+\/assets\/\S+\.js csp$/.test(problem);

async function open(javaScriptEnabled = true): Promise<WatchedPage> {
  const watched = await openWatchedPage(browser, {
    context: { javaScriptEnabled },
    expected: javaScriptEnabled ? undefined : blockedPreload,
  });
  opened.push(watched);
  return watched;
}

/** Adds through the cart call with the page's crumb, as the add-to-cart button does. */
async function add(context: BrowserContext, item: { itemId: string; sku: string }, quantity: number): Promise<void> {
  const crumb = (await context.cookies()).find((c) => c.name === 'crumb')?.value ?? '';
  const answer = await context.request.post(`${server.origin}/api/commerce/shopping-cart/entries`, {
    headers: { 'X-CSRF-Token': crumb },
    data: { ...item, quantity, additionalFields: null },
  });
  expect(answer.status()).toBe(200);
}

const entryRow = (page: Page, title: string) => page.locator('.cart-entry', { hasText: title });
const grandTotal = (page: Page) => page.locator('[data-total="grand"]').innerText();

describe('cart and checkout in Chromium', () => {
  it('adds two products, changes quantities, removes one, applies a coupon, checks out and sees the confirmation', async () => {
    const { page } = await open();
    // Added as a shopper adds them: with the product pages' buttons ('Added!' on a fake clock).
    await page.clock.install();
    await page.goto(`${server.origin}/shop/enamel-camp-mug`);
    await islandsHydrated(page);
    await page.getByRole('combobox', { name: 'Color' }).selectOption('Cream');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await whenClockReaches(page, () => page.locator('.product-form__button', { hasText: 'Added!' }).count(), 1);
    await page.goto(`${server.origin}/shop/brass-trail-lantern`);
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await whenClockReaches(page, () => page.locator('.product-form__button', { hasText: 'Added!' }).count(), 1);

    // The home page is rendered without the cart; the cart cookie makes the page load it, and
    // the pill and the header's cart link then agree.
    await page.goto(`${server.origin}/`);
    await islandsHydrated(page);
    await page.locator('[data-cart-link][data-cart-initialized]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.querySelector('[data-cart-quantity]')?.textContent === '2');
    expect(await page.locator('[data-cart-subtotal]').innerText()).toBe('$86.00');
    expect(await page.locator('a.pill-cart').innerText()).toContain('$86.00');
    expect(await page.locator('body[data-cart-ready]').count()).toBe(1);

    await page.goto(`${server.origin}/cart`);
    await islandsHydrated(page);
    expect(await page.locator('.cart-entry').count()).toBe(2);
    expect(await page.locator('a.pill-cart').isHidden()).toBe(true);
    expect(await grandTotal(page)).toBe('$94.00');

    await page.getByLabel('Quantity of Enamel Camp Mug').fill('3');
    await page.waitForFunction(() => document.querySelector('[data-total="subtotal"]')?.textContent === '$130.00');
    expect(await page.locator('.header-cart [data-cart-quantity]').innerText()).toBe('4');
    await page.getByLabel('Quantity of Brass Trail Lantern').fill('0');
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.innerText()).toContain(
      "You have set this item's quantity to 0. This will remove it from your cart. Would you like to continue?",
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByLabel('Quantity of Brass Trail Lantern').inputValue()).toBe('1');
    await page.getByRole('button', { name: 'Remove Brass Trail Lantern' }).click();
    await entryRow(page, 'Brass Trail Lantern').waitFor({ state: 'detached' });
    expect(await page.locator('[data-total="subtotal"]').innerText()).toBe('$66.00');

    await page.getByLabel('Coupon code').fill('trail10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Coupon TRAIL10 applied.').waitFor();
    expect(await page.locator('[data-total="discount"]').innerText()).toBe('-$6.60');

    await page.getByRole('link', { name: 'Check out' }).click();
    await page.waitForURL('**/checkout');
    await islandsHydrated(page);
    const form = page.locator('.checkout');
    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByLabel('Full name').fill('Ana Lee');
    await form.getByLabel('Address', { exact: true }).fill('1 Warren St');
    await form.getByLabel('City').fill('Hudson');
    await form.getByLabel('State or region').fill('NY');
    await form.getByLabel('Postal code').fill('12534');
    await form.getByLabel('Card number').click();
    await page.waitForFunction(() => document.querySelector('[data-total="tax"]')?.textContent === '$4.75');
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: /Place order/ }).click();

    await page.waitForURL('**/order-confirmed/**');
    expect(await page.locator('h1').innerText()).toBe('Thank you for your order');
    expect(await page.locator('.order-items').innerText()).toContain('Enamel Camp Mug');
    expect(await page.locator('.order-grand-total').innerText()).toBe('$72.15');
    await page.goto(`${server.origin}/cart`);
    expect(await page.getByText('You have nothing in your shopping cart.').count()).toBe(1);
  });

  it('ends at the last of 20 rapid quantity edits, on the page and on the server', async () => {
    const { page } = await open();
    await page.goto(`${server.origin}/`);
    await add(page.context(), MUG, 1);
    await page.goto(`${server.origin}/cart`);
    await islandsHydrated(page);
    const quantity = page.getByLabel('Quantity of Enamel Camp Mug');
    for (const value of [5, 9, 2, 14, 3, 11, 8, 6, 12, 4, 15, 10, 13, 2, 9, 16, 5, 12, 3, 7])
      await quantity.fill(String(value));
    await page.waitForFunction(
      () =>
        document.querySelector('.cart[data-cart-status="loaded"] [data-total="subtotal"]')?.textContent === '$154.00',
    );
    expect(await quantity.inputValue()).toBe('7');
    await page.reload();
    await islandsHydrated(page);
    expect(await page.getByLabel('Quantity of Enamel Camp Mug').inputValue()).toBe('7');
  });

  it('lists the cart and changes it with plain forms when JavaScript is off', async () => {
    const { page } = await open(false);
    await page.goto(`${server.origin}/`);
    await add(page.context(), MUG, 2);
    await add(page.context(), LANTERN, 1);

    await page.goto(`${server.origin}/cart`);
    expect(await page.locator('.cart-entry').count()).toBe(2);
    expect(await entryRow(page, 'Enamel Camp Mug').innerText()).toContain('$44.00');
    expect(await grandTotal(page)).toBe('$108.00');

    await page.getByLabel('Quantity of Enamel Camp Mug').fill('4');
    await entryRow(page, 'Enamel Camp Mug').getByRole('button', { name: 'Update' }).click();
    await page.waitForURL('**/cart');
    expect(await entryRow(page, 'Enamel Camp Mug').innerText()).toContain('$88.00');

    await page.getByRole('button', { name: 'Remove Brass Trail Lantern' }).click();
    await page.waitForURL('**/cart');
    expect(await page.locator('.cart-entry').count()).toBe(1);
  });
});
