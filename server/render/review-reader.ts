/**
 * Reads a product's approved reviews for its page: once per product and sources until
 * something writes (db/reads-until-write.ts; on a PostgreSQL server, any process).
 */
import { approvedReviews } from '../reviews/review-store';
import { ReadsUntilWrite, type MarkedSql } from '../db/reads-until-write';
import type { ReviewReader } from '../reviews/shown-reviews';
import type { StoredReview } from '../../domain';

export function reviewReader(db: MarkedSql): ReviewReader {
  const reads = new ReadsUntilWrite<StoredReview[]>(db);
  return (siteId, itemId, sources) =>
    reads.read(`${siteId}\0${itemId}\0${sources.join(',')}`, () => approvedReviews(db, siteId, itemId, sources));
}
