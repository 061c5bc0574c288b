/**
 * A site as one of its extra languages shows it (issue 16): the fixture's translations
 * (`translations/<locale>.json` beside site.json, see fixtures/README.md) laid over its
 * collections, items, titles and strings, every site path it links to under the language's
 * prefix, and `website.language` set to the locale, so dates and money are formatted in it.
 * What has no translation shows in the primary language. Built once per loaded site and language
 * (kept in the site's caches); a view has caches of its own (`siteWith`), never its base site's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteWith } from '../sites/site-caches';
import { prefixedUrl } from './languages';
import type { SiteLanguage, TranslationCoverage } from '../../domain';
import type { Collection, Item, Json, Site } from '../sites/types';

/** The fields a translation may replace: words, never ids, urls, prices or stock. */
const TRANSLATABLE = ['title', 'description', 'body', 'excerpt', 'altText'] as const;

export interface Translations {
  website?: { siteTitle?: string; siteDescription?: string };
  /** Link url → title, for the header's navigation. */
  navigation?: Record<string, string>;
  /** Link url → title, for the footer's links. */
  footerLinks?: Record<string, string>;
  /** The footer's text. */
  footerText?: string;
  localizedStrings?: Json;
  /** Collection urlId → its translated fields, and its items' by urlId. */
  collections?: Record<string, Json & { items?: Record<string, Json> }>;
}

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The site's translations into `locale`: {} when its fixtures have none. */
export function translationsOf(site: Site, locale: string): Translations {
  const byLocale = site.caches.translations;
  let translations = byLocale.get(locale);
  if (!translations) {
    const file = join(site.dir, 'translations', `${locale}.json`);
    translations = {};
    if (existsSync(file)) {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (isRecord(parsed)) translations = parsed as Translations;
    }
    byLocale.set(locale, translations);
  }
  return translations;
}

function translated<T extends Json>(original: T, given: unknown): T {
  if (!isRecord(given)) return original;
  const copy: Json = { ...original };
  for (const field of TRANSLATABLE) if (typeof given[field] === 'string') copy[field] = given[field];
  return copy as T;
}

function localizedCollection(
  site: Site,
  collection: Collection,
  language: SiteLanguage,
  given: Translations['collections'],
): Collection {
  const own = given?.[collection.urlId];
  const items = isRecord(own?.items) ? own.items : {};
  return {
    ...translated(collection, own),
    fullUrl: prefixedUrl(collection.fullUrl, language, site),
    items: collection.items.map(
      (item): Item => ({ ...translated(item, items[item.urlId]), fullUrl: prefixedUrl(item.fullUrl, language, site) }),
    ),
  };
}

export function localizedSite(site: Site, language: SiteLanguage): Site {
  const byLocale = site.caches.languageViews;
  let view = byLocale.get(language.locale);
  if (!view) {
    const t = translationsOf(site, language.locale);
    const website: Json = { ...site.website, language: language.locale };
    for (const field of ['siteTitle', 'siteDescription'] as const)
      if (typeof t.website?.[field] === 'string') website[field] = t.website[field];
    const collections = new Map(
      [...site.collections].map(([urlId, collection]) => [
        urlId,
        localizedCollection(site, collection, language, t.collections),
      ]),
    );
    view = siteWith(site, {
      website,
      localizedStrings: { ...site.localizedStrings, ...(isRecord(t.localizedStrings) ? t.localizedStrings : {}) },
      navigation: site.navigation.map((link) => ({
        title: t.navigation?.[link.url] ?? link.title,
        url: prefixedUrl(link.url, language, site),
      })),
      collections,
    });
    byLocale.set(language.locale, view);
  }
  return view;
}

/** How much of the site the fixtures translate into `locale` (GET /api/multilingual/status). */
export function translationCoverage(site: Site, locale: string): TranslationCoverage {
  const t = translationsOf(site, locale).collections ?? {};
  const pages = { translated: 0, total: 0 };
  const products = { translated: 0, total: 0 };
  for (const collection of site.collections.values()) {
    pages.total++;
    if (isRecord(t[collection.urlId])) pages.translated++;
    if (collection.typeName !== 'products') continue;
    const items = isRecord(t[collection.urlId]?.items) ? (t[collection.urlId]!.items as Json) : {};
    for (const item of collection.items) {
      products.total++;
      if (isRecord(items[item.urlId])) products.translated++;
    }
  }
  return { pages, products };
}
