/**
 * The languages a site serves (issue 16): its primary one (`website.language`, no prefix) and
 * the extra ones the owner turned on (migration 101), else the fixture's
 * `websiteSettings.multilingual.languages`. An extra language serves every page under its
 * prefix (`/fr/shop`); turned off, the prefix is an unknown path again (404).
 */
import { MAX_EXTRA_LANGUAGES, SITE_LANGUAGES, primaryLanguage, siteLanguage, type SiteLanguage } from '../../domain';
import { jsonValue } from './json-value';
import { SiteSettingStore } from '../db/site-setting-store';
import type { MarkedSql } from '../db/reads-until-write';
import type { Json, Site } from '../sites/types';

export function sitePrimaryLanguage(site: Site): SiteLanguage {
  return primaryLanguage(
    typeof site.website.language === 'string' && site.website.language ? site.website.language : 'en-US',
  );
}

/** Locales a site may add: known ones, not its own, once each, at most MAX_EXTRA_LANGUAGES. */
export function usableLocales(site: Site, locales: readonly unknown[]): string[] {
  const primary = sitePrimaryLanguage(site);
  const usable: string[] = [];
  for (const locale of locales) {
    if (typeof locale !== 'string' || !siteLanguage(locale) || locale === primary.locale || usable.includes(locale))
      continue;
    if (site.collections.has(siteLanguage(locale)!.prefix)) continue;
    usable.push(locale);
  }
  return usable.slice(0, MAX_EXTRA_LANGUAGES);
}

/** The fixture's extra languages: `websiteSettings.multilingual.languages`, locales in order. */
export function fixtureLocales(site: Site): string[] {
  const multilingual = site.websiteSettings.multilingual as Json | undefined;
  const given = multilingual && Array.isArray(multilingual.languages) ? multilingual.languages : [];
  return usableLocales(site, given);
}

/** The extra languages a site serves: saved locales (null: none saved, the fixture's stand). */
export function extraLanguages(site: Site, saved: readonly string[] | null): SiteLanguage[] {
  return usableLocales(site, saved ?? fixtureLocales(site)).map((locale) => siteLanguage(locale)!);
}

export interface LanguageAtPath {
  language: SiteLanguage;
  /** The path inside the language: `/fr/shop` → `/shop`, `/fr` → `/`. */
  rest: string;
}

/** The extra language whose prefix starts `path`, if any. */
export function languageAtPath(languages: readonly SiteLanguage[], path: string): LanguageAtPath | undefined {
  for (const language of languages) {
    const prefix = `/${language.prefix}`;
    if (path === prefix) return { language, rest: '/' };
    if (path.startsWith(`${prefix}/`)) return { language, rest: path.slice(prefix.length) };
  }
  return undefined;
}

/** The visitor's own pages and the donation page, served under each language's prefix too (server/pages/language-routes.ts). */
const VISITOR_PAGES = /^\/(?:cart|checkout|account|order-confirmed|donate)(?:\/|$)/;

/**
 * Whether a path of the site has a page in each language: the home page, search, the
 * collections and their items, and the visitor's own pages (cart, checkout, account: a French
 * visitor's cart is the same cart, shown in French).
 */
export function hasLanguagePages(site: Site, path: string): boolean {
  const bare = path.split(/[?#]/)[0];
  if (bare === '/' || bare === '/search' || VISITOR_PAGES.test(bare)) return true;
  let first: string;
  try {
    first = decodeURIComponent(bare.split('/')[1] ?? '');
  } catch {
    return false;
  }
  return site.collections.has(first);
}

/** `url` inside a language: site paths with a page in it get its prefix, other URLs stay. */
export function prefixedUrl(url: string, language: SiteLanguage | undefined, site: Site): string {
  if (!language || !url.startsWith('/') || url.startsWith('//') || !hasLanguagePages(site, url)) return url;
  return url === '/' ? `/${language.prefix}` : `/${language.prefix}${url}`;
}

export type LanguagesStore = SiteSettingStore<string[]>;

const stores = new WeakMap<MarkedSql, LanguagesStore>();

/** One store per database, shared by the owner calls and page rendering. */
export function languagesStore(db: MarkedSql): LanguagesStore {
  let store = stores.get(db);
  if (!store) {
    store = new SiteSettingStore<string[]>(
      db,
      {
        select: 'select languages from site_languages where website_id = $1',
        upsert: `insert into site_languages (website_id, languages) values ($1, $2::text::jsonb)
                 on conflict (website_id) do update set languages = excluded.languages, updated_at = now()`,
      },
      (row) => {
        const languages = jsonValue(row.languages);
        return Array.isArray(languages) ? languages.filter((l): l is string => typeof l === 'string') : null;
      },
      (value) => [JSON.stringify(value)],
    );
    stores.set(db, store);
  }
  return store;
}

/**
 * The path without any language's prefix (`/fr/wholesale` → `/wholesale`), for calls that act
 * on a collection whatever language its page was shown in (a lock screen's password form posts
 * to the page it is on). Paths without a prefix come back as they are.
 */
export function pathWithoutLanguage(path: string): string {
  return languageAtPath(SITE_LANGUAGES, path)?.rest ?? path;
}
