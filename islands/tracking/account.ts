/**
 * Who is signed in on this browser, as the page can tell: a site user by the `SiteUserInfo`
 * cookie (spec §3: authenticated, siteUserId), an owner by `ss_websiteRoles`, the role codes
 * the owner sign-in writes beside its HttpOnly session. Either means an account is present.
 */
import { readCookie } from './cookies';
import type { TrackingAccount } from '../../domain';

export const SITE_USER_COOKIE = 'SiteUserInfo';
export const OWNER_ROLES_COOKIE = 'ss_websiteRoles';

export function signedInAccount(cookies: string = document.cookie): TrackingAccount | null {
  const roles = readCookie(OWNER_ROLES_COOKIE, cookies);
  if (roles) {
    const websiteRoles = roles
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
    if (websiteRoles.length > 0) return { websiteRoles };
  }
  return siteUserSignedIn(readCookie(SITE_USER_COOKIE, cookies)) ? { websiteRoles: [] } : null;
}

/** The cookie holds JSON or form-encoded fields; either way `authenticated` must be true. */
function siteUserSignedIn(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object') return (parsed as { authenticated?: unknown }).authenticated === true;
  } catch {
    // not JSON: read it as fields
  }
  return new URLSearchParams(value).get('authenticated') === 'true';
}
