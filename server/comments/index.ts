/**
 * Comments and likes on blog posts: a visitor's comment and like (`commentRoutes`), what the
 * pages show (`approvedComments`, `likeCounts`), and the owner's moderation
 * (`ownerCommentRoutes`, under /api/owner/comments).
 *
 * @module
 */
export { commentRoutes, COMMENT_MESSAGES, COMMENTS_PER_HOUR } from './comment-routes';
export { ownerCommentRoutes, OWNER_COMMENT_MESSAGES } from './owner-comment-routes';
export { approvedComments, likeCounts, type StoredComment, type CommentStatus } from './comment-store';
