/**
 * gzip for rendered pages and JSON. Static files arrive precompressed (br or gzip, made once)
 * and pages from the page cache gzipped once per render (render/gzip-parts.ts); both carry
 * Content-Encoding, which is left alone, as are event streams, HEAD, partial content,
 * `Cache-Control: no-transform` and bodies whose Content-Length is under the threshold.
 *
 * The body is read whole and compressed in one zlib call: our responses are finished strings,
 * and a web CompressionStream cost five times the CPU of zlib itself on a 16 KB product page
 * (0.74 ms against 0.13 ms), as much as rendering the page.
 *
 * Each response compressed here is compressed for that response alone, so it takes zlib's fastest
 * level (RESPONSE_GZIP_LEVEL); bodies compressed once for many responses (the page cache's) keep
 * the default level.
 *
 * @example
 *   app.use(compression());
 */
import { gzipSync } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { BYTES_BASE } from '../../domain';
import { acceptsEncoding } from '../assets/accept-encoding';
import type { MiddlewareHandler } from 'hono';

export interface CompressionOptions {
  /** Smaller bodies are sent as they are. @default 1024 */
  threshold?: number;
}

/**
 * The level of a gzip made for one response. Measured on the demo pages (15 to 30 KB of HTML,
 * issue 28): level 1 takes about half the CPU of the default 6 and is 7 to 13% larger
 * (bench/http/README.md), and it is paid on every uncached page.
 */
export const RESPONSE_GZIP_LEVEL = 1;

/** `bytes` gzipped for one response. */
export function gzipForResponse(bytes: Uint8Array): ReturnType<typeof gzipSync> {
  return gzipSync(bytes, { level: RESPONSE_GZIP_LEVEL });
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Whether a declared Content-Length is under `threshold` (an undeclared one is not). */
function declaredUnder(length: string | null, threshold: number): boolean {
  return length !== null && Number(length) < threshold;
}

export function compression(options: CompressionOptions = {}): MiddlewareHandler {
  const threshold = options.threshold ?? BYTES_BASE;
  return async function compression(c, next) {
    await next();
    const headers = c.res.headers;
    // Cheapest first: static files and cached pages stop at Content-Encoding.
    if (
      c.res.status === 206 ||
      c.req.method === 'HEAD' ||
      headers.has('Content-Encoding') ||
      headers.has('Transfer-Encoding') ||
      declaredUnder(headers.get('Content-Length'), threshold) ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '') ||
      NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const vary = headers.get('Vary');
    if (vary !== '*' && !(vary && VARIES_BY_ENCODING.test(vary)))
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!acceptsEncoding(c.req.header('Accept-Encoding'), 'gzip') || !c.res.body) return;
    const { status, statusText } = c.res;
    const body = gzipForResponse(new Uint8Array(await c.res.arrayBuffer()));
    headers.delete('Content-Length');
    headers.set('Content-Encoding', 'gzip');
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    // Unset first: assigning over a response makes hono re-wrap the new one as a stream and
    // merge the old headers into it, and these headers are the old ones already.
    c.res = undefined;
    c.res = new Response(body, { status, statusText, headers });
  };
}
