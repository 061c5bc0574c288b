import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe';
import { whenClockReaches } from './helpers/browser';
import { browserSuite } from './helpers/browser-suite';
import { setDemoStoreSettings, startStorefront } from './storefront-server';
import type { Page } from 'playwright-core';

const site = browserSuite(startStorefront);

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
];

const addButton = (page: Page) => page.locator('.product-form__button');
const alert = (page: Page) => page.locator('.product-form__alert');
const cart = (page: Page) => page.evaluate(() => fetch('/api/commerce/shopping-cart').then((r) => r.json()));

describe.each(VIEWPORTS)('the storefront on $name', ({ viewport }) => {
  const visit = (path: string) => site.visit(path, { context: { viewport, bypassCSP: true }, fakeClock: true });

  it('chooses variants, shows every message, adds with Adding… then Added! and updates the pill cart', async () => {
    const { page } = await visit('/shop/canvas-field-jacket');
    const size = page.getByRole('combobox', { name: 'Size' });
    const color = page.getByRole('combobox', { name: 'Color' });
    await addButton(page).click();
    await expect
      .poll(() => alert(page).innerText())
      .toBe('Unable to Add Item Please select the Size and Color options.');
    await size.selectOption('L');
    await addButton(page).click();
    await expect.poll(() => alert(page).innerText()).toBe('Unable to Add Item Please select the Color option.');
    expect(await color.locator('option[value="Navy"]').innerText()).toBe('Navy (sold out)');
    await color.selectOption('Navy');
    await expect
      .poll(() => page.locator('[data-product-image] img').first().getAttribute('src'))
      .toMatch(/product-canvas-field-jacket-navy/);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'L / Navy' }).innerText())
      .toBe('L / Navy: sold out');
    // Sold out (issue 13 item 2): the button says so and cannot be pressed; the restock box shows.
    await expect.poll(() => addButton(page).isDisabled()).toBe(true);
    expect((await addButton(page).innerText()).toLowerCase()).toBe('sold out');
    expect(await page.locator('form.restock').isVisible()).toBe(true);
    await size.selectOption('M');
    await color.selectOption('Olive');
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('1.5');
    await addButton(page).click();
    await expect.poll(() => alert(page).innerText()).toBe('Unable to Add Item Quantity must be a whole number');
    await quantity.fill('');
    await addButton(page).click();
    await expect.poll(() => alert(page).innerText()).toBe('Unable to Add Item Quantity must be a number.');
    await quantity.fill('2');
    await addButton(page).click();
    await expect.poll(() => addButton(page).innerText()).toBe('Adding…');
    await whenClockReaches(page, () => addButton(page).innerText(), 'Added!');
    expect(await alert(page).innerText()).toBe('');
    await expect.poll(() => page.locator('.pill-cart__count').innerText()).toBe('2');
    await whenClockReaches(page, () => addButton(page).innerText(), 'Add To Cart');
  });

  it('adds once for a double click', async () => {
    const { page } = await visit('/shop/brass-trail-lantern');
    await addButton(page).dblclick();
    await whenClockReaches(page, () => addButton(page).innerText(), 'Added!');
    const { entries } = await cart(page);
    expect(entries.map((e: { itemId: string; quantity: number }) => [e.itemId, e.quantity])).toEqual([
      ['prod-brass-trail-lantern', 1],
    ]);
  });

  it('opens the instalment popup and closes it by its button, Escape and a click outside, focus back on the pill', async () => {
    const { page } = await visit('/shop/canvas-field-jacket');
    const pill = page.getByRole('button', { name: 'Afterpay' });
    expect(await page.locator('.instalments').innerText()).toContain('or 4 interest-free payments of $29.50 with');
    const dialog = page.getByRole('dialog', { name: 'Afterpay' });
    const closeWays: ((p: Page) => Promise<void>)[] = [
      (p) => p.getByRole('button', { name: 'Close' }).click(),
      (p) => p.keyboard.press('Escape'),
      (p) => p.mouse.click(3, 3),
    ];
    for (const close of closeWays) {
      await pill.click();
      await expect
        .poll(() => dialog.locator('.instalments__info').innerText())
        .toContain('Pay in 4 interest-free payments with Afterpay');
      await close(page);
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await pill.evaluate((el) => el === document.activeElement)).toBe(true);
    }
  });

  it('asks the additional fields in a modal before adding', async () => {
    const { page } = await visit('/shop/navigation-workshop');
    await page.getByRole('combobox', { name: 'Date' }).selectOption('January 16, 2027');
    await addButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Workshop details' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Reserve a Seat' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Required');
    await dialog.getByLabel('Participant name').fill('Ada');
    await dialog.getByRole('radio', { name: 'Some day hikes' }).check();
    await dialog.getByRole('button', { name: 'Reserve a Seat' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await whenClockReaches(page, () => addButton(page).innerText(), 'Added!');
    const { entries } = await cart(page);
    expect(JSON.parse(entries[0].additionalFields)).toMatchObject({
      'field-participant': 'Ada',
      'field-experience': 'Some day hikes',
    });
  });

  it('has no serious or critical axe violations on a product page and the shop', async () => {
    const product = await visit('/shop/merino-crew-tee');
    expect(await seriousViolations(product.page)).toEqual([]);
    const shop = await visit('/shop');
    expect(await seriousViolations(shop.page)).toEqual([]);
  });
});

describe('the storefront on desktop', () => {
  const visit = (path: string) =>
    site.visit(path, { context: { viewport: { width: 1280, height: 800 }, bypassCSP: true }, fakeClock: true });

  it('opens a product in quick view from the shop and adds from there', async () => {
    const { page, requests } = await visit('/shop');
    const opener = page.locator('button[data-quick-view="prod-wool-camp-blanket"]');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Wool Camp Blanket' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Color' }).selectOption('Slate Stripe');
    await expect.poll(() => dialog.locator('[data-product-image] img').getAttribute('src')).toMatch(/slate/);
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await whenClockReaches(page, () => dialog.locator('.product-form__button').innerText(), 'Added!');
    expect(requests.some((url) => url.endsWith('/api/census/RecordQuickView/prod-wool-camp-blanket'))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('shows radio groups when the store says so, keyboard operable', async () => {
    await setDemoStoreSettings({ variantChooser: 'radio' });
    try {
      const { page } = await visit('/shop/merino-crew-tee');
      const size = page.getByRole('group', { name: 'Size' });
      await size.getByRole('radio', { name: 'XL' }).check();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      expect(
        await page.getByRole('group', { name: 'Color' }).getByRole('radio', { name: 'Heather Grey' }).isChecked(),
      ).toBe(true);
      expect(await page.getByRole('group', { name: 'Color' }).locator('[data-unavailable]').innerText()).toBe(
        'Forest (sold out)',
      );
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await setDemoStoreSettings({});
    }
  });

  it('goes to checkout after adding in express checkout', async () => {
    await setDemoStoreSettings({ expressCheckout: true });
    try {
      const { page } = await visit('/shop/brass-trail-lantern');
      await Promise.all([page.waitForURL('**/checkout'), addButton(page).click()]);
      expect(new URL(page.url()).pathname).toBe('/checkout');
    } finally {
      await setDemoStoreSettings({});
    }
  });

  it('asks gift card buyers for a denomination under the gift card title, then adds', async () => {
    const { page } = await visit('/shop/gift-card');
    await addButton(page).click();
    await expect
      .poll(() => alert(page).innerText())
      .toBe('Unable to purchase Gift Card Select a denomination for the Gift Card');
    await page.getByRole('combobox', { name: 'Value' }).selectOption('$50');
    await addButton(page).click();
    await whenClockReaches(page, () => addButton(page).innerText(), 'Added!');
    expect(await alert(page).innerText()).toBe('');
  });

  it('withdraws the instalment pill once the cart holds an item that is not physical', async () => {
    const { page } = await visit('/shop/canvas-field-jacket');
    expect(await page.getByRole('button', { name: 'Afterpay' }).count()).toBe(1);
    const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;
    const added = await page.context().request.post(`${site.origin}/api/commerce/shopping-cart/entries`, {
      headers: { 'X-CSRF-Token': crumb },
      data: { itemId: 'prod-trail-map-prints', sku: null, quantity: 1, additionalFields: null },
    });
    expect(added.status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.locator('.instalments').count()).toBe(0);
  });

  it('signs up for a restock notice: blank, invalid, then the success text', async () => {
    const { page } = await visit('/shop/waxed-canvas-backpack');
    const box = page.locator('form.restock');
    await box.getByRole('button', { name: 'Notify me' }).click();
    await expect.poll(() => box.getByRole('alert').innerText()).toBe('Email cannot be blank');
    await box.getByLabel('Email address').fill('ada@');
    await box.getByRole('button', { name: 'Notify me' }).click();
    await expect.poll(() => box.getByRole('alert').innerText()).toBe('Email is invalid');
    await box.getByLabel('Email address').fill('ada@example.com');
    await box.getByRole('button', { name: 'Notify me' }).click();
    await expect
      .poll(() => page.locator('.restock__success').innerText())
      .toBe('Signed up! We will email you as soon as it is back.');
  });

  it('shows the hidden restock box and the scarcity message of the chosen variant', async () => {
    const { page } = await visit('/shop/merino-crew-tee');
    expect(await page.locator('.restock').isHidden()).toBe(true);
    await page.getByRole('combobox', { name: 'Size' }).selectOption('XL');
    await page.getByRole('combobox', { name: 'Color' }).selectOption('Forest');
    await expect.poll(() => page.locator('.restock').isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Color' }).selectOption('Heather Grey');
    await expect
      .poll(() => page.locator('.product-form .product-scarcity').innerText())
      .toBe('Only 1 left in this size');
    expect(await page.locator('.restock').isHidden()).toBe(true);
  });
});
