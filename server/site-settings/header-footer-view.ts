/**
 * The header and footer as one page shows them: in an extra language, site links under its
 * prefix and titles and footer text from the language's translations (by the link's url) while
 * they are current for the owner's words; social icons with their labels. Built once per saved value and language,
 * in the site's caches.
 */
import {
  interfaceWords,
  LruCache,
  SOCIAL_SERVICE_LABELS,
  type SiteHeaderFooter,
  type SiteLanguage,
} from '../../domain';
import { prefixedUrl } from './languages';
import { defaultHeaderFooter } from './header-footer';
import { currentTranslation } from '../translations/translation-sources';
import type { Translations } from './localized-site';
import type { Site } from '../sites/types';
import { defineSiteSlot } from '../sites/site-caches';

/** A saved (or the default) header and footer as pages show it, by the value and then by locale ('' for the primary). */
const headerFooterViewsSlot = defineSiteSlot(
  'headerFooterViews',
  () => new WeakMap<SiteHeaderFooter, LruCache<string, HeaderFooterView>>(),
);

export interface HeaderFooterView {
  logo: { imageUrl: string; altText: string } | null;
  navigation: { title: string; url: string }[];
  footerText: string;
  footerLinks: { title: string; url: string }[];
  socialIcons: { service: string; label: string; url: string }[];
}

/** Views kept per saved value: the site's languages and its primary one. */
const VIEWS_PER_VALUE = 20;

/** `site`: the site the saved value belongs to (which of its paths have pages in the language). */
export function headerFooterView(
  site: Site,
  saved: SiteHeaderFooter,
  language?: SiteLanguage,
  translations: Translations = {},
): HeaderFooterView {
  const views = site.caches.get(headerFooterViewsSlot);
  let byLocale = views.get(saved);
  if (!byLocale) views.set(saved, (byLocale = new LruCache(VIEWS_PER_VALUE)));
  const key = language?.locale ?? '';
  let view = byLocale.get(key);
  if (!view) {
    // A translation shows only while it is current for the owner's words (issue 25); one made
    // from the site document's words (a fixture's) is out of date once the owner changed them.
    const imported = defaultHeaderFooter(site);
    const translated = (path: string[], original: string, importedText: string | undefined) =>
      (language && currentTranslation(translations, path, original, importedText)) || original;
    const titled =
      (group: 'navigation' | 'footerLinks', importedLinks: readonly { title: string; url: string }[]) =>
      (link: { title: string; url: string }) => ({
        title: translated([group, link.url], link.title, importedLinks.find((l) => l.url === link.url)?.title ?? ''),
        url: prefixedUrl(link.url, language, site),
      });
    view = {
      logo: saved.header.logo,
      navigation: saved.header.navigation.map(titled('navigation', imported.header.navigation)),
      footerText: translated(['footerText'], saved.footer.text, imported.footer.text),
      footerLinks: saved.footer.links.map(titled('footerLinks', imported.footer.links)),
      socialIcons: saved.footer.socialIcons.map((icon) => ({
        ...icon,
        // Brands keep their names; the e-mail icon says "Email" in the page's language.
        label:
          icon.service === 'email'
            ? interfaceWords(language?.locale).email
            : (SOCIAL_SERVICE_LABELS[icon.service as keyof typeof SOCIAL_SERVICE_LABELS] ?? icon.service),
      })),
    };
    byLocale.set(key, view);
  }
  return view;
}
