/**
 * The visitor's own pages in each of the site's extra languages (issue 25): /fr/cart,
 * /fr/checkout, /fr/order-confirmed/{id} and /fr/account/… answer as /cart, /checkout… do, with
 * the page language on the context (`pageLanguage`), so they render in French and their links
 * and redirects stay under /fr. A prefix the site does not serve falls through to the page
 * routes (a collection of that name, else the not-found page).
 *
 * @module
 */
import { Hono } from 'hono';
import { SITE_LANGUAGES, pathUnderHome, type SiteLanguage } from '../../domain';
import { extraLanguages } from '../site-settings/languages';
import type { Context, Handler } from 'hono';
import type { AppEnv, PageLanguage } from '../types';

export type { PageLanguage };

/** Where the site's saved languages are read: the render environment's (server/render/page-renderer.ts). */
type LanguagesEnv = { siteSettings?: { languages(siteId: string): Promise<string[] | null> } };

/** Every known prefix, longest first (`fr-ca` before `fr`): the route's `:language` pattern. */
const PREFIXES = [...SITE_LANGUAGES]
  .map((language) => language.prefix)
  .sort((a, b) => b.length - a.length)
  .join('|');

/**
 * The routes of `routes` (mounted at `base` for English) again under `/:language{…}` + `base`,
 * each answering only for an extra language of the request's site.
 */
export function inEachLanguage(base: string, routes: Hono<AppEnv>, env: () => LanguagesEnv): Hono<AppEnv> {
  const prefixed = new Hono<AppEnv>();
  for (const route of routes.routes) {
    const path = `/:language{${PREFIXES}}${base === '/' ? '' : base}${route.path === '/' ? '' : route.path}`;
    const handler: Handler<AppEnv> = async (c, next) => {
      const found = await pageLanguageOf(c, c.req.param('language'), env());
      if (!found) return next();
      c.set('pageLanguage', found);
      return route.handler(c, next);
    };
    prefixed.on(route.method, path || '/', handler);
  }
  return prefixed;
}

async function pageLanguageOf(
  c: Context<AppEnv>,
  prefix: string | undefined,
  env: LanguagesEnv,
): Promise<PageLanguage | undefined> {
  const site = c.get('site');
  const extras = extraLanguages(site, (await env.siteSettings?.languages(site.id)) ?? null);
  const language = extras.find((l) => l.prefix === prefix);
  return language && { language, extras };
}

/**
 * On a page of the site's own language, the site's extra languages, for its switcher
 * (renderShopPage's `extras`); none on an extra language's page, whose `pageLanguage` has them.
 */
export async function ownPageExtras(c: Context<AppEnv>, env: LanguagesEnv): Promise<SiteLanguage[] | undefined> {
  if (c.get('pageLanguage')) return undefined;
  const site = c.get('site');
  return extraLanguages(site, (await env.siteSettings?.languages(site.id)) ?? null);
}

/** A site path in the request's page language: `/cart` → `/fr/cart` on a French page. */
export function inPageLanguage(c: Context<AppEnv>, path: string): string {
  return languagePath(c.get('pageLanguage')?.language, path);
}

/** `path` under the language's prefix (`/` → `/fr`); as it is for the primary language. */
export function languagePath(language: SiteLanguage | undefined, path: string): string {
  return language ? pathUnderHome(`/${language.prefix}`, path) : path;
}
