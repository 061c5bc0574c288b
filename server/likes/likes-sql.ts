/**
 * A visitor's like of a post as stored (the `likes` table of migration 050, one row per
 * visitor and item): toggled, and read back with the item's stored count.
 *
 * @module
 */
import { addLike, likeCounts } from '../comments/comment-store';
import type { Sql } from '../db';

/** Likes the item for the visitor, or takes their like back when there was one; true when it is now liked. */
export async function toggleLike(db: Sql, siteId: string, itemId: string, visitor: string): Promise<boolean> {
  if (await addLike(db, siteId, itemId, visitor)) return true;
  await db.query('delete from likes where website_id = $1 and item_id = $2 and visitor = $3', [
    siteId,
    itemId,
    visitor,
  ]);
  return false;
}

/** Whether the visitor likes the item, and how many stored likes it has. */
export async function storedLikes(
  db: Sql,
  siteId: string,
  itemId: string,
  visitor: string,
): Promise<{ liked: boolean; count: number }> {
  const [mine, counts] = await Promise.all([
    db.query('select 1 from likes where website_id = $1 and item_id = $2 and visitor = $3', [siteId, itemId, visitor]),
    likeCounts(db, siteId, [itemId]),
  ]);
  return { liked: mine.length > 0, count: counts.get(itemId) ?? 0 };
}
