/**
 * Comments and likes as stored (migration 050). Every query names the site: a comment or like
 * of one site is never read or changed through another.
 */
import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/driver';

export type CommentStatus = 'pending' | 'approved' | 'rejected';

export interface StoredComment {
  id: string;
  itemId: string;
  authorName: string;
  body: string;
  status: CommentStatus;
  created: string;
}

type CommentRow = {
  id: string;
  item_id: string;
  author_name: string;
  body: string;
  status: CommentStatus;
  created_at: string | Date;
};

const toComment = (r: CommentRow): StoredComment => ({
  id: String(r.id),
  itemId: r.item_id,
  authorName: r.author_name,
  body: r.body,
  status: r.status,
  created: new Date(r.created_at).toISOString(),
});

export async function insertComment(
  db: Sql,
  siteId: string,
  input: { itemId: string; authorName: string; body: string; visitor: string },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    'insert into comments (id, website_id, item_id, author_name, body, visitor) values ($1, $2, $3, $4, $5, $6)',
    [id, siteId, input.itemId, input.authorName, input.body, input.visitor],
  );
  return id;
}

/** How many comments one visitor left on the site since `since` (the spam limit reads it). */
export async function recentCommentsBy(db: Sql, siteId: string, visitor: string, since: Date): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(
    'select count(*) as n from comments where website_id = $1 and visitor = $2 and created_at > $3',
    [siteId, visitor, since.toISOString()],
  );
  return Number(row?.n ?? 0);
}

/** Approved comments of the items, oldest first, keyed by item id. */
export async function approvedComments(
  db: Sql,
  siteId: string,
  itemIds: readonly string[],
): Promise<Map<string, StoredComment[]>> {
  const byItem = new Map<string, StoredComment[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db.query<CommentRow>(
    `select id, item_id, author_name, body, status, created_at from comments
     where website_id = $1 and item_id = any($2) and status = 'approved' order by created_at, id`,
    [siteId, [...itemIds]],
  );
  for (const row of rows) byItem.set(row.item_id, [...(byItem.get(row.item_id) ?? []), toComment(row)]);
  return byItem;
}

export async function commentsWithStatus(
  db: Sql,
  siteId: string,
  status: CommentStatus,
  limit: number,
): Promise<StoredComment[]> {
  const rows = await db.query<CommentRow>(
    'select id, item_id, author_name, body, status, created_at from comments where website_id = $1 and status = $2 order by created_at, id limit $3',
    [siteId, status, limit],
  );
  return rows.map(toComment);
}

/** False when the site has no such comment. */
export async function setCommentStatus(db: Sql, siteId: string, id: string, status: CommentStatus): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const rows = await db.query('update comments set status = $3 where website_id = $1 and id = $2 returning id', [
    siteId,
    id,
    status,
  ]);
  return rows.length > 0;
}

/** Records the visitor's like once; true when it is new. */
export async function addLike(db: Sql, siteId: string, itemId: string, visitor: string): Promise<boolean> {
  const rows = await db.query(
    'insert into likes (website_id, item_id, visitor) values ($1, $2, $3) on conflict do nothing returning item_id',
    [siteId, itemId, visitor],
  );
  return rows.length > 0;
}

/** Likes stored per item. */
export async function likeCounts(db: Sql, siteId: string, itemIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (itemIds.length === 0) return counts;
  const rows = await db.query<{ item_id: string; n: number | string }>(
    'select item_id, count(*) as n from likes where website_id = $1 and item_id = any($2) group by item_id',
    [siteId, [...itemIds]],
  );
  for (const row of rows) counts.set(row.item_id, Number(row.n));
  return counts;
}

/**
 * One page of a site's comments with `status`, oldest first (the order they wait in), starting
 * strictly after `after` ([created_at as PostgreSQL prints it, id]); `limit + 1` rows, so the
 * caller knows whether more follow. The key goes in as text and is cast by PostgreSQL: a
 * parameter typed timestamptz would pass through a JavaScript Date and lose its microseconds.
 */
export async function commentsPage(
  db: Sql,
  siteId: string,
  status: CommentStatus,
  after: readonly [string, string] | null,
  limit: number,
): Promise<(StoredComment & { key: [string, string] })[]> {
  const rows = await db.query<CommentRow & { created_key: string }>(
    `select id, item_id, author_name, body, status, created_at, created_at::text as created_key from comments
     where website_id = $1 and status = $2 and ($3::text is null or (created_at, id) > ($3::text::timestamptz, $4::text::uuid))
     order by created_at, id limit $5`,
    [siteId, status, after?.[0] ?? null, after?.[1] ?? null, limit + 1],
  );
  return rows.map((row) => ({ ...toComment(row), key: [row.created_key, String(row.id)] }));
}

/** False when the site has no such comment. A deleted comment is gone for good. */
export async function deleteComment(db: Sql, siteId: string, id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const rows = await db.query('delete from comments where website_id = $1 and id = $2 returning id', [siteId, id]);
  return rows.length > 0;
}
