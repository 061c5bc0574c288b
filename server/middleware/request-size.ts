/**
 * Refuses request bodies over a size before anything reads them (the crumb check parses form
 * posts), so a huge body costs the server neither memory nor parsing. Nothing we accept is
 * large: the longest is a form submission or a cart entry's additional fields.
 *
 * @example
 *   app.use(requestSize({ maxBytes: 100 * 1024 }));
 */
import { BYTES_BASE } from '../../domain';
import { bodyLimit } from 'hono/body-limit';
import { plainPage } from '../pages/plain-page';
import type { MiddlewareHandler } from 'hono';

export const TOO_LARGE = 'This request is too large.';

export interface RequestSizeOptions {
  /** @default 102400 (100 KiB) */
  maxBytes?: number;
}

/**
 * GET and HEAD requests carry no body, and asking the Node adapter for one makes it build a full
 * web Request for every page view and asset, so they skip the check.
 */
export function requestSize(options: RequestSizeOptions = {}): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: options.maxBytes ?? 100 * BYTES_BASE,
    onError: (c) =>
      c.req.header('Accept')?.includes('text/html')
        ? c.html(plainPage('Request too large', TOO_LARGE), 413)
        : c.json({ error: TOO_LARGE }, 413),
  });
  return async function requestSize(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return limit(c, next);
  };
}
