/**
 * Refuses (400) a request whose path or query decodes to a NUL, before any route reads a path
 * parameter or query value from it: PostgreSQL cannot store or even compare text holding one,
 * so an entry id like `a%00b` would otherwise fail deep in a query. (Unpaired surrogates
 * cannot arrive this way: percent-decoding refuses invalid UTF-8.) It also refuses a query of
 * more than `QUERY_PARSER_MAX_KEYS` (1000, spec §9) parameters, so no route's query parsing
 * (Hono's `c.req.query()`, `URLSearchParams`) ever reads more.
 *
 * @example
 *   app.use(urlGuard());
 */
import { QUERY_PARSER_MAX_KEYS } from '../../domain';
import { plainPage } from '../pages/plain-page';
import { INPUT_MESSAGES } from './input-messages';
import { queryTextKeyCount } from './query-text';
import type { MiddlewareHandler } from 'hono';

const NUL = /%00|\u0000/i;

export function urlGuard(): MiddlewareHandler {
  // Not async: nearly every request passes, and goes on without a promise of this one's.
  return function urlGuard(c, next) {
    const url = c.req.url;
    const message = NUL.test(url)
      ? INPUT_MESSAGES.badAddress
      : queryKeyCount(url) > QUERY_PARSER_MAX_KEYS
        ? INPUT_MESSAGES.tooManyQueryKeys(QUERY_PARSER_MAX_KEYS)
        : undefined;
    if (message === undefined) return next();
    return Promise.resolve(
      c.req.header('Accept')?.includes('text/html')
        ? c.html(plainPage('Bad request', message), 400)
        : c.json({ error: message }, 400),
    );
  };
}

/** Parameters of the URL's query as a query parser counts them: `&`-separated, empty ones skipped. */
export function queryKeyCount(url: string): number {
  const start = url.indexOf('?');
  if (start < 0) return 0;
  const end = url.indexOf('#', start);
  return queryTextKeyCount(url.slice(start + 1, end < 0 ? undefined : end));
}
