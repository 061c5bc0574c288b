/**
 * The owner session cookie, set and cleared in this one place: HttpOnly, SameSite=Lax, Path=/,
 * Secure when the request came over HTTPS. (When the shared "secure behind a proxy" helper
 * lands, `isHttps` is the one line to switch to it.)
 */
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_HOURS } from './sessions';
import type { Context } from 'hono';

export const OWNER_COOKIE = 'owner_session';

function isHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  // Behind our own proxies (TRUST_PROXY), the proxy says how the browser connected.
  return (Number(process.env.TRUST_PROXY) || 0) > 0 && c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https';
}

export function ownerCookie(c: Context): string | undefined {
  const value = getCookie(c, OWNER_COOKIE);
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

/** Sets the session token, or clears the cookie when `token` is null. */
export function setOwnerCookie(c: Context, token: string | null): void {
  const options = { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) } as const;
  if (token === null) deleteCookie(c, OWNER_COOKIE, options);
  else setCookie(c, OWNER_COOKIE, token, { ...options, maxAge: SESSION_HOURS * 3600 });
}
