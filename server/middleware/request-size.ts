/**
 * Refuses request bodies over a size before anything reads them (the crumb check parses form
 * posts), so a huge body costs the server neither memory nor parsing. Nothing we accept is
 * large: the longest is a form submission or a cart entry's additional fields.
 *
 * @example
 *   app.use(requestSize({ maxBytes: 100 * 1024 }));
 */
import { bodyLimit } from 'hono/body-limit';
import { plainPage } from '../pages/plain-page';
import type { MiddlewareHandler } from 'hono';

export const TOO_LARGE = 'This request is too large.';

export interface RequestSizeOptions {
  /** @default 102400 (100 KiB) */
  maxBytes?: number;
}

export function requestSize(options: RequestSizeOptions = {}): MiddlewareHandler {
  return bodyLimit({
    maxSize: options.maxBytes ?? 100 * 1024,
    onError: (c) => (c.req.header('Accept')?.includes('text/html') ? c.html(plainPage('Request too large', TOO_LARGE), 413) : c.json({ error: TOO_LARGE }, 413)),
  });
}
