/**
 * The one place failures become responses: HttpErrors with their status, the database away
 * for a moment (a cut connection, a failover, a statement timeout) as 503 with Retry-After,
 * anything else as 500 after logging it. Browsers get the site's not-found or error page (a plain page when
 * there is no site); API callers get `{ "error": message }`.
 */
import { isDatabaseUnavailable } from './db';
import { HttpError } from './http-error';
import { PayloadError } from './http/payload-error';
import { plainPage } from './pages/plain-page';
import { cartSummary } from './render/cart-summary';
import { renderErrorPage } from './render/page-renderer';
import { requestUrl } from './http/request-url';
import { sendPage } from './http/send-page';
import type { Context } from 'hono';
import type { RenderEnv } from './render/page-renderer';
import type { AppEnv } from './types';

const UNEXPECTED = 'Something went wrong on our side. Please try again in a moment.';
const UNAVAILABLE = 'The store is busy for a moment. Please try again in a few seconds.';
/** Seconds a caller is asked to wait when the database is away: the pool reconnects within one. */
const RETRY_AFTER_SECONDS = 2;
/** Headers that describe a response's body, which the error answer replaces. */
const BODY_HEADERS = ['Content-Encoding', 'Content-Length', 'Content-Range', 'ETag', 'Last-Modified'];

export function handleError(error: unknown, c: Context<AppEnv>, env: RenderEnv): Response {
  // A failure after the response was made (a middleware reading the database after next(),
  // as the ad pixel does) replaces it, and hono carries the made response's headers over to
  // the answer: those of its body must go (a plain error page labelled gzip cannot be read).
  if (c.finalized) for (const name of BODY_HEADERS) c.header(name, undefined);
  const known = error instanceof HttpError;
  const unavailable = !known && isDatabaseUnavailable(error);
  const status = known ? error.status : unavailable ? 503 : 500;
  const message = known ? error.message : unavailable ? UNAVAILABLE : UNEXPECTED;
  if (unavailable) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  // One JSON line: the path and the error's text come from the request and must not forge lines.
  if (!known) {
    const line = JSON.stringify({
      requestId: c.get('requestId'),
      failed: `${c.req.method} ${c.req.path}`,
      error: unavailable ? `database unavailable: ${String(error)}` : String((error as Error)?.stack ?? error),
    });
    if (unavailable) env.log.warn(line);
    else env.log.error(line);
  }
  if (!wantsHtml(c))
    return c.json(
      error instanceof PayloadError ? { error: message, fieldErrors: error.fieldErrors } : { error: message },
      status as 500,
    );
  const site = c.get('site');
  if (!site) return c.html(plainPage('Something went wrong', message), status as 500);
  const url = requestUrl(c);
  return sendPage(
    c,
    renderErrorPage({ site, url, crumb: c.get('crumb') ?? '', cart: cartSummary(site, 0, 0) }, status, message, env),
  );
}

function wantsHtml(c: Context): boolean {
  if (c.req.path.startsWith('/api/')) return false;
  const accept = c.req.header('Accept') ?? '';
  return accept.includes('text/html') || !accept.includes('json');
}
