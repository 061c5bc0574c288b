/**
 * Issue 25 in Chromium, on the demo as `npm start` serves it: a visitor of /fr, /de and /es reads
 * the header on one line at 1280px with the languages behind one switcher (and on two at 375px
 * and 320px: they took three in French and German, the cart alone on the third), the product
 * form, its images' alt texts, its category, the gallery's alt texts, the cookie banner and the
 * pill cart in the page's language.
 */
import { describe, expect, it } from 'vitest';
import { islandsHydrated } from './helpers/browser';
import { browserSuite } from './helpers/browser-suite';
import { startStorefront } from './storefront-server';

const site = browserSuite(startStorefront);
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 375, height: 740 } };

describe('the demo in its other languages', () => {
  it.each([
    ['/fr/shop/canvas-field-jacket', 'Français', 'Ajouter au panier', 'Taille', 'Accepter', 'Classé dans Vêtements'],
    [
      '/de/shop/canvas-field-jacket',
      'Deutsch',
      'In den Warenkorb',
      'Größe',
      'Akzeptieren',
      'Abgelegt unter Bekleidung',
    ],
    ['/es/shop/canvas-field-jacket', 'Español', 'Añadir al carrito', 'Talla', 'Aceptar', 'Archivado en Ropa'],
  ])(
    '%s: one header line at 1280px, the form, the images, the category and the cookie banner in the language',
    async (path, language, add, size, accept, filed) => {
      const { page } = await site.visit(path, { context: DESKTOP });
      await islandsHydrated(page);
      // Title, navigation and tools side by side, the navigation on one row.
      const [title, nav, tools, link] = await Promise.all(
        ['.site-title', '.site-nav ul', '.header-tools', '.site-nav li'].map((s) =>
          page.locator(s).first().boundingBox(),
        ),
      );
      expect(Math.abs(title!.y + title!.height / 2 - (tools!.y + tools!.height / 2))).toBeLessThan(12);
      expect(nav!.height).toBeLessThan(link!.height * 1.5);
      expect(nav!.x).toBeGreaterThan(title!.x + title!.width);
      // The switcher shows the page's language and opens on all four.
      const switcher = page.locator('.language-switcher');
      await switcher.locator('summary', { hasText: language }).click();
      await expect.poll(() => switcher.locator('a').count()).toBe(4);
      expect(await switcher.locator('a[aria-current="true"]').innerText()).toBe(language);
      await expect.poll(() => page.getByRole('button', { name: add }).count()).toBe(1);
      expect(await page.locator('.product-form__option label').first().innerText()).toBe(size);
      await page.getByRole('button', { name: accept }).waitFor();
      // The product's category and its second image's alt text (the fixture's translations).
      expect(await page.locator('.product-meta', { hasText: filed }).count()).toBe(1);
      expect(await page.locator('img[alt*="Navy canvas"]').count()).toBe(0);
    },
  );

  it.each([
    ['/', 375],
    ['/fr', 375],
    ['/de', 375],
    ['/es', 375],
    ['/', 320],
    ['/fr/gallery', 320],
    ['/de/shop/canvas-field-jacket', 320],
    ['/es', 320],
  ])(
    '%s: the header takes two lines at %ipx, showing the menu, the switcher, search, sign-in and the cart with its count',
    async (path, width) => {
      const { page } = await site.visit(path, { context: { viewport: { width, height: 740 } } });
      await islandsHydrated(page);
      const parts = [
        '.site-title',
        '.menu-button',
        '.language-switcher summary',
        '.header-tools a[href$="/search"]',
        '.header-account',
        '.header-cart-count',
      ];
      const boxes = await Promise.all(parts.map((s) => page.locator(s).first().boundingBox()));
      for (const [i, box] of boxes.entries()) expect(box?.width, `${parts[i]} shown`).toBeGreaterThan(0);
      // Lines: the centres of the header's parts, those within 12px of each other on one line.
      const centres = boxes.map((box) => box!.y + box!.height / 2).sort((a, b) => a - b);
      const lines = centres.filter((y, i) => i === 0 || y - centres[i - 1]! > 12).length;
      expect(lines, `lines of the header at ${centres.map(Math.round).join(', ')}`).toBeLessThanOrEqual(2);
      // Its words stay for screen readers: the switcher names the language, the search link its page.
      expect(await page.locator('.language-switcher summary').textContent()).toContain(
        await page.locator('.language-switcher a[aria-current="true"]').textContent(),
      );
      expect((await page.locator('.header-tools a[href$="/search"]').textContent())?.trim()).not.toBe('');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The French gallery's images are described in French (the fixture's translations).
      if (path === '/fr/gallery')
        expect(await page.locator('.gallery img').first().getAttribute('alt')).toBe(
          'Premières lueurs sur la crête : Lever du soleil sur le Devil’s Path, en février.',
        );
    },
  );

  it('keeps the open switcher inside a phone screen', async () => {
    const { page } = await site.visit('/fr', { context: PHONE });
    await page.locator('.menu-button').waitFor();
    await page.locator('.language-switcher summary').click();
    const list = await page.locator('.language-switcher ul').boundingBox();
    expect(list!.x).toBeGreaterThanOrEqual(0);
    expect(list!.x + list!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
