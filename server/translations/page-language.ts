/**
 * The language of the storefront page a request came from (issue 25): the extra language whose
 * prefix the page's path starts with (`/fr/shop/lamp` → `fr-FR`), or null for the site's own
 * language. The cart remembers it when a product is added, so an order placed after shopping
 * on /fr is mailed in French; the checkout page itself has no language prefix.
 */
import { extraLanguages, languageAtPath, languagesStore } from '../site-settings/languages';
import type { Context } from 'hono';
import { SITE_LANGUAGES, type SiteLanguage } from '../../domain';
import type { Sql } from '../db';
import type { AppEnv } from '../types';
import type { Site } from '../sites/types';

/** `referer`: the page's address (the Referer header of the island's call); only this site's own pages count. */
export async function pageLanguage(
  db: Sql,
  site: Site,
  referer: string | undefined,
  origin: string,
): Promise<string | null> {
  return (await pageSiteLanguage(db, site, referer, origin))?.locale ?? null;
}

/** The extra language of the page at `referer`, or undefined for the site's own language (or another site's page). */
export async function pageSiteLanguage(
  db: Sql,
  site: Site,
  referer: string | undefined,
  origin: string,
): Promise<SiteLanguage | undefined> {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
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
  return pageSiteLanguage(db, c.get('site'), c.req.header('Referer'), c.get('siteOrigin'));
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
