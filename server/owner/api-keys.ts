/**
 * API keys (migration 030): scoped to one site and one role, sent as `Authorization: Bearer
 * <secret>`. The secret is shown once; the database keeps its SHA-256 and its first 8
 * characters, so the owner can tell keys apart.
 */
import { randomUUID } from 'node:crypto';
import { ROLE_LABELS, WEBSITE_ROLES, roleName, type WebsiteRoleName } from '../../domain';
import { newSecret, secretHash } from './secrets';
import type { Sql } from '../db';
import type { ApiKey, CreatedApiKey } from '../../domain';

/** Every secret starts so, which lets secret scanners recognise a leaked key. */
export const API_KEY_PREFIX = 'nwk_';

type KeyRow = {
  id: string;
  website_id: string;
  name: string;
  role: number;
  prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function toKey(r: KeyRow): ApiKey {
  const role = roleName(Number(r.role)) ?? 'viewer';
  return {
    id: r.id,
    name: r.name,
    role,
    roleLabel: ROLE_LABELS[role],
    prefix: r.prefix,
    createdOn: iso(r.created_at)!,
    lastUsedOn: iso(r.last_used_at),
  };
}

export async function createApiKey(
  db: Sql,
  siteId: string,
  input: { name: string; role: WebsiteRoleName },
): Promise<CreatedApiKey> {
  const secret = newSecret(API_KEY_PREFIX);
  const [row] = await db.query<KeyRow>(
    `insert into api_keys (website_id, id, name, role, prefix, secret_hash) values ($1, $2, $3, $4, $5, $6)
     returning id, website_id, name, role, prefix, created_at, last_used_at`,
    [siteId, randomUUID(), input.name, WEBSITE_ROLES[input.role], secret.slice(0, 8), secretHash(secret)],
  );
  return { key: toKey(row!), secret };
}

export async function listApiKeys(db: Sql, siteId: string): Promise<ApiKey[]> {
  const rows = await db.query<KeyRow>(
    'select id, website_id, name, role, prefix, created_at, last_used_at from api_keys where website_id = $1 order by created_at desc, id',
    [siteId],
  );
  return rows.map(toKey);
}

export async function deleteApiKey(db: Sql, siteId: string, id: string): Promise<boolean> {
  return (
    (await db.query('delete from api_keys where website_id = $1 and id = $2 returning id', [siteId, id])).length > 0
  );
}

/** The key a secret belongs to (of any site: the caller compares), marked used now. */
export async function redeemApiKey(
  db: Sql,
  secret: string,
): Promise<{ siteId: string; id: string; role: number } | undefined> {
  const rows = await db.query<{ website_id: string; id: string; role: number }>(
    'update api_keys set last_used_at = now() where secret_hash = $1 returning website_id, id, role',
    [secretHash(secret)],
  );
  const row = rows[0];
  return row && { siteId: row.website_id, id: row.id, role: Number(row.role) };
}
