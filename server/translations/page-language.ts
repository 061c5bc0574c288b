/**
 * The language of the storefront page a request came from (issue 25): the extra language whose
 * prefix the page's path starts with (`/fr/shop/lamp` → `fr-FR`), or null for the site's own
 * language. The cart remembers it when a product is added, so an order placed after shopping
 * on /fr is mailed in French; the checkout page itself has no language prefix.
 */
import { extraLanguages, languageAtPath, languagesStore } from '../site-settings/languages';
import type { Sql } from '../db';
import type { Site } from '../sites/types';

/** `referer`: the page's address (the Referer header of the island's call); only this site's own pages count. */
export async function pageLanguage(
  db: Sql,
  site: Site,
  referer: string | undefined,
  origin: string,
): Promise<string | null> {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const languages = extraLanguages(site, await languagesStore(db).saved(site.id));
  return languageAtPath(languages, url.pathname)?.language.locale ?? null;
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
