/**
 * Answers a refusal (4xx) as 200 with its status in `X-Refusal-Status` when the request asks
 * for it (domain/refusal-status.ts): the storefront islands do, so expected refusals leave
 * nothing in the visitor's console. Requests that cannot ask (a page's tracking beacons, which
 * send no headers of their own) are named by `unasked`. Server failures (5xx) keep their status.
 *
 * @example
 *   app.use('/api/*', refusalStatus({ unasked: isPageTrackingCall }));
 */
import { REFUSAL_HEADER, REFUSAL_IN_HEADER } from '../../domain';
import type { Context, MiddlewareHandler } from 'hono';

export interface RefusalStatusOptions {
  /** Requests answered so without asking. @default none */
  unasked?: (c: Context) => boolean;
}

export function refusalStatus(options: RefusalStatusOptions = {}): MiddlewareHandler {
  return async function refusalStatus(c, next) {
    await next();
    const status = c.res.status;
    if (status < 400 || status >= 500) return;
    if (c.req.header(REFUSAL_HEADER) !== REFUSAL_IN_HEADER && !options.unasked?.(c)) return;
    const headers = new Headers(c.res.headers);
    headers.set(REFUSAL_HEADER, String(status));
    headers.append('Vary', REFUSAL_HEADER);
    c.res = new Response(c.res.body, { status: 200, headers });
  };
}
