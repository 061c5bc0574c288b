/**
 * The language of the storefront page a call came from (issue 25): the extra language whose
 * prefix the page's path starts with (`/fr/shop/lamp` → `fr-FR`), or undefined for the site's
 * own language. The cart remembers it when a product is added, so an order placed after
 * shopping on /fr is mailed in French; the calls answer in it (translated-answers.ts), and the
 * links they make (account e-mails, the donation confirmation) lead to its pages.
 */
import { extraLanguages, languageAtPath, languagesStore } from '../site-settings/languages';
import { requestUrl } from '../http/request-url';
import type { Context } from 'hono';
import { SITE_LANGUAGES, type SiteLanguage } from '../../domain';
import type { Sql } from '../db';
import type { AppEnv } from '../types';
import type { Site } from '../sites/types';

/**
 * The extra language of the page at `referer` (the Referer header of an island's call), or
 * undefined for the site's own language. Only this site's own pages count: their origin is one
 * of `origins` (the site's, and the one the request came to, as a proxy or a port may differ).
 */
export async function pageSiteLanguage(
  db: Sql,
  site: Site,
  referer: string | undefined,
  origins: readonly string[],
): Promise<SiteLanguage | undefined> {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (!origins.includes(url.origin)) return undefined;
  // Only a path under some language's prefix needs the site's saved languages read.
  if (!languageAtPath(SITE_LANGUAGES, url.pathname)) return undefined;
  const languages = extraLanguages(site, await languagesStore(db).saved(site.id));
  return languageAtPath(languages, url.pathname)?.language;
}

/**
 * The language of the page an island's call came from, the one way the calls learn it (their
 * Referer, which the browser sends with every call of the page): undefined for the site's own
 * language, or without a database.
 */
export function callLanguage(c: Context<AppEnv>, db: Sql | undefined): Promise<SiteLanguage | undefined> {
  if (!db) return Promise.resolve(undefined);
  const origins = [c.get('siteOrigin'), requestUrl(c).origin];
  return pageSiteLanguage(db, c.get('site'), c.req.header('Referer'), origins);
}

/** Records the language the cart `token` names was last filled in. */
export async function setCartLanguage(db: Sql, siteId: string, token: string, locale: string | null): Promise<void> {
  await db.query('update carts set language = $3 where website_id = $1 and token = $2', [siteId, token, locale]);
}

/** The language the order was placed in, or null for the site's own. */
export async function orderLanguage(db: Sql, siteId: string, orderId: string): Promise<string | null> {
  const [row] = await db.query<{ language: string | null }>(
    'select language from orders where website_id = $1 and id = $2',
    [siteId, orderId],
  );
  return row?.language ?? null;
}
