/**
 * Answers a request with a StaticFile: content type, ETag and 304, the cache policy, and a
 * precompressed body when the client accepts br or gzip.
 */
import { acceptsEncoding } from './accept-encoding';
import type { Context } from 'hono';
import type { Encoding, StaticFile } from './static-file';

/** Hashed URLs never change content, so browsers may keep them for a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed URLs may change: the browser keeps a copy but revalidates it with the ETag. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * A hashed script or stylesheet: a subresource, never a document, so the page's headers that
 * only documents heed (the CSP, the referrer policy) and the request id are left off it; a
 * first view fetches several, and each carried ~330 bytes of them (issue 28, "First view").
 */
export function isImmutableSubresource(res: Response): boolean {
  if (res.headers.get('Cache-Control') !== IMMUTABLE) return false;
  const type = res.headers.get('Content-Type') ?? '';
  return type.startsWith('text/javascript') || type.startsWith('text/css');
}

export function sendStatic(c: Context, file: StaticFile, cacheControl: string): Response {
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': cacheControl,
    ETag: file.etag,
  });
  if (file.compressible) headers.set('Vary', 'Accept-Encoding');
  if (matchesEtag(c.req.header('If-None-Match'), file.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = file.compressible ? pickEncoding(c.req.header('Accept-Encoding')) : undefined;
  const body = encoding ? file.encoded(encoding) : file.body;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Brotli when offered (smaller), else gzip; an explicit q=0 refuses an encoding. */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (acceptsEncoding(header, 'br')) return 'br';
  if (acceptsEncoding(header, 'gzip')) return 'gzip';
  return undefined;
}
