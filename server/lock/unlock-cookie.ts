/**
 * The signed, HttpOnly cookie that unlocks one collection for this browser. Its value is a
 * fingerprint of the password hash, so changing the password locks everyone out again.
 */
import { createHash } from 'node:crypto';
import { getCookie, getSignedCookie } from 'hono/cookie';
import { setSignedSiteCookie } from '../http/cookies';
import type { Context } from 'hono';
import type { Collection, Site } from '../sites/types';

export function unlockCookieName(collection: Collection): string {
  return `unlock-${collection.id.replace(/[^\w-]/g, '_')}`;
}

function fingerprint(collection: Collection): string {
  return createHash('sha256')
    .update(collection.password?.hash ?? '')
    .digest('hex')
    .slice(0, 16);
}

export async function setUnlockCookie(c: Context, secret: string, collection: Collection): Promise<void> {
  await setSignedSiteCookie(c, unlockCookieName(collection), fingerprint(collection), secret, { httpOnly: true });
}

/** The site's locked collections this request has a valid unlock cookie for. */
export async function unlockedCollections(c: Context, secret: string, site: Site): Promise<Set<Collection>> {
  const unlocked = new Set<Collection>();
  // Most page views carry no cookie: no need to list the site's collections for them.
  if (!c.req.header('Cookie')) return unlocked;
  // Only signatures of unlock cookies present are checked: a signed-in visitor's session and
  // cart cookies alone made every page import the signing key (about 45 µs of CPU, issue 28).
  const present = getCookie(c);
  const locked = [...site.collections.values()].filter(
    (collection) => collection.password && present[unlockCookieName(collection)] !== undefined,
  );
  if (locked.length === 0) return unlocked;
  const cookies = await getSignedCookie(c, secret);
  for (const collection of locked) {
    if (cookies[unlockCookieName(collection)] === fingerprint(collection)) unlocked.add(collection);
  }
  return unlocked;
}
