/**
 * What a new visitor tripped over in the demo store (issue 13, items 1–12), each in Chromium on
 * the demo site exactly as `npm start` serves it (no setting switched on by the test).
 */
import { describe, expect, it } from 'vitest';
import { browserSuite } from './helpers/browser-suite';
import { startStorefront } from './storefront-server';

const site = browserSuite(startStorefront);
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 375, height: 740 } };

describe('a new visitor of the demo store', () => {
  it('1. sees the instalment pill on a physical product', async () => {
    const { page } = await site.visit('/shop/canvas-field-jacket', { context: DESKTOP });
    await expect.poll(() => page.locator('.instalments').innerText()).toContain('interest-free payments');
  });

  it('2. finds no enabled add button on a sold-out product, its sold-out text and the restock box instead', async () => {
    const { page } = await site.visit('/shop/beeswax-candle', { context: DESKTOP });
    const button = page.locator('.product-form__button');
    expect(await button.isDisabled()).toBe(true);
    expect((await button.innerText()).toLowerCase()).toBe('back in autumn');
    expect(await page.locator('form.restock').isVisible()).toBe(true);
  });

  it('2. gets the restock box and a disabled button once a sold-out variant is chosen', async () => {
    const { page } = await site.visit('/shop/blue-shirt', { context: DESKTOP });
    const button = page.locator('.product-form__button');
    expect(await page.locator('form.restock').isVisible()).toBe(false);
    await page.getByRole('combobox', { name: 'Size' }).selectOption('S');
    await page.getByRole('combobox', { name: 'Color' }).selectOption({ label: 'Indigo (sold out)' });
    await expect.poll(() => button.isDisabled()).toBe(true);
    expect(await page.locator('form.restock').isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Color' }).selectOption('Washed Blue');
    await expect.poll(() => button.isDisabled()).toBe(false);
    expect(await button.innerText()).toBe('Add To Cart');
    expect(await page.locator('form.restock').isVisible()).toBe(false);
  });
});
