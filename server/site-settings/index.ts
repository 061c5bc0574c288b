/**
 * Site settings owners change (issue 16): the header and footer, and the languages a site
 * serves with their translated views. Stores keep what owners save in PostgreSQL (migrations
 * 100–101); pages read them on every render, kept until the tables are written (db/site-setting-store.ts).
 *
 * @module
 */
export { defaultHeaderFooter, headerFooterStore, type HeaderFooterStore } from './header-footer';
export { headerFooterView, type HeaderFooterView } from './header-footer-view';
export {
  extraLanguages,
  fixtureLocales,
  hasLanguagePages,
  languageAtPath,
  languagesStore,
  pathWithoutLanguage,
  prefixedUrl,
  sitePrimaryLanguage,
  usableLocales,
  type LanguageAtPath,
  type LanguagesStore,
} from './languages';
export { localizedSite, translationsOf, type Translations } from './localized-site';
export { siteSettingsRoutes } from './site-settings-routes';
