/**
 * Issue 25: a gallery image's alt text and caption, a product's other images' alt texts and a
 * collection's category names are translated on /fr (localized-categories-images.ts), at the
 * paths the translations panel lists them under; what has no translation shows its original.
 * A category's original name stays its identifier there: classes, filter links.
 * The demo with a French translation of a few of them only.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../server/paths';
import { renderSitePage } from '../../server/render-page';
import { loadSite } from '../../server/sites/load-site';
import { siteWith } from '../../server/sites/site-caches';
import type { Site } from '../../server/sites/types';

const NOW = Date.UTC(2027, 2, 1, 12, 0, 0);
const silent = { info() {}, warn() {}, error() {} };

const FRENCH = {
  collections: {
    gallery: {
      items: {
        'image-1': {
          title: 'Premières lueurs',
          body: '<p>Lever du soleil sur le Devil’s Path.</p>',
          altText: 'Premières lueurs sur la crête',
        },
      },
    },
    journal: { categories: { Stories: 'Récits' } },
    shop: {
      categories: { Apparel: 'Vêtements' },
      items: {
        'canvas-field-jacket': {
          altText: 'Veste olive',
          images: { 'img-canvas-field-jacket-2': { altText: 'Veste bleu marine' } },
        },
      },
    },
  },
};

let site: Site;
beforeAll(async () => {
  const demo = await loadSite(join(FIXTURES_DIR, 'demo'), TEMPLATES_DIR);
  // As the content store holds it: this translation instead of the fixture's.
  site = siteWith(demo, { stored: { translations: new Map([['fr-FR', FRENCH]]), places: null } });
});

const render = async (path: string) => {
  const page = await renderSitePage({ site, path, host: 'demo.localhost:3000', now: NOW, log: silent });
  expect(page.errors).toEqual([]);
  expect(page.status).toBe(200);
  return page.html;
};
const alts = (html: string) => [...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]);

describe('translated images and categories on /fr', () => {
  it("shows a gallery image's translated alt text and caption, the others' originals", async () => {
    const gallery = alts(await render('/fr/gallery'));
    expect(gallery[0]).toBe('Premières lueurs sur la crête');
    expect(gallery[1]).toBe('Fog in the hollow: Morning fog settling below Overlook Mountain.');
    const image = await render('/fr/gallery/image-1');
    expect(image).toContain('alt="Premières lueurs sur la crête"');
    expect(image).toContain(
      '<figcaption><h1>Premières lueurs</h1><p>Lever du soleil sur le Devil’s Path.</p></figcaption>',
    );
    expect(alts(await render('/gallery'))[0]).toBe(
      'First light on the ridge: Sunrise over the Devil’s Path, February.',
    );
  });

  it("shows a product's images and category in French: the main image by the product's alt text, the other by its own", async () => {
    const jacket = await render('/fr/shop/canvas-field-jacket');
    expect(jacket).toContain('<p class="product-meta">Classé dans Vêtements</p>');
    expect(jacket).toContain('alt="Veste olive"');
    expect(jacket).toContain('alt="Veste bleu marine"');
    expect(jacket).not.toContain('Navy canvas field jacket');
    // The product detail island's images too (its props).
    expect(jacket).toContain('"alt":"Veste bleu marine"');
  });

  it('shows the originals of what has no translation', async () => {
    const tee = await render('/fr/shop/merino-crew-tee');
    expect(tee).toContain('alt="Forest green merino crew-neck tee"');
    const mug = await render('/fr/shop/enamel-camp-mug');
    expect(mug).toContain('<p class="product-meta">Classé dans Camp Kitchen</p>');
    const english = await render('/shop/canvas-field-jacket');
    expect(english).toContain('<p class="product-meta">Filed under Apparel</p>');
    expect(english).toContain('alt="Navy canvas field jacket with four front pockets"');
  });

  it('filters a collection by the translated category, and by the original a link from English keeps', async () => {
    for (const category of ['Vêtements', 'Apparel', 'apparel']) {
      const shop = await render(`/fr/shop?category=${encodeURIComponent(category)}`);
      expect(shop).toContain('href="/fr/shop/canvas-field-jacket"');
      expect(shop).not.toContain('href="/fr/shop/enamel-camp-mug"');
      expect(shop).toMatch(/class="filter-note"[^>]*>[^<]*Vêtements/);
    }
  });

  it("keeps the original categories' classes on /fr, so an owner's CSS for .category-apparel applies in every language", async () => {
    const classes = (html: string) =>
      html.match(
        /<article class="product-card hentry ([^"]*)"[^>]*>\s*<a class="product-card-link" href="[^"]*canvas-field-jacket"/,
      )?.[1];
    const english = classes(await render('/shop'));
    expect(english).toContain('category-apparel');
    expect(classes(await render('/fr/shop'))).toBe(english);
    expect(await render('/fr/shop/canvas-field-jacket')).toMatch(/<article class="[^"]*\bcategory-apparel\b/);
  });

  it('links each category filter by its original name, shown in French, and the switcher keeps it both ways', async () => {
    const french = await render('/fr/journal');
    expect(french).toContain('<a href="/fr/journal?category=Stories">Récits</a>');
    expect(french).not.toContain('category=R%C3%A9cits');
    expect(await render('/journal')).toContain('<a href="/journal?category=Stories">Stories</a>');

    const switcherLinks = (html: string) =>
      Object.fromEntries([...html.matchAll(/<a href="([^"]*)" hreflang="([^"]*)" lang=/g)].map((m) => [m[2], m[1]]));
    const storiesIn = (html: string) =>
      [...html.matchAll(/<h2 class="post-card-title"><a href="([^"]*)"/g)].map((m) => m[1]!.replace(/^\/fr/, ''));

    // From French to English: the English page lists the same posts under the filter.
    const filteredFrench = await render('/fr/journal?category=Stories');
    expect(filteredFrench).toMatch(/class="filter-note"[^>]*>[^<]*Récits/);
    const toEnglish = switcherLinks(filteredFrench)['en-US'];
    expect(toEnglish).toBe('/journal?category=Stories');
    const english = await render(toEnglish!);
    expect(storiesIn(english).length).toBeGreaterThan(0);
    expect(storiesIn(english)).toEqual(storiesIn(filteredFrench));
    // And from English to French.
    const toFrench = switcherLinks(english)['fr-FR'];
    expect(toFrench).toBe('/fr/journal?category=Stories');
    expect(storiesIn(await render(toFrench!))).toEqual(storiesIn(english));
    // A link that named the category in French still filters.
    expect(storiesIn(await render('/fr/journal?category=R%C3%A9cits'))).toEqual(storiesIn(english));
  });

  it("finds a product on /fr by its category's French name as well as its original", async () => {
    for (const query of ['Vêtements', 'Apparel'])
      expect(await render(`/fr/search?q=${encodeURIComponent(query)}`)).toContain(
        'href="/fr/shop/canvas-field-jacket"',
      );
  });
});
