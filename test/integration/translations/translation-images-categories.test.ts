/**
 * Issue 25's translation editor for images and categories, on both databases: a gallery
 * image's alt text and caption, a product's other images' alt texts and the shop's category
 * names are listed beside their originals, saved and shown on /fr once published; the English
 * pages, and on /fr what is left untranslated, keep the originals.
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { frenchSite, frenchTranslationCalls, templateDocuments } from './translation-calls';
import type { TranslationEntry } from '../../../domain';

const DOCS = '/api/owner/content/documents';
const image = (id: string, altText: string) => ({
  id,
  assetUrl: `/assets/${id}.svg`,
  originalSize: '800x800',
  altText,
});
/** The suite's pages show the images' alt texts, a gallery image's caption and a product's categories (a class and a filter link by the original, the name in the page's language). */
const TEMPLATES = {
  'pages/item-products.html':
    '<h1>{item.title|html}</h1>{.repeated section item.items}<img src="{assetUrl|htmlattr}" alt="{altText|htmlattr}">{.end}<p class="categories">{.repeated section item.categories}<a class="{@|slugify|htmlattr}" href="/shop?category={@|url-encode|htmlattr}">{@|category-name|html}</a>{.alternates with}, {.end}</p>',
  'pages/collection-products.html':
    '{.section filter}<p class="filter">{category|html}</p>{.end}{.repeated section items}<a href="{fullUrl|htmlattr}">{title|html}</a>{.end}',
  'pages/collection-gallery.html': '{.repeated section items}<img alt="{altText|htmlattr}">{.end}',
  'pages/item-gallery.html':
    '{.section item}<img alt="{altText|htmlattr}"><figcaption><h1>{title|html}</h1>{body}</figcaption>{.end}',
};

describe.each(testDatabases())('translating images and categories on $name', ({ open }) => {
  const t = frenchSite(open, {
    documents: templateDocuments(TEMPLATES),
    async prepare(t) {
      const shirt = (await t.withKey('GET', `${DOCS}/item/shop/prod-shirt`)).body;
      const saved = await t.withKey('PUT', `${DOCS}/item/shop/prod-shirt`, {
        revision: shirt.revision,
        body: {
          ...shirt.draft,
          categories: ['Apparel', 'Workwear'],
          altText: 'Blue shirt, front',
          mainImageId: 'img-front',
          items: [image('img-front', 'Blue shirt, front'), image('img-back', 'Blue shirt, back')],
        },
      });
      expect(saved.status).toBe(200);
      const gallery = (await t.withKey('GET', `${DOCS}/item/gallery/img-harbour`)).body;
      const captioned = await t.withKey('PUT', `${DOCS}/item/gallery/img-harbour`, {
        revision: gallery.revision,
        body: { ...gallery.draft, body: '<p>Boats coming home.</p>' },
      });
      expect(captioned.status).toBe(200);
      expect((await t.withKey('POST', '/api/owner/content/publish')).status).toBe(200);
    },
  });
  const { list, translate, publish, showsOn } = frenchTranslationCalls(t);

  it('lists the gallery image’s words, the product’s other image and its categories, each in its part of the site', async () => {
    const entries: TranslationEntry[] = (await list()).entries;
    const byId = new Map(entries.map((e) => [e.id, e]));
    expect(byId.get('collections/gallery/items/harbour/altText')).toMatchObject({
      label: 'Gallery › Harbour › Alt text',
      original: 'The harbour at dusk',
      state: 'missing',
      page: '/gallery/harbour',
    });
    expect(byId.get('collections/gallery/items/harbour/body')?.original).toBe('<p>Boats coming home.</p>');
    expect(byId.get('collections/shop/items/shirt/images/img-back/altText')).toMatchObject({
      label: 'Shop › Field Shirt › Image 2 › Alt text',
      original: 'Blue shirt, back',
      page: '/shop/shirt',
    });
    // The main image's alt text is the product's own.
    expect(byId.has('collections/shop/items/shirt/images/img-front/altText')).toBe(false);
    expect(entries.filter((e) => e.id.startsWith('collections/shop/categories/')).map((e) => [e.id, e.label])).toEqual([
      ['collections/shop/categories/Apparel', 'Shop › Categories › Apparel'],
      ['collections/shop/categories/Workwear', 'Shop › Categories › Workwear'],
    ]);
  });

  /** The Languages panel's French row, and the Translations panel's counts of its list. */
  const status = async () =>
    (await t.withKey('GET', '/api/multilingual/status')).body.languages.find(
      (l: { locale: string }) => l.locale === 'fr-FR',
    );
  const panel = async () => {
    const { counts, entries } = await list();
    return { translated: counts.done, total: entries.length };
  };

  it('shows the saved translations on /fr once published, the originals on English pages and where none is saved', async () => {
    const before = await status();
    expect(before.texts).toEqual(await panel());
    await translate({
      'collections/gallery/items/harbour/altText': 'Le port au crépuscule',
      'collections/gallery/items/harbour/body': '<p>Les bateaux rentrent.</p>',
      'collections/shop/items/shirt/altText': 'Chemise bleue, devant',
      'collections/shop/items/shirt/images/img-back/altText': 'Chemise bleue, dos',
      'collections/shop/categories/Apparel': 'Vêtements',
    });
    // The Languages panel counts what the Translations panel lists, the images' alt texts and
    // the category too: the gallery and the shop, their image and shirt are translated now.
    const after = await status();
    expect(after.texts).toEqual(await panel());
    expect(after.texts).toEqual({ translated: before.texts.translated + 5, total: before.texts.total });
    expect(after.pages.translated).toBe(before.pages.translated + 2);
    expect(after.products).toEqual({ ...before.products, translated: before.products.translated + 1 });
    await publish();
    await showsOn('/fr/shop/shirt', 'Chemise bleue, dos');
    const product = (await t.page('/fr/shop/shirt')).html;
    expect(product).toContain('alt="Chemise bleue, devant"');
    expect(product).toContain(
      '<p class="categories"><a class="apparel" href="/shop?category=Apparel">Vêtements</a>, <a class="workwear" href="/shop?category=Workwear">Workwear</a></p>',
    );
    const english = (await t.page('/shop/shirt')).html;
    expect(english).toContain('alt="Blue shirt, back"');
    expect(english).toContain(
      '<p class="categories"><a class="apparel" href="/shop?category=Apparel">Apparel</a>, <a class="workwear" href="/shop?category=Workwear">Workwear</a></p>',
    );

    await showsOn('/fr/gallery', 'alt="Le port au crépuscule"');
    const image = (await t.page('/fr/gallery/harbour')).html;
    expect(image).toContain('<figcaption><h1>Harbour</h1><p>Les bateaux rentrent.</p></figcaption>');
    expect((await t.page('/gallery')).html).toContain('alt="The harbour at dusk"');

    // The shop filtered by the category, as the French page names it and by the original.
    for (const category of ['V%C3%AAtements', 'Apparel']) {
      const shop = (await t.page(`/fr/shop?category=${category}`)).html;
      expect(shop).toContain('<p class="filter">Vêtements</p>');
      expect(shop).toContain('href="/fr/shop/shirt"');
      expect(shop).not.toContain('href="/fr/shop/lamp"');
    }
  });
});
