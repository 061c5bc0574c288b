/**
 * The one way the server writes cookies. Every cookie gets Path=/ and SameSite=Lax unless the
 * caller says otherwise, and Secure whenever the visitor reached us over HTTPS: the request's
 * own URL, or, behind proxies we run (TRUST_PROXY set, as for client addresses), the
 * `X-Forwarded-Proto` the outermost proxy wrote. Without this a cookie set behind a TLS-ending
 * proxy would also travel over plain HTTP.
 *
 * @example
 *   setSiteCookie(c, 'session', token, { httpOnly: true, maxAge: 3600 });
 *   deleteSiteCookie(c, 'session');
 */
import { deleteCookie, setCookie, setSignedCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { CookieOptions } from 'hono/utils/cookie';

/** True when the visitor's connection is HTTPS (directly, or at our trusted proxy). */
export function isHttpsRequest(c: Context): boolean {
  // The request's URL is absolute and its scheme lower-case (the adapter and URL both write it so): no parse needed.
  if (c.req.url.startsWith('https:')) return true;
  if (!(Number(process.env.TRUST_PROXY) > 0)) return false;
  // Each proxy may append its own; the first entry is the scheme the visitor used.
  const proto = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

/** The options every cookie of ours starts from; `options` adds to or replaces them. */
export function siteCookieOptions(c: Context, options: CookieOptions = {}): CookieOptions {
  const secure = isHttpsRequest(c) || options.secure === true;
  return { path: '/', sameSite: 'Lax', ...options, secure };
}

export function setSiteCookie(c: Context, name: string, value: string, options: CookieOptions = {}): void {
  setCookie(c, name, value, siteCookieOptions(c, options));
}

export async function setSignedSiteCookie(
  c: Context,
  name: string,
  value: string,
  secret: string,
  options: CookieOptions = {},
): Promise<void> {
  await setSignedCookie(c, name, value, secret, siteCookieOptions(c, options));
}

/** Removes a cookie; give the same `path` it was set with. */
export function deleteSiteCookie(c: Context, name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
  deleteCookie(c, name, siteCookieOptions(c, options));
}
