/**
 * Idempotency keys of cart calls (migration 002): a retried or double-clicked add answers the
 * first result instead of adding twice.
 *
 * @module
 */
import type { Sql } from './driver';

export interface StoredAnswer {
  status: number;
  answer: unknown;
  cartId: string | null;
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
): Promise<StoredAnswer | undefined> {
  const claimed = await db.query(
    'insert into idempotency_keys (website_id, scope, key) values ($1, $2, $3) on conflict do nothing returning key',
    [siteId, scope, key],
  );
  if (claimed.length > 0) return undefined;
  const rows = await db.query<{ status: number; answer: unknown; cart_id: string | null }>(
    'select status, answer, cart_id from idempotency_keys where website_id = $1 and scope = $2 and key = $3',
    [siteId, scope, key],
  );
  return { status: Number(rows[0].status), answer: rows[0].answer, cartId: rows[0].cart_id };
}

export async function saveIdempotentAnswer(
  db: Sql,
  siteId: string,
  scope: string,
  key: string,
  cartId: string,
  status: number,
  answer: unknown,
): Promise<void> {
  await db.query(
    'update idempotency_keys set cart_id = $4, status = $5, answer = $6::text::jsonb where website_id = $1 and scope = $2 and key = $3',
    [siteId, scope, key, cartId, status, JSON.stringify(answer)],
  );
}
