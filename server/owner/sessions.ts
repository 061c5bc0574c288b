/**
 * Owner sessions (migration 030): the browser holds a random token, the database its SHA-256
 * and an expiry 12 hours after the last use (sliding; renewed at most once a minute).
 */
import { newSecret, secretHash } from './secrets';
import type { Sql } from '../db';

export const SESSION_HOURS = 12;

export interface SessionOwner {
  siteId: string;
  ownerId: string;
  email: string;
  role: number;
}

export async function createSession(db: Sql, siteId: string, ownerId: string): Promise<string> {
  const token = newSecret();
  await db.query(
    `insert into owner_sessions (token_hash, website_id, owner_id, expires_at) values ($1, $2, $3, now() + make_interval(hours => $4))`,
    [secretHash(token), siteId, ownerId, SESSION_HOURS],
  );
  // Expired sessions of the site are of no use to anyone.
  await db.query('delete from owner_sessions where website_id = $1 and expires_at < now()', [siteId]);
  return token;
}

/** The owner a live session token belongs to (of any site: the caller compares), its expiry pushed on. */
export async function sessionOwner(db: Sql, token: string): Promise<SessionOwner | undefined> {
  const rows = await db.query<{ website_id: string; owner_id: string; email: string; role: number }>(
    `update owner_sessions s set expires_at = now() + make_interval(hours => $2)
     from owners o
     where s.token_hash = $1 and s.expires_at > now() and o.website_id = s.website_id and o.id = s.owner_id
       and s.expires_at < now() + make_interval(hours => $2) - interval '1 minute'
     returning s.website_id, s.owner_id, o.email, o.role`,
    [secretHash(token), SESSION_HOURS],
  );
  const renewed = rows[0];
  const row =
    renewed ??
    (
      await db.query<{ website_id: string; owner_id: string; email: string; role: number }>(
        `select s.website_id, s.owner_id, o.email, o.role from owner_sessions s join owners o on o.website_id = s.website_id and o.id = s.owner_id
         where s.token_hash = $1 and s.expires_at > now()`,
        [secretHash(token)],
      )
    )[0];
  return row && { siteId: row.website_id, ownerId: row.owner_id, email: row.email, role: Number(row.role) };
}

export async function deleteSession(db: Sql, siteId: string, token: string): Promise<void> {
  await db.query('delete from owner_sessions where website_id = $1 and token_hash = $2', [siteId, secretHash(token)]);
}
