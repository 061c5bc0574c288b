/**
 * Issue 25 in Chromium, on the demo as `npm start` serves it: a visitor of /fr, /de and /es reads
 * the header on one line at 1280px with the languages behind one switcher (and on two at 375px
 * and 320px: they took three in French and German, the cart alone on the third), the product
 * form, its images' alt texts, its category, the gallery's alt texts, the cookie banner and the
 * pill cart in the page's language; Tab goes through the header in the order it reads, at 375px
 * (menu closed and open), 320px, between the phones' width and 56rem (700px, 440px), 1000px and 1280px.
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
        'a.header-search:visible',
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
      expect((await page.locator('a.header-search:visible').textContent())?.trim()).not.toBe('');
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

  it.each([
    ['/fr', 375, false],
    ['/fr', 375, true],
    ['/de', 320, false],
    // Between the phones' width and 56rem: the title, the navigation, then the tools, each on its row.
    ['/fr', 700, false],
    ['/de', 440, false],
    // From 56rem until French's one line fits (~1240px): the tools wrap below the title and navigation.
    ['/fr', 1000, false],
    ['/fr', 1280, false],
  ])('%s at %ipx (menu open: %s): Tab goes through the header in the order it reads', async (path, width, open) => {
    const { page } = await site.visit(path, { context: { viewport: { width, height: 800 } } });
    await islandsHydrated(page);
    // Each part of the header Tab reaches, in turn: its name and where it is.
    const reached: { name: string; x: number; y: number }[] = [];
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element?.closest('.site-header')) return null;
        const box = element.getBoundingClientRect();
        const name = element.className || element.textContent?.trim() || element.tagName;
        return { name, x: box.x, y: box.y + box.height / 2 };
      });
      if (at) reached.push(at);
      else if (reached.length) break;
      // A keyboard user opens the menu from its button, and goes on into the navigation.
      if (open && at?.name === 'menu-button') await page.keyboard.press('Enter');
    }
    const names = reached.map((part) => part.name);
    expect(names).toContain('header-link header-search');
    expect(names.filter((name) => name === 'header-link header-search')).toHaveLength(1);
    if (width < 433) expect(names.slice(0, 3)).toEqual(['site-title', 'header-link header-search', 'menu-button']);
    // Reading order: each part to the right of the one before on its line, or on a line below it.
    for (const [i, part] of reached.entries()) {
      const before = reached[i - 1];
      if (!before) continue;
      const sameLine = Math.abs(part.y - before.y) < 12;
      expect(sameLine ? part.x > before.x : part.y > before.y, `${before.name} then ${part.name}`).toBe(true);
    }
    if (open) expect(names.slice(3, 5)).toEqual(['Boutique', 'Journal']);
    // The tools come after the navigation there, and none runs off the screen.
    if (width > 432) expect(names.indexOf('header-link header-cart')).toBe(names.length - 1);
    for (const part of reached) expect(part.x, part.name).toBeGreaterThanOrEqual(0);
  });
});
