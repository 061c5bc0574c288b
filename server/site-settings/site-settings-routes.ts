/**
 * The owner's site settings calls of spec §7 (issue 16): `GET`/`PUT /api/site-header-footer`
 * (the header's logo and navigation, the footer's text, links and social icons) and the
 * languages (`GET /api/multilingual/settings`, `GET /api/multilingual/status`, `PUT
 * /api/multilingual/languages`). Every call needs `site.settings`; a save drops the site's
 * cached pages, so the next page view shows it.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  HEADER_FOOTER_LIMITS as L,
  MAX_EXTRA_LANGUAGES,
  SITE_LANGUAGES,
  SOCIAL_SERVICES,
  isAllowedImageUrl,
  isAllowedLinkUrl,
  siteLanguage,
  type LanguageChoice,
  type LanguageSettings,
  type LanguageStatus,
  type SavedHeaderFooter,
  type SiteHeaderFooter,
  type TranslationCoverage,
} from '../../domain';
import { safeUrl } from '../../engine';
import { PayloadError, readJson, safeString } from '../http';
import { allow, type OwnerDb, type OwnerEnv } from '../owner/credentials';
import { defaultHeaderFooter, headerFooterStore } from './header-footer';
import { extraLanguages, languagesStore, sitePrimaryLanguage } from './languages';
import { contentStoreOf } from '../content/content-site';
import { translationCoverages } from '../translations/translation-coverage';
import type { MiddlewareHandler } from 'hono';
import type { PageCache } from '../render/page-cache';
import type { Site } from '../sites/types';

/** Text shown on pages: storable, one line (a line break would be lost in a link title anyway). */
const line = (what: string, max: number, required: boolean) =>
  v.pipe(
    safeString(`${what} must be text.`),
    v.trim(),
    v.check((s: string) => !/[\u0000-\u001f\u007f]/.test(s), `${what} cannot hold control characters.`),
    v.check((s: string) => !required || s.length > 0, `${what} is required.`),
    v.maxLength(max, `${what} can be at most ${max} characters.`),
  );

/** A followable link: the engine's href rule (no javascript:, data:, …) and no protocol-relative `//host`. */
const link = (what: string, allowed: (url: string) => boolean = isAllowedLinkUrl) =>
  v.pipe(
    safeString(`${what} must be text.`),
    v.trim(),
    v.minLength(1, `${what} is required.`),
    v.maxLength(L.url, `${what} can be at most ${L.url} characters.`),
    v.check(
      (url) => allowed(url) && safeUrl(url) === url,
      `${what} must be a page of the site (/about) or an http(s), mailto: or tel: link.`,
    ),
  );

const Link = v.object({ title: line('The link title', L.linkTitle, true), url: link('The link') });
const links = (what: string, max: number) =>
  v.pipe(v.array(Link, `${what} must be a list.`), v.maxLength(max, `${what} can hold at most ${max} links.`));

export const HeaderFooterBody = v.object({
  header: v.object(
    {
      logo: v.nullable(
        v.object(
          { imageUrl: link('The logo image', isAllowedImageUrl), altText: line('The logo text', L.altText, true) },
          'Give the logo as { imageUrl, altText } or null.',
        ),
      ),
      navigation: links('The navigation', L.navigationLinks),
    },
    'Give the header.',
  ),
  footer: v.object(
    {
      text: v.pipe(
        safeString('The footer text must be text.'),
        v.trim(),
        v.maxLength(L.footerText, `The footer text can be at most ${L.footerText} characters.`),
      ),
      links: links('The footer links', L.footerLinks),
      socialIcons: v.pipe(
        v.array(
          v.object({
            service: v.picklist(SOCIAL_SERVICES, `The service must be one of: ${SOCIAL_SERVICES.join(', ')}.`),
            url: link('The profile link'),
          }),
          'The social icons must be a list.',
        ),
        v.maxLength(L.socialIcons, `At most ${L.socialIcons} social icons.`),
      ),
    },
    'Give the footer.',
  ),
});

const LOCALES = SITE_LANGUAGES.map((language) => language.locale);

export const LanguagesBody = v.object({
  languages: v.pipe(
    v.array(
      v.object(
        { locale: v.picklist(LOCALES, `The language must be one of: ${LOCALES.join(', ')}.`) },
        'Give each language as { locale }.',
      ),
      'Give the languages as a list.',
    ),
    v.maxLength(MAX_EXTRA_LANGUAGES, `At most ${MAX_EXTRA_LANGUAGES} languages beside the site's own.`),
  ),
});

/** What the languages panel reads: the site's own language, the extra ones, and those it may add. */
function languageSettings(site: Site, saved: string[] | null): LanguageSettings {
  const primary = sitePrimaryLanguage(site);
  const describe = (language: (typeof SITE_LANGUAGES)[number]): LanguageChoice => ({
    locale: language.locale,
    label: language.label,
    urlPrefix: `/${language.prefix}`,
  });
  return {
    primaryLanguage: { locale: primary.locale, label: primary.label },
    languages: extraLanguages(site, saved).map(describe),
    availableLanguages: SITE_LANGUAGES.filter(
      (language) => language.locale !== primary.locale && !site.collections.has(language.prefix),
    ).map(describe),
    saved: saved !== null,
  };
}

export function siteSettingsRoutes(db: OwnerDb, auth: MiddlewareHandler<OwnerEnv>, cache?: PageCache) {
  const storeFor = contentStoreOf(db);
  return new Hono<OwnerEnv>()
    .get('/site-header-footer', auth, allow('site.settings'), async (c) => {
      const site = c.get('site');
      const saved = await headerFooterStore(db()).saved(site.id);
      return c.json<SavedHeaderFooter>({ ...(saved ?? defaultHeaderFooter(site)), saved: saved !== null });
    })
    .put('/site-header-footer', auth, allow('site.settings'), async (c) => {
      const site = c.get('site');
      const body: SiteHeaderFooter = await readJson(c, HeaderFooterBody);
      const saved = await headerFooterStore(db()).save(site.id, body);
      cache?.drop(site);
      return c.json<SavedHeaderFooter>({ ...saved, saved: true });
    })
    .get('/multilingual/settings', auth, allow('site.settings'), async (c) => {
      const site = c.get('site');
      return c.json<LanguageSettings>(languageSettings(site, await languagesStore(db()).saved(site.id)));
    })
    .get('/multilingual/status', auth, allow('site.settings'), async (c) => {
      const site = c.get('site');
      const languages = extraLanguages(site, await languagesStore(db()).saved(site.id));
      // Counted as the Translations panel counts, from the drafts (an imported fixture site's too).
      const locales = languages.map((l) => l.locale);
      // Read before the transaction: on PGlite a query outside an open one waits for it.
      const headerFooter = locales.length ? await headerFooterStore(db()).saved(site.id) : null;
      const coverages = locales.length
        ? await (await storeFor(site)).withSite(site.id, (tx) =>
            translationCoverages(tx, site.id, headerFooter, locales),
          )
        : new Map<string, TranslationCoverage>();
      return c.json<LanguageStatus>({
        enabled: languages.length > 0,
        languages: languages.map((language) => ({
          locale: language.locale,
          label: language.label,
          urlPrefix: `/${language.prefix}`,
          ...coverages.get(language.locale)!,
        })),
      });
    })
    .put('/multilingual/languages', auth, allow('site.settings'), async (c) => {
      const site = c.get('site');
      const body = await readJson(c, LanguagesBody);
      const primary = sitePrimaryLanguage(site);
      const locales: string[] = [];
      body.languages.forEach(({ locale }, i) => {
        const field = `languages.${i}.locale`;
        if (locale === primary.locale)
          throw new PayloadError({ [field]: `${siteLanguage(locale)!.label} is already the site's own language.` });
        if (locales.includes(locale))
          throw new PayloadError({ [field]: `${siteLanguage(locale)!.label} is listed twice.` });
        if (site.collections.has(siteLanguage(locale)!.prefix))
          throw new PayloadError({
            [field]: `The site has a page at /${siteLanguage(locale)!.prefix}: rename it before adding this language.`,
          });
        locales.push(locale);
      });
      const saved = await languagesStore(db()).save(site.id, locales);
      cache?.drop(site);
      return c.json<LanguageSettings>(languageSettings(site, saved));
    });
}
