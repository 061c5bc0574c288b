/**
 * The X-Siteuser-Xsrf-Token (spec §6, §7): answered at sign-in and sent by every later
 * site-user request. It is derived from the session (HMAC with the app secret), so nothing
 * more is stored and every server process computes the same token. A page of another site can
 * make the browser send the session cookie but cannot read the token.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const XSRF_HEADER = 'X-Siteuser-Xsrf-Token';

export function xsrfToken(secret: string, sessionTokenHash: string): string {
  return createHmac('sha256', secret).update(`site-user-xsrf:${sessionTokenHash}`).digest('base64url');
}

export function isXsrfToken(secret: string, sessionTokenHash: string, sent: string | undefined): boolean {
  if (!sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(xsrfToken(secret, sessionTokenHash));
  return a.length === b.length && timingSafeEqual(a, b);
}
