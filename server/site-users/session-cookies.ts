/**
 * The cookies of a signed-in site user. `site-user-session` (HttpOnly) holds the session token;
 * `SiteUserInfo` (spec §3 "Site user info cookie", readable by page scripts) holds
 * `{"authenticated":true,"siteUserId":"…"}` URL-encoded: the page loads the cart at start when
 * it says authenticated (spec §4), and tracking skips authenticated visitors (spec §6).
 * Both are session cookies, or last 30 days with rememberMe.
 */
import { getCookie } from 'hono/cookie';
import { deleteSiteCookie, setSiteCookie } from '../http';
import type { Context } from 'hono';

export const SESSION_COOKIE = 'site-user-session';
export const SITE_USER_INFO_COOKIE = 'SiteUserInfo';

export interface SiteUserInfo {
  authenticated: boolean;
  siteUserId: string;
}

export function sessionToken(c: Context): string | undefined {
  const token = getCookie(c, SESSION_COOKIE);
  return token && /^[\w-]{40,64}$/.test(token) ? token : undefined;
}

export function setSessionCookies(c: Context, token: string, siteUserId: string, maxAge: number | undefined): void {
  const base = maxAge ? { maxAge } : {};
  setSiteCookie(c, SESSION_COOKIE, token, { ...base, httpOnly: true });
  const info: SiteUserInfo = { authenticated: true, siteUserId };
  setSiteCookie(c, SITE_USER_INFO_COOKIE, JSON.stringify(info), base);
}

export function clearSessionCookies(c: Context): void {
  deleteSiteCookie(c, SESSION_COOKIE);
  deleteSiteCookie(c, SITE_USER_INFO_COOKIE);
}
