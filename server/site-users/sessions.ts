/**
 * Site-user sessions in PostgreSQL (migration 040), shared by every server process. A session
 * found by its cookie comes with the user's open cart, which is the cart a signed-in visitor
 * uses in every browser.
 *
 * @module
 */
import { hashToken, newSecretToken } from './secret-token';
import type { Sql } from '../db';

/** A session with rememberMe lasts 30 days; without, its cookie ends with the browser and the row after a day. */
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
export const BROWSER_SESSION_SECONDS = 24 * 60 * 60;

export interface SiteUserSession {
  /** SHA-256 of the cookie value: the session's key, and what the XSRF token is derived from. */
  tokenHash: string;
  siteUserId: string;
  email: string;
  /** The token of the user's open cart, if they have one. */
  cartToken: string | null;
}

export async function createSession(
  db: Sql,
  siteId: string,
  siteUserId: string,
  seconds: number,
): Promise<{ token: string; tokenHash: string }> {
  const token = newSecretToken();
  const tokenHash = hashToken(token);
  await db.query(
    `insert into site_user_sessions (token_hash, website_id, site_user_id, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [tokenHash, siteId, siteUserId, seconds],
  );
  return { token, tokenHash };
}

/** The live session of a cookie on this site, or undefined (unknown, expired, another site's). */
export async function findSession(db: Sql, siteId: string, token: string): Promise<SiteUserSession | undefined> {
  return (await findSessionByHash(db, siteId, hashToken(token)))?.session;
}

/** A live session by its token's hash, with when it ends (epoch ms): what kept-sessions.ts keeps. */
export async function findSessionByHash(
  db: Sql,
  siteId: string,
  tokenHash: string,
): Promise<{ session: SiteUserSession; expiresAt: number } | undefined> {
  const rows = await db.query<{
    token_hash: string;
    site_user_id: string;
    email: string;
    cart_token: string | null;
    expires_at: Date | string;
  }>(
    `select s.token_hash, s.site_user_id, u.email, s.expires_at,
       (select c.token from carts c where c.website_id = s.website_id and c.site_user_id = s.site_user_id
          and c.kind = 'regular' and not c.is_purchased order by c.created desc limit 1) as cart_token
     from site_user_sessions s join site_users u on u.website_id = s.website_id and u.id = s.site_user_id
     where s.token_hash = $1 and s.website_id = $2 and s.expires_at > now()`,
    [tokenHash, siteId],
  );
  const r = rows[0];
  if (!r) return undefined;
  return {
    session: { tokenHash: r.token_hash, siteUserId: r.site_user_id, email: r.email, cartToken: r.cart_token },
    expiresAt: new Date(r.expires_at).getTime(),
  };
}

export async function deleteSession(db: Sql, siteId: string, tokenHash: string): Promise<void> {
  await db.query('delete from site_user_sessions where token_hash = $1 and website_id = $2', [tokenHash, siteId]);
}

/** Signs the user out everywhere but `keepTokenHash` (after a password or email change). */
export async function deleteOtherSessions(
  db: Sql,
  siteId: string,
  siteUserId: string,
  keepTokenHash: string | null,
): Promise<void> {
  await db.query(
    'delete from site_user_sessions where website_id = $1 and site_user_id = $2 and token_hash is distinct from $3',
    [siteId, siteUserId, keepTokenHash],
  );
}

/** Expired rows are of no use; removed now and then at sign-in so the table does not grow forever. */
export async function deleteExpiredSessions(db: Sql, siteId: string): Promise<void> {
  await db.query('delete from site_user_sessions where website_id = $1 and expires_at <= now()', [siteId]);
}
