/**
 * A newsletter reader's own unsubscribe link (page type 300): the subscriber id and an HMAC of
 * the site and that id under the server's secret, so a link unsubscribes exactly the reader it
 * was mailed to; changing the id (or using it on another site) makes it invalid.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { languagePath } from '../pages/language-routes';
import type { SiteLanguage } from '../../domain';

export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

function signature(secret: string, siteId: string, subscriberId: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe\0${siteId}\0${subscriberId}`).digest('base64url');
}

export function unsubscribeToken(secret: string, siteId: string, subscriberId: string): string {
  return `${subscriberId}.${signature(secret, siteId, subscriberId)}`;
}

/** `language`: the reader's, when not the site's own: the link leads to that language's page (/fr/newsletter/unsubscribe). */
export function unsubscribeUrl(
  origin: string,
  secret: string,
  siteId: string,
  subscriberId: string,
  language?: SiteLanguage,
): string {
  const path = languagePath(language, UNSUBSCRIBE_PATH);
  return `${origin}${path}?token=${encodeURIComponent(unsubscribeToken(secret, siteId, subscriberId))}`;
}

/** The subscriber id a token names, when the token is this site's; undefined otherwise. */
export function readUnsubscribeToken(secret: string, siteId: string, token: unknown): string | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const match = /^(\d{1,18})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const sent = Buffer.from(match[2]!);
  const expected = Buffer.from(signature(secret, siteId, match[1]!));
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? match[1] : undefined;
}
