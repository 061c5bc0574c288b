/** A rendered page as a response: redirect, or HTML with its page type in X-Page-Type. */
import { sameOriginPath } from '../../domain';
import { addCspSources } from '../middleware/security-headers';
import { markPixelDecided } from '../render/ad-pixel-tag';
import type { Context } from 'hono';
import type { AppEnv } from '../types';
import type { PageResult } from '../render/page-renderer';

export const PAGE_TYPE_HEADER = 'X-Page-Type';

/**
 * `body` is the page's HTML, or its bytes when they are ready already (cached pages), gzipped
 * already when `encoding` says so.
 */
export function sendPage(
  c: Context<AppEnv>,
  page: PageResult,
  body: string | Uint8Array = page.html,
  encoding?: 'gzip',
): Response {
  // A redirect never leaves the site, whatever path (`//host/`) it was derived from.
  if (page.location)
    return c.redirect(sameOriginPath(page.location, c.get('siteOrigin')) ?? '/', page.status as 301 | 303);
  c.header(PAGE_TYPE_HEADER, String(page.pageType));
  // Pages carry the visitor's crumb and cart, so shared caches must not keep them.
  c.header('Cache-Control', 'private, no-cache');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  if (page.csp) addCspSources(c, page.csp);
  // The render placed the site's ad pixel (or knew it had none): the middleware leaves the page be.
  if (page.adPixelRead) markPixelDecided(c);
  if (encoding) {
    // The compression middleware leaves an encoded body alone, and its Vary with it.
    c.header('Content-Encoding', encoding);
    c.header('Vary', 'Accept-Encoding', { append: true });
  }
  return c.body(body as string, page.status as 200);
}
