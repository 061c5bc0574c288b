/**
 * The Languages panel's counts (GET /api/multilingual/status) are the Translations panel's: every
 * text of its list, a product's other images' alt texts and the categories included; a page or a
 * product is translated once any of its texts is, an out-of-date translation is not.
 */
import { describe, expect, it } from 'vitest';
import { siteTextList, type SiteDocuments } from './site-text-list';
import { coverageOf } from './translation-coverage';
import { stateCounts, translationEntries, withTranslations } from './translation-status';

const DOCUMENTS: SiteDocuments = {
  settings: {},
  collections: [
    { key: 'about', body: { urlId: 'about', title: 'About', typeName: 'page', items: [] } },
    { key: 'shop', body: { urlId: 'shop', title: 'Shop', typeName: 'products', items: ['p1', 'p2'] } },
  ],
  items: new Map([
    [
      'shop/p1',
      {
        urlId: 'jacket',
        title: 'Jacket',
        categories: ['Apparel'],
        mainImageId: 'front',
        items: [
          { id: 'front', altText: 'Jacket, front' },
          { id: 'back', altText: 'Jacket, back' },
        ],
      },
    ],
    ['shop/p2', { urlId: 'mug', title: 'Mug', categories: ['Kitchen'] }],
  ]),
  forms: [],
  headerFooter: null,
};

const texts = siteTextList(DOCUMENTS);
const byPath = (path: string) => texts.find((t) => t.path.join('/') === path)!;
const translated = (entries: Record<string, string>) =>
  withTranslations({}, new Map(Object.entries(entries).map(([path, text]) => [byPath(path), text])));

describe('translation coverage', () => {
  it("counts a category as its page's and an image's alt text as its product's, as the Translations panel counts them", () => {
    const document = translated({
      'collections/shop/categories/Apparel': 'Vêtements',
      'collections/shop/items/jacket/images/back/altText': 'Veste, dos',
    });
    const coverage = coverageOf(DOCUMENTS, texts, document, 'fr-FR');
    const counts = stateCounts(translationEntries(texts, document, 'fr-FR'));
    expect(coverage.texts).toEqual({ translated: counts.done, total: texts.length });
    // The two texts, and the e-mail subjects the storefront words in French already.
    expect(coverage.texts.translated).toBe(2 + texts.filter((t) => t.builtIn?.('fr-FR') !== undefined).length);
    expect(coverage.pages).toEqual({ translated: 1, total: 2 });
    expect(coverage.products).toEqual({ translated: 1, total: 2 });
  });

  it('leaves out a translation made from an original that has changed since', () => {
    const document = translated({ 'collections/shop/items/mug/title': 'Tasse' });
    const renamed = siteTextList({
      ...DOCUMENTS,
      items: new Map([...DOCUMENTS.items, ['shop/p2', { urlId: 'mug', title: 'Camp mug' }]]),
    });
    expect(coverageOf(DOCUMENTS, texts, document, 'fr-FR').products.translated).toBe(1);
    expect(coverageOf(DOCUMENTS, renamed, document, 'fr-FR').products.translated).toBe(0);
  });
});
