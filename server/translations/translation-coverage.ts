/**
 * How much of the site each extra language translates (`GET /api/multilingual/status`, the
 * Languages panel's table), counted over what the Translations panel lists: the same texts
 * (site-text-list.ts, the one list of what is translatable: a product's other images' alt texts
 * and the categories too), read from the same drafts, each translated when the panel shows it
 * done (translation-status.ts). So the two panels agree: `texts` is the panel's done count of
 * its whole list.
 */
import { draftOfKey } from '../content/content-drafts';
import { siteTextList, type SiteDocuments, type SiteText } from './site-text-list';
import { siteDocuments } from './site-texts';
import { stateOf } from './translation-status';
import type { SiteHeaderFooter, TranslationCoverage } from '../../domain';
import type { Sql } from '../db';

type Json = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * `document`: the language's translation document. A page (a collection) or a product counts as
 * translated once any of its texts is (a product's categories are its collection's texts).
 */
export function coverageOf(
  documents: SiteDocuments,
  texts: readonly SiteText[],
  document: unknown,
  locale: string,
): TranslationCoverage {
  const counted = { translated: 0, total: texts.length };
  // `<urlId>` of each page and `<urlId>/<item urlId>` of each item with a translated text.
  const translated = new Set<string>();
  for (const one of texts) {
    if (stateOf(one, document, locale) !== 'done') continue;
    counted.translated++;
    const [group, urlId, items, itemUrlId] = one.path;
    if (group !== 'collections') continue;
    translated.add(String(urlId));
    if (items === 'items') translated.add(`${urlId}/${itemUrlId}`);
  }
  const pages = { translated: 0, total: 0 };
  const products = { translated: 0, total: 0 };
  for (const { key, body } of documents.collections) {
    const urlId = text(body.urlId);
    if (!urlId) continue;
    pages.total++;
    if (translated.has(urlId)) pages.translated++;
    if (body.typeName !== 'products') continue;
    for (const itemKey of Array.isArray(body.items) ? body.items : []) {
      const item: Json | undefined = documents.items.get(`${key}/${String(itemKey)}`);
      if (!item || !text(item.urlId)) continue;
      products.total++;
      if (translated.has(`${urlId}/${text(item.urlId)}`)) products.translated++;
    }
  }
  return { pages, products, texts: counted };
}

/** Each of `locales`' coverage, from the drafts (inside the site's transaction, as the Translations panel reads them). */
export async function translationCoverages(
  tx: Sql,
  siteId: string,
  headerFooter: SiteHeaderFooter | null,
  locales: readonly string[],
): Promise<Map<string, TranslationCoverage>> {
  const documents = await siteDocuments(tx, siteId, headerFooter);
  const texts = siteTextList(documents);
  const coverages = new Map<string, TranslationCoverage>();
  for (const locale of locales)
    coverages.set(
      locale,
      coverageOf(documents, texts, (await draftOfKey(tx, siteId, 'translation', locale))?.body, locale),
    );
  return coverages;
}
