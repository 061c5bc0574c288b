/**
 * What a new visitor tripped over in the demo store (issue 26, visitor points 1–7), in Chromium
 * at 1280 and 375 px on the demo site as `npm start` serves it.
 */
import { describe, expect, it } from 'vitest';
import { islandsHydrated } from './helpers/browser';
import { browserSuite } from './helpers/browser-suite';
import { setDemoStoreSettings, startStorefront } from './storefront-server';
import type { Locator, Page } from 'playwright-core';

const site = browserSuite(startStorefront);
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 375, height: 740 } };
const VIEWPORTS = [
  ['1280', DESKTOP],
  ['375', PHONE],
] as const;

/** Adds one item through the page's own cart call, so the page's cookies hold the cart. */
async function addToCart(page: Page, itemId: string, sku: string | null, quantity = 1): Promise<void> {
  await page.evaluate(
    async ([itemId, sku, quantity]) => {
      const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      await fetch('/api/commerce/shopping-cart/entries', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': crumb },
        body: JSON.stringify({ itemId, sku, quantity }),
      }).then((r) => r.text());
    },
    [itemId, sku, quantity] as const,
  );
}

/** Whether the whole of `locator` lies inside the page's viewport. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0;
}

/**
 * The contrast ratio (WCAG) of an element's text against the first opaque background behind it,
 * walking up its ancestors (a transparent button shows its dialog's background).
 */
async function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    let node: Element | null = el;
    let background = [255, 255, 255];
    while (node) {
      const parts = rgb(getComputedStyle(node).backgroundColor);
      if (parts.length === 3 || (parts[3] ?? 0) >= 1) {
        background = parts.slice(0, 3);
        break;
      }
      node = node.parentElement;
    }
    const [a, b] = [luminance(rgb(getComputedStyle(el).color)), luminance(background)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

describe('a first visit to the demo store (issue 26)', () => {
  it.each(VIEWPORTS)(
    '1. reads a declined card beside Place order at %s px, focused, fields kept',
    async (_w, context) => {
      const { page } = await site.visit('/shop', { context });
      await addToCart(page, 'prod-enamel-camp-mug', 'NW-ENACAMMUG-SLATE');
      await page.goto(new URL('/checkout', site.origin).href);
      await islandsHydrated(page);
      const form = page.locator('.checkout');
      await form.getByLabel('Email').fill('ana@example.com');
      await form.getByLabel('Full name').fill('Ana Lee');
      await form.getByLabel('Address', { exact: true }).fill('1 Warren St');
      await form.getByLabel('City').fill('Hudson');
      await form.getByLabel('State or region').fill('NY');
      await form.getByLabel('Postal code').fill('12534');
      await form.getByLabel('Card number').fill('4000 0000 0000 0002');
      await form.getByRole('button', { name: /Place order/ }).click();
      const refusal = form.locator('.checkout__refusal');
      await refusal.waitFor();
      expect(await refusal.getAttribute('role')).toBe('alert');
      expect(await refusal.innerText()).toMatch(/declined/i);
      expect(await refusal.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await inView(page, refusal)).toBe(true);
      expect(await inView(page, form.getByRole('button', { name: /Place order/ }))).toBe(true);
      expect(await form.locator('.checkout__refusal-summary').innerText()).toMatch(/declined/i);
      expect(await form.getByLabel('Email').inputValue()).toBe('ana@example.com');
      expect(await form.getByLabel('Card number').inputValue()).toBe('4000 0000 0000 0002');
    },
  );

  it.each(VIEWPORTS)(
    '2. sees the Close button of Quick View and of the instalment popup at %s px, light and dark, any site colour',
    async (_w, context) => {
      for (const style of ['light', 'dark'] as const) {
        await setDemoStoreSettings({ pillCartStyle: style });
        try {
          const shop = await site.visit('/shop', { context });
          // The demo's own colours (white text on green buttons), then one a designer might pick: pale buttons with dark text.
          if (style === 'dark')
            await shop.page.addStyleTag({ content: ':root { --accent: #ffe08a; --accent-ink: #111; }' });
          await shop.page.locator('button[data-quick-view="prod-wool-camp-blanket"]').click();
          const quickView = shop.page.getByRole('dialog', { name: 'Wool Camp Blanket' });
          const close = quickView.getByRole('button', { name: 'Close' });
          await close.waitFor();
          expect(await textContrast(close)).toBeGreaterThanOrEqual(4.5);
          await close.hover();
          expect(await textContrast(close)).toBeGreaterThanOrEqual(4.5);
          await close.click();
          await expect.poll(() => quickView.count()).toBe(0);

          const product = await site.visit('/shop/canvas-field-jacket', { context });
          await product.page.locator('.instalments__pill').click();
          const popup = product.page.locator('dialog.instalments__popup');
          const closePopup = popup.getByRole('button', { name: 'Close' });
          await closePopup.waitFor();
          expect(await textContrast(closePopup)).toBeGreaterThanOrEqual(4.5);
          expect(await inView(product.page, closePopup)).toBe(true);
        } finally {
          await setDemoStoreSettings({});
        }
      }
    },
  );

  it.each(VIEWPORTS)(
    '4. lines up the cart quantities at %s px, shows the sale price it was, removes a coupon and asks with a red Remove',
    async (_w, context) => {
      const { page } = await site.visit('/shop', { context });
      await addToCart(page, 'prod-enamel-camp-mug', 'NW-ENACAMMUG-SLATE');
      await addToCart(page, 'prod-wool-camp-blanket', 'NW-WOOCAMBLA-SLATE-STRIPE', 3);
      await page.goto(new URL('/cart', site.origin).href);
      await islandsHydrated(page);
      const inputs = page.locator('.cart-entry__quantity input[type="number"]');
      expect(await inputs.count()).toBe(2);
      const [first, second] = await Promise.all([inputs.nth(0).boundingBox(), inputs.nth(1).boundingBox()]);
      expect(first!.x).toBe(second!.x);
      expect(await page.locator('.cart-entry__regular').innerText()).toContain('$360.00');

      await page.getByLabel('Coupon code').fill('TRAIL10');
      await page.getByRole('button', { name: 'Apply' }).click();
      const discount = page.locator('[data-total="discount"]');
      await expect.poll(() => discount.count()).toBe(1);
      expect(await discount.innerText()).toMatch(/^-\$/);
      await page.getByRole('button', { name: 'Remove coupon TRAIL10' }).click();
      await expect.poll(() => discount.count()).toBe(0);

      await inputs.nth(0).fill('0');
      const dialog = page.getByRole('alertdialog');
      const [remove, cancel] = [
        dialog.getByRole('button', { name: 'Remove' }),
        dialog.getByRole('button', { name: 'Cancel' }),
      ];
      const background = (button: Locator) => button.evaluate((el) => getComputedStyle(el).backgroundColor);
      await page.mouse.move(0, 0);
      expect(await background(remove)).toBe('rgb(179, 38, 30)');
      expect(await background(cancel)).not.toBe(await background(remove));
      expect(await textContrast(cancel)).toBeGreaterThanOrEqual(4.5);
      expect(await textContrast(remove)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('3. sees the image, title, price and variant choice on the first screen of a phone, and swipes the images', async () => {
    const { page } = await site.visit('/shop/blue-shirt', { context: PHONE });
    const height = PHONE.viewport.height;
    for (const part of ['.product-images img', '.product-title', '.price', 'select']) {
      const box = await page.locator(part).first().boundingBox();
      expect(box, part).not.toBeNull();
      expect(box!.y + box!.height, `${part} ends on the first screen`).toBeLessThanOrEqual(height);
    }
    const strip = page.locator('.product-images');
    const dots = page.locator('.product-image-dots button');
    expect(await dots.count()).toBe(2);
    expect(await dots.nth(0).getAttribute('aria-current')).toBe('true');
    // One image beside the other, not stacked.
    const [first, second] = await Promise.all([
      strip.locator('img').nth(0).boundingBox(),
      strip.locator('img').nth(1).boundingBox(),
    ]);
    expect(second!.y).toBe(first!.y);
    await dots.nth(1).click();
    await expect.poll(() => dots.nth(1).getAttribute('aria-current')).toBe('true');
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(300);
  });

  it.each(VIEWPORTS)('3. picks Indigo at %s px: its image shows in view, and no image twice', async (_w, context) => {
    const { page } = await site.visit('/shop/blue-shirt', { context });
    await page.getByRole('combobox', { name: 'Size' }).selectOption('M');
    await page.getByRole('combobox', { name: 'Color' }).selectOption({ label: 'Indigo' });
    const images = page.locator('.product-images img');
    await expect.poll(() => images.first().getAttribute('src')).toMatch(/indigo/);
    const sources = await images.evaluateAll((list) => list.map((img) => img.getAttribute('src')));
    expect(new Set(sources).size).toBe(sources.length);
    expect(await inView(page, images.first())).toBe(true);
    await page.getByRole('combobox', { name: 'Color' }).selectOption('Washed Blue');
    await expect.poll(() => images.first().getAttribute('src')).not.toMatch(/indigo/);
    const again = await images.evaluateAll((list) => list.map((img) => img.getAttribute('src')));
    expect(new Set(again).size).toBe(again.length);
  });

  it.each(VIEWPORTS)(
    '6. likes a post at %s px and takes the like back: aria-pressed and a status say so',
    async (_w, context) => {
      const { page } = await site.visit('/journal/how-to-re-wax-a-canvas-jacket', { context });
      const button = page.getByRole('button', { name: /^Like/ });
      const status = page.locator('.like-status');
      const count = async () => Number(await button.getAttribute('data-like-count'));
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
      const before = await count();
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      expect(await count()).toBe(before + 1);
      expect(await status.innerText()).toBe('You like this post.');
      expect(await status.getAttribute('role')).toBe('status');
      // The state survives a reload: the page asks for it.
      await page.reload();
      await islandsHydrated(page);
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
      expect(await count()).toBe(before);
      expect(await status.innerText()).toBe('You no longer like this post.');
    },
  );

  it.each(VIEWPORTS)(
    '5. finds images and prices in search, products on the home page, and room above the clubs heading at %s px',
    async (_w, context) => {
      const search = await site.visit('/search?q=wool', { context });
      const product = search.page.locator('.search-result', { hasText: 'Wool Camp Blanket' });
      expect(await product.locator('.search-result-media img').isVisible()).toBe(true);
      expect(await product.locator('.price').innerText()).toContain('$96.00');

      const home = await site.visit('/', { context });
      const cards = home.page.locator('.summary-block .product-card');
      expect(await cards.count()).toBe(4);
      expect(await cards.first().locator('img').isVisible()).toBe(true);
      const heading = home.page.getByRole('heading', { name: 'Clubs and the trail fund' });
      const [above, box] = await Promise.all([home.page.locator('.features').boundingBox(), heading.boundingBox()]);
      expect(box!.y - (above!.y + above!.height)).toBeGreaterThanOrEqual(32);
    },
  );
});
