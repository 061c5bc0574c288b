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

/** Every known prefix: one literal copy of each route per prefix. */
const PREFIXES = SITE_LANGUAGES.map((language) => language.prefix);

/**
 * The routes of `routes` (mounted at `base` for English) again under each language's prefix +
 * `base`, each answering only for an extra language of the request's site.
 *
 * The prefix is written into each path (`/fr/cart`, `/de/cart`…), not matched by a
 * `/:language{fr|de|…}` parameter: Hono's RegExpRouter refuses a parameter segment beside fixed
 * ones (`/:language{…}/cart` beside `/cart`), and one refused route makes SmartRouter fall back
 * to its slower TrieRouter for every request (server/app-router.test.ts).
 */
export function inEachLanguage(base: string, routes: Hono<AppEnv>, env: () => LanguagesEnv): Hono<AppEnv> {
  const prefixed = new Hono<AppEnv>();
  for (const route of routes.routes) {
    for (const prefix of PREFIXES) {
      const path = `/${prefix}${base === '/' ? '' : base}${route.path === '/' ? '' : route.path}`;
      const handler: Handler<AppEnv> = async (c, next) => {
        const found = await pageLanguageOf(c, prefix, env());
        if (!found) return next();
        c.set('pageLanguage', found);
        return route.handler(c, next);
      };
      prefixed.on(route.method, path, handler);
    }
  }
  return prefixed;
}

async function pageLanguageOf(
  c: Context<AppEnv>,
  prefix: string,
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
