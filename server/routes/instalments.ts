/**
 * GET /instalments/{locale}.html: the instalment information popup's content, one static page
 * per supported locale (server/instalments/), read once at start. The pill fetches it on open.
 *
 * @module
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { HttpError } from '../http-error';
import type { AppEnv } from '../types';

const PAGES_DIR = join(import.meta.dirname, '..', 'instalments');

function readPages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const name of readdirSync(PAGES_DIR)) if (/^[a-z]{2}_[A-Z]{2}\.html$/.test(name)) pages.set(name, readFileSync(join(PAGES_DIR, name), 'utf8'));
  return pages;
}

export function instalmentRoutes(): Hono<AppEnv> {
  const pages = readPages();
  return new Hono<AppEnv>().get('/instalments/:name', (c) => {
    const page = pages.get(c.req.param('name'));
    if (!page) throw new HttpError(404, 'There is no instalment information in this language.');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.html(page);
  });
}
