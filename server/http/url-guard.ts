/**
 * Refuses (400) a request whose path or query decodes to a NUL, before any route reads a path
 * parameter or query value from it: PostgreSQL cannot store or even compare text holding one,
 * so an entry id like `a%00b` would otherwise fail deep in a query. (Unpaired surrogates
 * cannot arrive this way: percent-decoding refuses invalid UTF-8.)
 *
 * @example
 *   app.use(urlGuard());
 */
import { plainPage } from '../pages/plain-page';
import { INPUT_MESSAGES } from './input-messages';
import type { MiddlewareHandler } from 'hono';

const NUL = /%00|\u0000/i;

export function urlGuard(): MiddlewareHandler {
  return async function urlGuard(c, next) {
    if (!NUL.test(c.req.url)) return next();
    if (c.req.header('Accept')?.includes('text/html')) return c.html(plainPage('Bad request', INPUT_MESSAGES.badAddress), 400);
    return c.json({ error: INPUT_MESSAGES.badAddress }, 400);
  };
}
