/**
 * What a new visitor tripped over in the demo store (issue 13, items 1–12), each in Chromium on
 * the demo site exactly as `npm start` serves it (no setting switched on by the test).
 */
import { describe, expect, it } from 'vitest';
import { islandsHydrated } from './helpers/browser';
import { browserSuite } from './helpers/browser-suite';
import { startStorefront } from './storefront-server';
import type { Page } from 'playwright-core';

const site = browserSuite(startStorefront);

/** Adds the mug through the page's own cart call, so the page's cookies hold the cart. */
async function addMug(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const headers = { 'content-type': 'application/json', 'x-csrf-token': crumb };
    await fetch('/api/commerce/shopping-cart/entries', {
      method: 'POST',
      headers,
      body: JSON.stringify({ itemId: 'prod-enamel-camp-mug', sku: 'NW-ENACAMMUG-SLATE', quantity: 1 }),
    }).then((r) => r.text());
  });
}

/** Adds a lantern and two pairs of socks through the cart API, then pays with the test card. */
async function placeOrder(page: Page): Promise<{ id: string; orderNumber: number }> {
  return page.evaluate(async () => {
    const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const headers = { 'content-type': 'application/json', 'x-csrf-token': crumb };
    const add = (itemId: string, sku: string | null, quantity: number) =>
      // Each answer is read in full: a body left unread is aborted by the next navigation.
      fetch('/api/commerce/shopping-cart/entries', {
        method: 'POST',
        headers,
        body: JSON.stringify({ itemId, sku, quantity }),
      }).then((r) => r.text());
    await add('prod-brass-trail-lantern', null, 1);
    await add('prod-wool-hiking-socks', 'NW-WOOHIKSOC-S-M', 2);
    const shippingAddress = {
      name: 'Ada Lovelace',
      line1: '1 Main St',
      city: 'Hudson',
      region: 'NY',
      postalCode: '12534',
      country: 'US',
    };
    const answer = await fetch('/api/commerce/checkout', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'ada@example.com', paymentToken: 'tok_test_ok', shippingAddress }),
    });
    return answer.json();
  });
}
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

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    '3. reads a finished order confirmation on %s: short order number, roomy items, totals as a receipt',
    async (_name, context) => {
      const { page } = await site.visit('/shop', { context });
      const order = await placeOrder(page);
      // Only the buyer's browser may read the order, so the same page goes there.
      await page.goto(new URL(`/order-confirmed/${order.id}`, site.origin).href);
      expect(await page.locator('.order-number').innerText()).toBe(`Your order number is ${order.orderNumber}.`);
      expect(await page.locator('body').innerText()).not.toContain(order.id);
      const width = context.viewport.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Each total is one row: its label on the left, its amount on the right, on one line.
      for (const row of await page.locator('.order-total-row').all()) {
        const [label, amount] = await Promise.all([row.locator('dt').boundingBox(), row.locator('dd').boundingBox()]);
        expect(Math.abs(label!.y - amount!.y)).toBeLessThan(4);
        expect(amount!.x).toBeGreaterThan(label!.x + label!.width);
      }
      expect(await page.locator('.order-grand-total').innerText()).toBe('$120.96');
      // The items table uses the room it has: at least 40rem on a desktop, the whole column on a phone.
      const table = await page.locator('.order-items').boundingBox();
      expect(table!.width).toBeGreaterThanOrEqual(width > 600 ? 640 : width - 48);
      const cell = await page
        .locator('.order-items tbody th')
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
      expect(cell).toBeGreaterThan(0);
    },
  );

  it('4. does not find the pill cart on /checkout, nor over the field being typed in on a phone', async () => {
    const shop = await site.visit('/shop/brass-trail-lantern', { context: PHONE });
    await shop.page.locator('.product-form__button').click();
    await expect.poll(() => shop.page.locator('.pill-cart').isVisible(), { timeout: 5000 }).toBe(true);
    await shop.page.goto(new URL('/checkout', site.origin).href);
    await islandsHydrated(shop.page);
    expect(await shop.page.locator('.pill-cart').count()).toBe(1);
    expect(await shop.page.locator('.pill-cart').isVisible()).toBe(false);
    await shop.page.goto(new URL('/contact', site.origin).href);
    await islandsHydrated(shop.page);
    expect(await shop.page.locator('.pill-cart').isVisible()).toBe(true);
    const field = shop.page.locator('main input:not([type="hidden"]), main textarea').last();
    await field.focus();
    const [pill, box] = await Promise.all([shop.page.locator('.pill-cart').boundingBox(), field.boundingBox()]);
    const overlaps =
      pill !== null &&
      box !== null &&
      pill.x < box.x + box.width &&
      box.x < pill.x + pill.width &&
      pill.y < box.y + box.height &&
      box.y < pill.y + pill.height;
    expect(overlaps).toBe(false);
  });

  it('5. sees each product image on the cart page and gets back to the product from it', async () => {
    const shop = await site.visit('/shop/wool-camp-blanket', { context: DESKTOP });
    await shop.page.getByRole('combobox', { name: 'Color' }).selectOption('Slate Stripe');
    await shop.page.locator('.product-form__button').click();
    await expect.poll(() => shop.page.locator('.pill-cart').isVisible(), { timeout: 5000 }).toBe(true);
    await shop.page.goto(new URL('/cart', site.origin).href);
    await islandsHydrated(shop.page);
    const entry = shop.page.locator('.cart-entry').first();
    const image = entry.locator('img');
    expect(await image.getAttribute('src')).toContain('product-wool-camp-blanket-slate');
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await entry.getByRole('link', { name: 'Wool Camp Blanket' }).click();
    await shop.page.waitForURL(/\/shop\/wool-camp-blanket$/);
  });

  // browserSuite fails a test on any console error, so each refusal below must log nothing.
  it('6. is refused a coupon, a card and a password without a console error, each with its message', async () => {
    const { page } = await site.visit('/shop', { context: DESKTOP });
    await addMug(page);
    await page.goto(new URL('/cart', site.origin).href);
    await islandsHydrated(page);
    await page.getByLabel('Coupon code').fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This coupon code is not valid.').waitFor();

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
    await expect.poll(() => form.getByRole('alert').allInnerTexts()).toContainEqual(expect.stringMatching(/declined/i));

    await page.goto(new URL('/wholesale', site.origin).href);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByText('That password is not correct. Please try again.').waitFor();
  });

  it('11. signs up for the newsletter from / with pagePath /', async () => {
    const { page } = await site.visit('/', { context: DESKTOP });
    const form = page.locator('.newsletter-form');
    await form.getByLabel('Email address').fill('ada@example.com');
    const [request] = await Promise.all([
      page.waitForRequest('**/api/form/SaveFormSubmission'),
      form.getByRole('button', { name: 'Sign up' }).click(),
    ]);
    expect(JSON.parse(request.postData() ?? '{}').pagePath).toBe('/');
    await page.locator('.newsletter [role="status"]').waitFor();
  });

  it('12. sees a drawn lock on the lock page, not an emoji that needs a font', async () => {
    const { page } = await site.visit('/wholesale', { context: DESKTOP });
    const icon = page.locator('.lock-icon');
    expect(await icon.locator('svg').count()).toBe(1);
    expect((await icon.innerText()).trim()).toBe('');
    const box = await icon.locator('svg').boundingBox();
    expect(box!.width).toBeGreaterThan(16);
  });

  it('10. opens the navigation from a Menu button on a phone; desktop has no button', async () => {
    const { page } = await site.visit('/shop', { context: PHONE });
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Journal' }).click();
    await page.waitForURL(/\/journal$/);
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Menu');
    const desktop = await site.visit('/shop', { context: DESKTOP });
    expect(await desktop.page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await desktop.page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
  });

  it('8. finds share buttons with accessible names under a post, not bare text links', async () => {
    const { page } = await site.visit('/journal/how-to-re-wax-a-canvas-jacket', { context: PHONE });
    const group = page.getByRole('group', { name: 'Share' });
    for (const name of ['Facebook', 'X', 'Pinterest', 'Email']) {
      const button = group.getByRole('link', { name: `Share on ${name}`, exact: true });
      expect(await button.locator('svg').count()).toBe(1);
      const look = await button.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          border: style.borderTopWidth,
          radius: parseFloat(style.borderTopLeftRadius),
          height: el.getBoundingClientRect().height,
          underline: style.textDecorationLine,
        };
      });
      expect(look.border).not.toBe('0px');
      expect(look.radius).toBeGreaterThan(0);
      expect(look.height).toBeGreaterThanOrEqual(40);
      expect(look.underline).toBe('none');
    }
  });

  it('9. uses the gallery lightbox at 1280x800: every control inside the window, nothing of the header under the close button', async () => {
    const { page } = await site.visit('/gallery', { context: { viewport: { width: 1280, height: 800 } } });
    const cart = await page.locator('.header-cart').boundingBox();
    await page.locator('[data-island="gallery"] .gallery__open').first().click();
    const dialog = page.getByRole('dialog');
    for (const name of ['Close', 'Previous image', 'Next image']) {
      const box = await dialog.getByRole('button', { name }).boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(800);
      expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    }
    const position = await dialog.locator('.lightbox__position').boundingBox();
    expect(position!.y + position!.height).toBeLessThanOrEqual(800);
    // What the visitor sees where the header's cart link was is the lightbox, drawn opaque.
    const seen = await page.evaluate(
      ({ x, y }) => {
        const element = document.elementFromPoint(x, y);
        const backdrop = document.querySelector('.lightbox');
        return {
          inside: Boolean(element && backdrop?.contains(element)),
          background: backdrop ? getComputedStyle(backdrop).backgroundColor : '',
        };
      },
      { x: cart!.x + cart!.width / 2, y: cart!.y + cart!.height / 2 },
    );
    expect(seen.inside).toBe(true);
    expect(seen.background).toMatch(/^rgb\(/);
  });

  it('7. reads as many comments as the post says, leaves one held for moderation, and likes the post (a toggle)', async () => {
    const { page } = await site.visit('/journal/how-to-re-wax-a-canvas-jacket', { context: DESKTOP });
    const count = await page.locator('.post-comment-count').innerText();
    const shown = await page.locator('.comments__list .comment').count();
    expect(count).toBe(`${shown} Comments`);
    expect(await page.locator('.comments__heading').innerText()).toBe(count);
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Comment', { exact: true }).fill('Worked a treat on my old jacket.');
    await page.getByRole('button', { name: 'Post comment' }).click();
    await page.waitForURL(/#comment-pending$/);
    expect(await page.getByRole('status').filter({ hasText: 'held for moderation' }).isVisible()).toBe(true);
    expect(await page.locator('.comments__list .comment').count()).toBe(shown);

    // One like per visitor: a second press takes it back (issue 26 item 6, test/e2e/first-visit.test.ts).
    const likes = async () => Number(await page.locator('.like-button').getAttribute('data-like-count'));
    const before = await likes();
    await page.getByRole('button', { name: /^Like/ }).click();
    await expect.poll(likes).toBe(before + 1);
    await page.getByRole('button', { name: /^Like/ }).click();
    await expect.poll(likes).toBe(before);
  });
});
