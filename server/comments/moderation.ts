/**
 * Comment moderation for the owner app (/config): list what waits, approve, reject. Visitors'
 * comments are stored pending (server/comments/comment-routes.ts) and shown on the post only once
 * approved. Each call is scoped to one site; the caller checks the owner's role first.
 *
 * @example
 *   const waiting = await listPendingComments(db, site.id);
 *   await approveComment(db, site.id, waiting[0].id);
 *
 * @module
 */
import { commentsWithStatus, setCommentStatus, type StoredComment } from './comment-store';
import type { Sql } from '../db';

export type { StoredComment };

/** Oldest first, at most `limit` (default 100). */
export function listPendingComments(db: Sql, siteId: string, limit = 100): Promise<StoredComment[]> {
  return commentsWithStatus(db, siteId, 'pending', Math.max(1, Math.min(500, Math.trunc(limit) || 100)));
}

/** False when the site has no such comment. */
export function approveComment(db: Sql, siteId: string, commentId: string): Promise<boolean> {
  return setCommentStatus(db, siteId, commentId, 'approved');
}

/** False when the site has no such comment. A rejected comment is never shown. */
export function rejectComment(db: Sql, siteId: string, commentId: string): Promise<boolean> {
  return setCommentStatus(db, siteId, commentId, 'rejected');
}
