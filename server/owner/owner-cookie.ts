/**
 * The owner session cookie, set and cleared in this one place: HttpOnly, SameSite=Lax, Path=/,
 * Secure over HTTPS (server/http/cookies.ts). Beside it, `ss_websiteRoles` (readable by page
 * scripts, no secret) holds the owner's role code, so the tracking client can apply spec §6:
 * no tracking while an account is signed in, unless its only role is viewer.
 */
import { getCookie } from 'hono/cookie';
import { deleteSiteCookie, setSiteCookie } from '../http';
import { SESSION_HOURS } from './sessions';
import type { Context } from 'hono';

export const OWNER_COOKIE = 'owner_session';
export const OWNER_ROLES_COOKIE = 'ss_websiteRoles';

export function ownerCookie(c: Context): string | undefined {
  const value = getCookie(c, OWNER_COOKIE);
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

/** Sets the session token (and the role code for page scripts), or clears both when `token` is null. */
export function setOwnerCookie(c: Context, token: string | null, roleCode?: number): void {
  if (token === null) {
    deleteSiteCookie(c, OWNER_COOKIE);
    deleteSiteCookie(c, OWNER_ROLES_COOKIE);
    return;
  }
  setSiteCookie(c, OWNER_COOKIE, token, { httpOnly: true, maxAge: SESSION_HOURS * 3600 });
  if (roleCode !== undefined) setSiteCookie(c, OWNER_ROLES_COOKIE, String(roleCode), { maxAge: SESSION_HOURS * 3600 });
}
