/**
 * The URL the visitor asked for, with the host from the Host header: links built from it
 * (canonical, redirects) name the site's host rather than whatever address reached the server.
 */
import type { Context } from 'hono';

export function requestUrl(c: Context): URL {
  const raw = new URL(c.req.url);
  const host = c.req.header('Host');
  if (!host || !/^[\w.-]+(:\d+)?$|^\[[\da-f:]+\](:\d+)?$/i.test(host)) return raw;
  return new URL(raw.pathname + raw.search, `${raw.protocol}//${host.toLowerCase()}`);
}
