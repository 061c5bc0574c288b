/**
 * Product reviews in PostgreSQL (migration 080): native reviews arrive held, one per order and
 * product; owners approve or reject them; imported ones (CSV, fixtures) arrive approved. Every
 * query names the site.
 */
import type { CursorPage, ReviewSource, ReviewStatus, StoredReview } from '../../domain';
import type { Sql } from '../db';

export interface NewReview {
  itemId: string;
  rating: number;
  authorName: string;
  body: string;
}

type Row = {
  id: string;
  item_id: string;
  source: ReviewSource;
  status: ReviewStatus;
  rating: number;
  author_name: string;
  body: string;
  created_at: Date | string;
};

const toReview = (row: Row): StoredReview => ({
  id: String(row.id),
  itemId: row.item_id,
  source: row.source,
  status: row.status,
  rating: Number(row.rating),
  authorName: row.author_name,
  body: row.body,
  created: new Date(row.created_at).toISOString(),
});

/** Stores a buyer's review, held; false when this order already reviewed this product. */
export async function saveNativeReview(db: Sql, siteId: string, orderId: string, review: NewReview): Promise<boolean> {
  const rows = await db.query(
    `insert into product_reviews (website_id, item_id, source, status, rating, author_name, body, order_id)
     values ($1, $2, 'native', 'held', $3, $4, $5, $6) on conflict do nothing returning id`,
    [siteId, review.itemId, review.rating, review.authorName, review.body, orderId],
  );
  return rows.length === 1;
}

export async function hasReviewed(db: Sql, siteId: string, orderId: string, itemId: string): Promise<boolean> {
  const rows = await db.query(
    'select 1 from product_reviews where website_id = $1 and order_id = $2 and item_id = $3',
    [siteId, orderId, itemId],
  );
  return rows.length > 0;
}

/** Imported reviews, approved at once; `seedKey` rows already stored are skipped. Resolves how many were added. */
export async function saveImportedReviews(
  db: Sql,
  siteId: string,
  reviews: readonly (NewReview & { created?: string; seedKey?: string })[],
): Promise<number> {
  let added = 0;
  for (const review of reviews) {
    const rows = await db.query(
      `insert into product_reviews (website_id, item_id, source, status, rating, author_name, body, seed_key, created_at, moderated_at)
       values ($1, $2, 'imported', 'approved', $3, $4, $5, $6, coalesce($7::timestamptz, now()), now()) on conflict do nothing returning id`,
      [
        siteId,
        review.itemId,
        review.rating,
        review.authorName,
        review.body,
        review.seedKey ?? null,
        review.created ?? null,
      ],
    );
    added += rows.length;
  }
  return added;
}

/** A page of the site's reviews in one status, newest first. */
export async function listReviews(
  db: Sql,
  siteId: string,
  status: ReviewStatus,
  cursor: string | undefined,
  limit = 20,
): Promise<CursorPage & { reviews: StoredReview[] }> {
  const before = cursor && /^\d{1,18}$/.test(cursor) ? cursor : null;
  const rows = await db.query<Row>(
    `select * from product_reviews where website_id = $1 and status = $2 and ($3::bigint is null or id < $3::bigint) order by id desc limit $4`,
    [siteId, status, before, limit + 1],
  );
  const reviews = rows.slice(0, limit).map(toReview);
  const hasNextPage = rows.length > limit;
  return { reviews, hasNextPage, nextPageCursor: hasNextPage ? reviews[reviews.length - 1]!.id : null };
}

/** Sets a review's status; undefined when the site has no such review. */
export async function moderateReview(
  db: Sql,
  siteId: string,
  id: string,
  status: 'approved' | 'rejected',
): Promise<StoredReview | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const rows = await db.query<Row>(
    `update product_reviews set status = $3, moderated_at = now() where website_id = $1 and id = $2::bigint returning *`,
    [siteId, id, status],
  );
  return rows[0] && toReview(rows[0]);
}

/** One product's approved reviews of the given sources, newest first. */
export async function approvedReviews(
  db: Sql,
  siteId: string,
  itemId: string,
  sources: readonly ReviewSource[],
): Promise<StoredReview[]> {
  if (sources.length === 0) return [];
  const rows = await db.query<Row>(
    `select * from product_reviews where website_id = $1 and item_id = $2 and status = 'approved' and source = any($3::text[])
     order by created_at desc, id desc limit 200`,
    [siteId, itemId, sources],
  );
  return rows.map(toReview);
}
