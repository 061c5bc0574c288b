/**
 * The SiteUserInfo cookie (spec §3 "Site user info cookie": authenticated, siteUserId), which
 * the server sets at sign-in as URL-encoded JSON and page scripts read: the cart loads at page
 * start for a signed-in visitor (spec §4), and tracking skips authenticated visitors (spec §6).
 */
import { readCookie } from '../shared/api-call';

export function isSignedIn(cookies: string): boolean {
  const info = readCookie('SiteUserInfo', cookies);
  if (!info) return false;
  try {
    return (JSON.parse(info) as { authenticated?: unknown }).authenticated === true;
  } catch {
    return false;
  }
}
