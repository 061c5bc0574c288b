/**
 * Owner accounts (migration 030): one email per site, a scrypt password hash, a website role.
 * Emails are compared in lower case.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../lock/password';
import { WEBSITE_ROLES, type WebsiteRoleName } from '../../domain';
import type { Sql } from '../db';

export interface OwnerAccount {
  id: string;
  siteId: string;
  email: string;
  passwordHash: string;
  role: number;
}

type OwnerRow = { id: string; website_id: string; email: string; password_hash: string; role: number };

const toAccount = (r: OwnerRow): OwnerAccount => ({
  id: r.id,
  siteId: r.website_id,
  email: r.email,
  passwordHash: r.password_hash,
  role: Number(r.role),
});

export interface NewOwner {
  email: string;
  password: string;
  role: WebsiteRoleName;
}

/** Creates the owner, or (same site and email) replaces its password and role. */
export async function saveOwner(db: Sql, siteId: string, owner: NewOwner): Promise<OwnerAccount> {
  const hash = await hashPassword(owner.password);
  const [row] = await db.query<OwnerRow>(
    `insert into owners (website_id, id, email, password_hash, role) values ($1, $2, $3, $4, $5)
     on conflict (website_id, email) do update set password_hash = excluded.password_hash, role = excluded.role
     returning id, website_id, email, password_hash, role`,
    [siteId, randomUUID(), owner.email.toLowerCase(), hash, WEBSITE_ROLES[owner.role]],
  );
  return toAccount(row!);
}

/** Creates the owner unless the site has one with this email (its password is then left alone). */
export async function ensureOwner(db: Sql, siteId: string, owner: NewOwner): Promise<boolean> {
  if (await findOwnerByEmail(db, siteId, owner.email)) return false;
  await saveOwner(db, siteId, owner);
  return true;
}

export async function findOwnerByEmail(db: Sql, siteId: string, email: string): Promise<OwnerAccount | undefined> {
  const rows = await db.query<OwnerRow>(
    'select id, website_id, email, password_hash, role from owners where website_id = $1 and email = $2',
    [siteId, email.toLowerCase()],
  );
  return rows[0] && toAccount(rows[0]);
}
