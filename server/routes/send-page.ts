/** A rendered page as a response: redirect, or HTML with its page type in X-Page-Type. */
import type { Context } from 'hono';
import type { PageResult } from '../render/page-renderer';

export const PAGE_TYPE_HEADER = 'X-Page-Type';

export function sendPage(c: Context, page: PageResult): Response {
  if (page.location) return c.redirect(page.location, page.status as 301 | 303);
  c.header(PAGE_TYPE_HEADER, String(page.pageType));
  // Pages carry the visitor's crumb and cart, so shared caches must not keep them.
  c.header('Cache-Control', 'private, no-cache');
  return c.html(page.html, page.status as 200);
}
