import type { Sql } from '../db/driver';

/** Count one quick-view open of an item. */
export async function recordQuickView(db: Sql, siteId: string, itemId: string): Promise<void> {
  await db.query(
    `insert into quick_view_hits (website_id, item_id, hits) values ($1, $2, 1)
     on conflict (website_id, item_id) do update set hits = quick_view_hits.hits + 1`,
    [siteId, itemId],
  );
}

export async function quickViewHits(db: Sql, siteId: string, itemId: string): Promise<number> {
  const rows = await db.query<{ hits: number }>(
    'select hits from quick_view_hits where website_id = $1 and item_id = $2',
    [siteId, itemId],
  );
  return Number(rows[0]?.hits ?? 0);
}
