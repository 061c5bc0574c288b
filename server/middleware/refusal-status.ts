/**
 * Answers a refusal (4xx) as 200 with its status in `X-Refusal-Status` when the request asks
 * for it (domain/refusal-status.ts): the storefront islands do, so expected refusals leave
 * nothing in the visitor's console. Server failures (5xx) keep their status.
 *
 * @example
 *   app.use('/api/*', refusalStatus());
 */
import { REFUSAL_HEADER, REFUSAL_IN_HEADER } from '../../domain';
import type { MiddlewareHandler } from 'hono';

export function refusalStatus(): MiddlewareHandler {
  return async function refusalStatus(c, next) {
    await next();
    if (c.req.header(REFUSAL_HEADER) !== REFUSAL_IN_HEADER) return;
    const status = c.res.status;
    if (status < 400 || status >= 500) return;
    const headers = new Headers(c.res.headers);
    headers.set(REFUSAL_HEADER, String(status));
    headers.append('Vary', REFUSAL_HEADER);
    c.res = new Response(c.res.body, { status: 200, headers });
  };
}
