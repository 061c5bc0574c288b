/**
 * The comment moderation panel's calls (role permission `moderation`): the held comments a
 * page at a time, and approve, reject or delete one. A change drops the site's cached pages,
 * so an approved comment shows on its post at once.
 *
 *   GET    /api/owner/comments?cursor=            → { comments, hasNextPage, nextPageCursor }
 *   POST   /api/owner/comments/:id/approve|reject → { id, status }
 *   DELETE /api/owner/comments/:id                → { id, deleted: true }
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { validate } from '../commerce/payload-error';
import type { CommentModerated, HeldCommentsPage } from '../../domain';
import { decodeHeldCursor, listHeldComments, moderateComment } from './held-comments';
import { HttpError } from '../http-error';
import { OWNER_MESSAGES } from '../owner/messages';
import { allow, type OwnerDb, type OwnerEnv } from '../owner/credentials';
import type { Context, MiddlewareHandler } from 'hono';
import type { ModerationAction } from './held-comments';
import type { PageCache } from '../render/page-cache';

export const OWNER_COMMENT_MESSAGES = Object.freeze({
  unknownComment: 'This site has no such comment.',
});

const PageQuery = v.object({ cursor: v.optional(v.pipe(v.string(), v.maxLength(2000))) });

export function ownerCommentRoutes(db: OwnerDb, auth: MiddlewareHandler<OwnerEnv>, cache?: PageCache) {
  const act = async (c: Context<OwnerEnv>, action: ModerationAction) => {
    const id = c.req.param('id') ?? '';
    const site = c.get('site');
    if (!(await moderateComment(db(), site.id, id, action)))
      throw new HttpError(404, OWNER_COMMENT_MESSAGES.unknownComment);
    cache?.drop(site);
    return c.json<CommentModerated>(
      action === 'delete' ? { id, deleted: true } : { id, status: action === 'approve' ? 'approved' : 'rejected' },
    );
  };
  return new Hono<OwnerEnv>()
    .get('/', auth, allow('moderation'), async (c) => {
      const after = decodeHeldCursor(validate(PageQuery, c.req.query()).cursor);
      if (after === undefined)
        return c.json(
          { error: OWNER_MESSAGES.invalidCursor, fieldErrors: { cursor: OWNER_MESSAGES.invalidCursor } },
          400,
        );
      return c.json<HeldCommentsPage>(await listHeldComments(db(), c.get('site'), after));
    })
    .post('/:id/approve', auth, allow('moderation'), (c) => act(c, 'approve'))
    .post('/:id/reject', auth, allow('moderation'), (c) => act(c, 'reject'))
    .delete('/:id', auth, allow('moderation'), (c) => act(c, 'delete'));
}
