/**
 * Site-user accounts (migration 040). Emails arrive trimmed and lower-cased from the schemas,
 * so one address is one account per site. Every query names the site.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import type { Sql } from '../db';

export interface SiteUser {
  id: string;
  email: string;
  passwordHash: string;
}

type UserRow = { id: string; email: string; password_hash: string };
const toUser = (r: UserRow): SiteUser => ({ id: r.id, email: r.email, passwordHash: r.password_hash });

/** Creates the account; undefined when the address already has one (nothing is written then). */
export async function createSiteUser(
  db: Sql,
  siteId: string,
  email: string,
  passwordHash: string,
): Promise<SiteUser | undefined> {
  const rows = await db.query<UserRow>(
    `insert into site_users (website_id, id, email, password_hash) values ($1, $2, $3, $4)
     on conflict (website_id, email) do nothing returning id, email, password_hash`,
    [siteId, randomUUID(), email, passwordHash],
  );
  return rows[0] ? toUser(rows[0]) : undefined;
}

export async function findSiteUserByEmail(db: Sql, siteId: string, email: string): Promise<SiteUser | undefined> {
  const rows = await db.query<UserRow>(
    'select id, email, password_hash from site_users where website_id = $1 and email = $2',
    [siteId, email],
  );
  return rows[0] ? toUser(rows[0]) : undefined;
}

export async function findSiteUser(db: Sql, siteId: string, id: string): Promise<SiteUser | undefined> {
  const rows = await db.query<UserRow>(
    'select id, email, password_hash from site_users where website_id = $1 and id = $2',
    [siteId, id],
  );
  return rows[0] ? toUser(rows[0]) : undefined;
}

export async function setSiteUserPassword(db: Sql, siteId: string, id: string, passwordHash: string): Promise<void> {
  await db.query('update site_users set password_hash = $3 where website_id = $1 and id = $2', [
    siteId,
    id,
    passwordHash,
  ]);
}

/** False when another account of the site has the address. */
export async function setSiteUserEmail(db: Sql, siteId: string, id: string, email: string): Promise<boolean> {
  const rows = await db.query(
    `update site_users set email = $3 where website_id = $1 and id = $2
     and not exists (select 1 from site_users other where other.website_id = $1 and other.email = $3 and other.id <> $2)
     returning id`,
    [siteId, id, email],
  );
  return rows.length > 0;
}
