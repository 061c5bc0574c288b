/**
 * GET /instalments/{locale}.html: the instalment information popup's content, one page per
 * supported locale (server/instalments/info-pages.ts), written once at start. The pill
 * fetches it on open.
 *
 * @module
 */
import { Hono } from 'hono';
import { HttpError } from '../http-error';
import { instalmentInfoPages } from './info-pages';
import type { AppEnv } from '../types';

export function instalmentRoutes(): Hono<AppEnv> {
  const pages = instalmentInfoPages();
  return new Hono<AppEnv>().get('/:name', (c) => {
    const page = pages.get(c.req.param('name'));
    if (!page) throw new HttpError(404, 'There is no instalment information in this language.');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.html(page);
  });
}
