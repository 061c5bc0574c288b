/**
 * The URL the visitor asked for, with the host from the Host header: links built from it
 * (canonical, redirects) name the site's host rather than whatever address reached the server.
 */
import type { Context } from 'hono';

export function requestUrl(c: Context): URL {
  const raw = new URL(c.req.url);
  const host = c.req.header('Host');
  if (!host || !/^[\w.-]+(:\d+)?$|^\[[\da-f:]+\](:\d+)?$/i.test(host)) return raw;
  // Joined as text, not resolved against the host: a path such as `//evil.example/x` stays a path.
  return new URL(`${raw.protocol}//${host.toLowerCase()}${raw.pathname}${raw.search}`);
}

/**
 * The path and query of the request as its URL holds them, without parsing it: pages append it
 * to the site's origin (one URL parse per page, issue 28), so the host is never read here.
 */
export function requestTarget(c: Context): string {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('://') + 3);
  if (start === -1) return '/';
  const hash = url.indexOf('#', start);
  return hash === -1 ? url.slice(start) : url.slice(start, hash);
}
