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
import type { Context, MiddlewareHandler } from 'hono';

export const TOO_LARGE = 'This request is too large.';

export interface RequestSizeOptions {
  /** @default 102400 (100 KiB) */
  maxBytes?: number;
  /** Calls that check their own, larger limit (media uploads: server/media/upload-size.ts). */
  skip?: (c: Context) => boolean;
}

/**
 * GET and HEAD requests carry no body, and asking the Node adapter for one makes it build a full
 * web Request for every page view and asset, so they skip the check. A body whose length is
 * declared (Content-Length, not chunked) is checked by that header alone, as hono's bodyLimit
 * would check it, but without asking for the body first: that too builds the web Request, with
 * a stream over the socket, for every form post and tracking hit; unasked, the adapter reads
 * the body straight from the socket for whoever parses it. Chunked bodies are counted as read.
 */
export function requestSize(options: RequestSizeOptions = {}): MiddlewareHandler {
  const maxBytes = options.maxBytes ?? 100 * BYTES_BASE;
  const limit = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  const check: MiddlewareHandler = async (c, next) => {
    const declared = c.req.header('Content-Length');
    if (declared !== undefined && c.req.header('Transfer-Encoding') === undefined)
      return Number.parseInt(declared, 10) > maxBytes ? tooLarge(c) : next();
    return limit(c, next);
  };
  // Not async: a GET goes on without a promise of this one's.
  return function requestSize(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || options.skip?.(c)) return next();
    return check(c, next);
  };
}

function tooLarge(c: Context): Response {
  return c.req.header('Accept')?.includes('text/html')
    ? c.html(plainPage('Request too large', TOO_LARGE), 413)
    : c.json({ error: TOO_LARGE }, 413);
}
