/**
 * Reads approved comments and like counts of a page's posts from the database, in two
 * queries; once per page's posts until something writes (db/reads-until-write.ts).
 */
import { approvedComments, likeCounts } from '../comments/comment-store';
import { ReadsUntilWrite, type MarkedSql } from '../db/reads-until-write';
import type { SocialReader } from './apply-social';

type SocialRead = Awaited<ReturnType<SocialReader>>;

export function socialReader(db: MarkedSql): SocialReader {
  const reads = new ReadsUntilWrite<SocialRead>(db);
  return (siteId, itemIds) =>
    reads.read(`${siteId}\0${itemIds.join('\0')}`, async () => {
      const [comments, likes] = await Promise.all([
        approvedComments(db, siteId, itemIds),
        likeCounts(db, siteId, itemIds),
      ]);
      return { comments, likes };
    });
}
