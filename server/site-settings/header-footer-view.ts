/**
 * The header and footer as one page shows them: in an extra language, site links under its
 * prefix and titles from the fixture's translations (by the link's url) where the owner kept
 * the fixture's words; social icons with their labels. Built once per saved value and language,
 * in the site's caches.
 */
import { LruCache, SOCIAL_SERVICE_LABELS, type SiteHeaderFooter, type SiteLanguage } from '../../domain';
import { prefixedUrl } from './languages';
import type { Translations } from './localized-site';
import type { Site } from '../sites/types';

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
  let byLocale = site.caches.headerFooterViews.get(saved);
  if (!byLocale) site.caches.headerFooterViews.set(saved, (byLocale = new LruCache(VIEWS_PER_VALUE)));
  const key = language?.locale ?? '';
  let view = byLocale.get(key);
  if (!view) {
    const titled = (names: Record<string, string> | undefined) => (link: { title: string; url: string }) => ({
      title: (language && names?.[link.url]) || link.title,
      url: prefixedUrl(link.url, language, site),
    });
    view = {
      logo: saved.header.logo,
      navigation: saved.header.navigation.map(titled(translations.navigation)),
      footerText: (language && translations.footerText) || saved.footer.text,
      footerLinks: saved.footer.links.map(titled(translations.footerLinks)),
      socialIcons: saved.footer.socialIcons.map((icon) => ({
        ...icon,
        label: SOCIAL_SERVICE_LABELS[icon.service as keyof typeof SOCIAL_SERVICE_LABELS] ?? icon.service,
      })),
    };
    byLocale.set(key, view);
  }
  return view;
}
