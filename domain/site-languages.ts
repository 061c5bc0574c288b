/**
 * The languages a site can add beside its own (issue 16): each with the path prefix its pages
 * are served under (`/fr/…`), the name shown in the language switcher (in the language itself)
 * and the BCP 47 locale its dates and money are formatted with. A site's primary language is
 * its `website.language` and has no prefix.
 */

export interface SiteLanguage {
  /** BCP 47 locale, as `website.language` holds it. */
  locale: string;
  /** The path segment of its pages: `/fr/shop`. Lower-case, never a collection's urlId. */
  prefix: string;
  /** The language's own name, for the switcher. */
  label: string;
  /** The hreflang value of its alternate links. */
  hreflang: string;
}

/**
 * `path` on the pages of the language whose home is `home` (`/fr`): `/checkout` → `/fr/checkout`,
 * `/` → `/fr`; as it is for the site's own language (no home, or `/`). The one rule for the
 * server's links (server/pages/language-routes.ts `languagePath`) and the islands' (`pageHome`).
 */
export function pathUnderHome(home: string | undefined, path: string): string {
  if (!home || home === '/') return path;
  return path === '/' ? home : `${home}${path}`;
}

export const SITE_LANGUAGES: readonly SiteLanguage[] = Object.freeze([
  { locale: 'en-US', prefix: 'en', label: 'English', hreflang: 'en-US' },
  { locale: 'en-GB', prefix: 'en-gb', label: 'English (UK)', hreflang: 'en-GB' },
  { locale: 'fr-FR', prefix: 'fr', label: 'Français', hreflang: 'fr-FR' },
  { locale: 'fr-CA', prefix: 'fr-ca', label: 'Français (Canada)', hreflang: 'fr-CA' },
  { locale: 'es-ES', prefix: 'es', label: 'Español', hreflang: 'es-ES' },
  { locale: 'de-DE', prefix: 'de', label: 'Deutsch', hreflang: 'de-DE' },
  { locale: 'it-IT', prefix: 'it', label: 'Italiano', hreflang: 'it-IT' },
  { locale: 'nl-NL', prefix: 'nl', label: 'Nederlands', hreflang: 'nl-NL' },
  { locale: 'pt-BR', prefix: 'pt-br', label: 'Português (Brasil)', hreflang: 'pt-BR' },
  { locale: 'ja-JP', prefix: 'ja', label: '日本語', hreflang: 'ja-JP' },
]);

/** At most this many languages beside the primary one. */
export const MAX_EXTRA_LANGUAGES = 5;

/** The language of a locale, or undefined when sites cannot use it. */
export function siteLanguage(locale: string): SiteLanguage | undefined {
  return SITE_LANGUAGES.find((language) => language.locale === locale);
}

/** The primary language of a site whose `website.language` is `locale`: ours when known, else a plain one. */
export function primaryLanguage(locale: string): SiteLanguage {
  return siteLanguage(locale) ?? { locale, prefix: locale.toLowerCase(), label: locale, hreflang: locale };
}
