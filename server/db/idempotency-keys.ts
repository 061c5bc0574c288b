/**
 * Idempotency keys (migrations 002, 170): a retried or double-clicked call answers the first
 * result instead of acting twice. Cart adds, checkout and donations key them per visitor; form
 * submissions by their signed submission key, with a hash of the request, so a used key sent
 * with another request is told apart from a retry.
 *
 * @module
 */
import type { Sql } from './driver';

export interface StoredAnswer {
  /** Null for a key claimed before answers were kept (form keys spent before migration 170). */
  status: number | null;
  answer: unknown;
  cartId: string | null;
  /** The hash of the request that claimed the key, when it was claimed with one. */
  requestHash: string | null;
}

export interface KeyClaim {
  /** A hash of the normalised request, to tell a retry from another request with a used key. */
  requestHash?: string;
  /** When the key's row may be purged (`purgeExpiredIdempotencyKeys`); never without one. */
  expires?: Date;
}

/**
 * Claims an idempotency key for this transaction. Answers the stored result when the key was
 * used before; a concurrent duplicate waits on the row until the first one commits.
 */
export async function claimIdempotencyKey(
  db: Sql,
  siteId: string,
  scope: string,
  key: string,
  claim: KeyClaim = {},
): Promise<StoredAnswer | undefined> {
  const claimed = await db.query(
    `insert into idempotency_keys (website_id, scope, key, request_hash, expires) values ($1, $2, $3, $4, $5)
     on conflict do nothing returning key`,
    [siteId, scope, key, claim.requestHash ?? null, claim.expires?.toISOString() ?? null],
  );
  if (claimed.length > 0) return undefined;
  return findIdempotentAnswer(db, siteId, scope, key);
}

/** The stored result of a used key, without claiming it; undefined when the key is unused. */
export async function findIdempotentAnswer(
  db: Sql,
  siteId: string,
  scope: string,
  key: string,
): Promise<StoredAnswer | undefined> {
  const rows = await db.query<{
    status: number | null;
    answer: unknown;
    cart_id: string | null;
    request_hash: string | null;
  }>(
    'select status, answer, cart_id, request_hash from idempotency_keys where website_id = $1 and scope = $2 and key = $3',
    [siteId, scope, key],
  );
  if (rows.length === 0) return undefined;
  const [row] = rows;
  return {
    status: row.status === null ? null : Number(row.status),
    answer: row.answer,
    cartId: row.cart_id,
    requestHash: row.request_hash,
  };
}

export async function saveIdempotentAnswer(
  db: Sql,
  siteId: string,
  scope: string,
  key: string,
  cartId: string | null,
  status: number,
  answer: unknown,
): Promise<void> {
  await db.query(
    'update idempotency_keys set cart_id = $4, status = $5, answer = $6::text::jsonb where website_id = $1 and scope = $2 and key = $3',
    [siteId, scope, key, cartId, status, JSON.stringify(answer)],
  );
}

/** Keys past their expiry can go: an expired key is refused before it is looked up. */
export async function purgeExpiredIdempotencyKeys(db: Sql, now: Date): Promise<void> {
  await db.query('delete from idempotency_keys where expires < $1', [now.toISOString()]);
}
