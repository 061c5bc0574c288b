/**
 * The owner's translation calls (issue 25), mounted at /api/owner/translations: `GET /`
 * the site's languages; `GET /{locale}?state=` lists every translatable text with its original, translation and
 * state; `PUT /{locale}` `{ revision, texts }` saves translations into the language's
 * translation document (a draft: publish to show it on /fr), 409 when `revision` is stale.
 * Viewers read; editors and admins (content.write) translate.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  TRANSLATION_STATES,
  siteLanguage,
  translationId,
  type ContentSaved,
  type TranslationLanguages,
  type TranslationList,
} from '../../domain';
import { PayloadError, readJson, validate, wholeNumber } from '../http';
import { allow, type OwnerEnv } from '../owner';
import { actorOf, contentRouteKit } from '../content/content-route-kit';
import { CONTENT_MESSAGES } from '../content/content-messages';
import { draftOfKey } from '../content/content-drafts';
import { saveDraft } from '../content/content-store';
import { sanitiseOwnerHtml } from '../content/owner-html';
import { headerFooterStore } from '../site-settings/header-footer';
import { extraLanguages, languagesStore, sitePrimaryLanguage } from '../site-settings/languages';
import { siteTexts, type SiteText } from './site-texts';
import { stateCounts, translationEntries, withTranslations } from './translation-status';
import { TRANSLATION_MESSAGES as M } from './translation-messages';
import type { Context } from 'hono';
import type { Sql } from '../db';
import type { AppEnv } from '../types';

/** The longest translation taken (a whole request is at most 100 kB: middleware/request-size.ts). */
const MAX_TEXT = 50_000;

const ListQuery = v.object({
  state: v.optional(v.picklist(TRANSLATION_STATES, M.state)),
});
const SaveBody = v.object({
  revision: v.optional(wholeNumber(CONTENT_MESSAGES.revision, { min: 1 })),
  texts: v.record(v.string(), v.nullable(v.pipe(v.string(M.text), v.maxLength(MAX_TEXT, M.tooLong))), M.texts),
});

/** The locale of the path: one of the site's possible extra languages, never its own. */
function localeOf(c: Context<OwnerEnv>): string {
  const locale = c.req.param('locale') ?? '';
  if (!siteLanguage(locale) || locale === sitePrimaryLanguage(c.get('site')).locale)
    throw new PayloadError({ locale: M.locale(locale) });
  return locale;
}

export function translationRoutes(options: { db?: Sql }): Hono<AppEnv> {
  const kit = contentRouteKit(options.db);
  const { auth, storeFor, orConflict } = kit;
  // The saved header and footer are read before the transaction: on PGlite a query outside an open one waits for it.
  const headerFooterOf = (siteId: string) => headerFooterStore(kit.db()).saved(siteId);

  const app = new Hono<OwnerEnv>()
    .get('/', auth, allow('content.read'), async (c) => {
      const site = c.get('site');
      const primary = sitePrimaryLanguage(site);
      const languages = extraLanguages(site, await languagesStore(kit.db()).saved(site.id));
      return c.json<TranslationLanguages>({
        primaryLanguage: { locale: primary.locale, label: primary.label },
        languages: languages.map((l) => ({ locale: l.locale, label: l.label, urlPrefix: `/${l.prefix}` })),
      });
    })
    .get('/:locale', auth, allow('content.read'), async (c) => {
      const locale = localeOf(c);
      const { state } = validate(ListQuery, c.req.query());
      const site = c.get('site');
      const store = await storeFor(site);
      const headerFooter = await headerFooterOf(site.id);
      const list = await store.withSite(site.id, async (tx) => {
        const document = await draftOfKey(tx, site.id, 'translation', locale);
        const entries = translationEntries(await siteTexts(tx, site.id, headerFooter), document?.body, locale);
        return {
          locale,
          revision: document?.revision ?? null,
          publishedRevision: document?.publishedRevision ?? null,
          counts: stateCounts(entries),
          entries: state ? entries.filter((e) => e.state === state) : entries,
        };
      });
      return c.json<TranslationList>(list);
    })
    .put('/:locale', auth, allow('content.write'), async (c) => {
      const locale = localeOf(c);
      const { revision, texts } = await readJson(c, SaveBody);
      const site = c.get('site');
      const store = await storeFor(site);
      const headerFooter = await headerFooterOf(site.id);
      return orConflict(c, async () => {
        const saved = await store.withSite(site.id, async (tx) => {
          const byId = new Map((await siteTexts(tx, site.id, headerFooter)).map((t) => [translationId(t.path), t]));
          const changes = new Map<SiteText, string | null>();
          const unknown: Record<string, string> = {};
          for (const [id, value] of Object.entries(texts)) {
            const text = byId.get(id);
            if (!text) unknown[`texts.${id}`] = M.unknownText;
            else changes.set(text, value === null ? null : text.rich ? sanitiseOwnerHtml(value) : value.trim());
          }
          if (Object.keys(unknown).length) throw new PayloadError(unknown);
          const current = await draftOfKey(tx, site.id, 'translation', locale);
          return saveDraft(tx, site.id, actorOf(c.get('owner')), {
            kind: 'translation',
            key: locale,
            body: withTranslations(current?.body, changes),
            expected: revision,
            change: revision ? 'update' : 'create',
          });
        });
        return c.json<ContentSaved>({ revision: saved });
      });
    });
  return app as unknown as Hono<AppEnv>;
}
