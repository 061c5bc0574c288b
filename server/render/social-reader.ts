/** Reads approved comments and like counts of a page's posts from the database, in two queries. */
import { approvedComments, likeCounts } from '../db/comments';
import type { Sql } from '../db';
import type { SocialReader } from './apply-social';

export function socialReader(db: Sql): SocialReader {
  return async (siteId, itemIds) => {
    const [comments, likes] = await Promise.all([
      approvedComments(db, siteId, itemIds),
      likeCounts(db, siteId, itemIds),
    ]);
    return { comments, likes };
  };
}
