/**
 * The parts of every page's context that the owner's header and footer and the site's
 * languages decide (templates/README.md "The context every template sees"): `navigation` with
 * the active link, `header` (logo, home and search links, the chrome's words in the page's
 * language), `footer` (text, links, social icons, the
 * newsletter form id) and, on a site with extra languages, `languages` (the switcher's links
 * and the hreflang alternates of the page).
 */
import { interfaceWords, LruCache, type InterfaceWords, type SiteLanguage } from '../../domain';
import type { HeaderFooterView } from '../site-settings/header-footer-view';
import type { Json, Site } from '../sites/types';

export interface PageLanguages {
  /** The primary language first, then the extra ones in the owner's order. */
  all: SiteLanguage[];
  /** The language of this page (the primary one without a prefix). */
  current: SiteLanguage;
  primary: SiteLanguage;
  /** The page's path inside its language (`/fr/shop` → `/shop`). */
  rest: string;
  /** The query (`?q=laine`), kept by the switcher's links (a search stays a search). */
  search?: string;
  /**
   * The page is not found (or failed): it has no version in another language, so the page
   * names no alternates for search engines and the switcher leads to each language's home.
   */
  missing?: boolean;
}

export interface HeaderFooterInput {
  view: HeaderFooterView;
  languages?: PageLanguages;
}

const urlIn = (language: SiteLanguage, primary: SiteLanguage, rest: string) =>
  language === primary ? rest : rest === '/' ? `/${language.prefix}` : `/${language.prefix}${rest}`;

/** A site path in the page's language: `home` is `/` or the language's `/fr`. */
const inHome = (home: string, path: string) => (home === '/' ? path : `${home}${path}`);

/** The context's chrome; the header's words are typed, for the islands that print them too. */
export type HeaderFooterContext = Json & {
  header: Json & { words: Readonly<InterfaceWords>; accountUrl: string; signInUrl: string; cartUrl: string };
};

/**
 * The chrome per view (one per saved header and footer and language, or the fixture's) and
 * page, so the renders of a page share it instead of building it anew (issue 28); they only
 * read it. A saved change or a republish makes another view or site, and so another entry.
 */
const chromeByView = new WeakMap<HeaderFooterView, LruCache<string, { site: Site; chrome: HeaderFooterContext }>>();
/** Pages kept per view: a store's busy pages, bounded whatever the number of its products. */
const PAGES_PER_VIEW = 256;

/** Per list of languages (the page renderer keeps one per site and saved list), per current language: their key part. */
const languageKeys = new WeakMap<readonly SiteLanguage[], Map<SiteLanguage, string>>();

function languagesKey({ all, current, primary }: PageLanguages): string {
  let byCurrent = languageKeys.get(all);
  if (!byCurrent) languageKeys.set(all, (byCurrent = new Map()));
  let key = byCurrent.get(current);
  if (key === undefined) {
    const each = all.map(
      (language) =>
        `${language.prefix} ${language.locale} ${language.hreflang} ${language.label} ${language === current ? 'c' : ''}${language === primary ? 'p' : ''}`,
    );
    byCurrent.set(current, (key = [current.locale, current.label, ...each].join('\n')));
  }
  return key;
}

/** Everything the chrome reads besides the view and the site: the path, and the languages' links. */
function chromeKey(path: string, base: string, languages: PageLanguages | undefined): string {
  if (!languages) return path;
  const rest = languages.missing ? '\0missing' : languages.rest;
  return `${path}\n${base}\n${rest}\n${languages.search ?? ''}\n${languagesKey(languages)}`;
}

export function headerFooterContext(
  site: Site,
  input: HeaderFooterInput,
  path: string,
  base: string,
): HeaderFooterContext {
  let byPage = chromeByView.get(input.view);
  if (!byPage) chromeByView.set(input.view, (byPage = new LruCache(PAGES_PER_VIEW)));
  const key = chromeKey(path, base, input.languages);
  const kept = byPage.get(key);
  if (kept?.site === site) return kept.chrome;
  const chrome = chromeOf(site, input, path, base);
  byPage.set(key, { site, chrome });
  return chrome;
}

function chromeOf(site: Site, input: HeaderFooterInput, path: string, base: string): HeaderFooterContext {
  const { view, languages } = input;
  const home = languages && languages.current !== languages.primary ? `/${languages.current.prefix}` : '/';
  const context: HeaderFooterContext = {
    navigation: view.navigation.map((link) => ({ ...link, active: isActive(link.url, path, home) })),
    header: {
      logo: view.logo,
      homeUrl: home,
      // Search, the cart and the account pages have a page in every language.
      searchUrl: inHome(home, '/search'),
      cartUrl: inHome(home, '/cart'),
      checkoutUrl: inHome(home, '/checkout'),
      accountUrl: inHome(home, '/account'),
      signInUrl: inHome(home, '/account/sign-in'),
      signUpUrl: inHome(home, '/account/sign-up'),
      words: interfaceWords(languages?.current.locale ?? site.website.language),
    },
    footer: { ...site.footer, text: view.footerText, links: view.footerLinks, socialIcons: view.socialIcons },
  };
  if (languages && languages.all.length > 1) {
    const { all, current, primary, missing } = languages;
    const rest = missing ? '/' : languages.rest;
    const search = missing ? '' : (languages.search ?? '');
    const root = base.replace(/\/$/, '');
    const switcher = all.map((language) => ({
      label: language.label,
      hreflang: language.hreflang,
      url: urlIn(language, primary, rest) + search,
      current: language === current,
    }));
    const alternates = [
      ...all.map((language) => ({ hreflang: language.hreflang, url: root + urlIn(language, primary, rest) })),
      { hreflang: 'x-default', url: root + rest },
    ];
    context.languages = {
      // The code (FR) stands for the label in the switcher on phones, where the header has no room for 'Français'.
      current: { locale: current.locale, label: current.label, code: current.prefix.toUpperCase() },
      switcher,
      ...(missing ? {} : { alternates }),
    };
  }
  return context;
}

/** A link is active on its own page and below it; the home link only on the home page. */
function isActive(url: string, path: string, home: string): boolean {
  if (!url.startsWith('/')) return false;
  const target = url.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return target === '/' || target === home ? path === target : path === target || path.startsWith(`${target}/`);
}
