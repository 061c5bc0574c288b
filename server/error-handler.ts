/**
 * The one place failures become responses: HttpErrors with their status, anything else as
 * 500 after logging it. Browsers get the site's not-found or error page (a plain page when
 * there is no site); API callers get `{ "error": message }`.
 */
import { HttpError } from './http-error';
import { PayloadError } from './http/payload-error';
import { plainPage } from './pages/plain-page';
import { cartSummary } from './render/cart-summary';
import { renderErrorPage } from './render/page-renderer';
import { requestUrl } from './routes/request-url';
import { sendPage } from './routes/send-page';
import type { Context } from 'hono';
import type { RenderEnv } from './render/page-renderer';
import type { AppEnv } from './types';

const UNEXPECTED = 'Something went wrong on our side. Please try again in a moment.';

export function handleError(error: unknown, c: Context<AppEnv>, env: RenderEnv): Response {
  const known = error instanceof HttpError;
  const status = known ? error.status : 500;
  const message = known ? error.message : UNEXPECTED;
  // One JSON line: the path and the error's text come from the request and must not forge lines.
  if (!known)
    env.log.error(
      JSON.stringify({
        requestId: c.get('requestId'),
        failed: `${c.req.method} ${c.req.path}`,
        error: String((error as Error)?.stack ?? error),
      }),
    );
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
