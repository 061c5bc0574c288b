/**
 * Visitors' comments and likes on blog posts (issue 13 item 7; spec §2 "comment count and
 * link", "like button"). Both are plain form posts from the post page, so they work without
 * JavaScript, and both answer 303 back to the post, in the page's language: they answer under each
 * extra language's prefix too (/fr/comments/…, server/app.ts), as the post's forms send them:
 *
 * - POST /comments/{itemId}: `authorName`, `body` (and `website`, a field people never see:
 *   robots fill it, and their post is dropped). Stored pending; shown once the owner approves
 *   it (server/comments/moderation.ts). A visitor may leave 5 comments an hour per site.
 * - POST /likes/{itemId}: one like per visitor (crumb) and post; liking again takes it back
 *   (server/likes, whose JSON calls the page's script uses).
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { insertComment, recentCommentsBy } from './comment-store';
import { likeableItem } from '../likes/likeable-item';
import { toggleLike } from '../likes/likes-sql';
import { PayloadError, readForm } from '../http';
import { HttpError } from '../http-error';
import { inPageLanguage } from '../pages/language-routes';
import type { Context } from 'hono';
import type { Sql } from '../db';
import type { Item, Site } from '../sites/types';
import type { AppEnv } from '../types';

export const COMMENT_MESSAGES = Object.freeze({
  name: 'Please enter your name (up to 80 characters).',
  body: 'Please write a comment of 2 to 2000 characters.',
  tooMany: 'You have left several comments in a short time. Please try again in an hour.',
  closed: 'Comments are closed on this page.',
  noStore: 'Comments are not available right now. Please try again later.',
});

/** Per visitor and site, per hour. */
export const COMMENTS_PER_HOUR = 5;

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// Text a person typed: no NUL or other control characters but line breaks, no lone surrogates.
const typed = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(max, message),
    v.check((s: string) => !CONTROL.test(s) && !LONE_SURROGATE.test(s), message),
  );

const CommentBody = v.object({
  authorName: typed(1, 80, COMMENT_MESSAGES.name),
  body: typed(2, 2000, COMMENT_MESSAGES.body),
  website: v.optional(v.string(), ''),
});

/** The item of the site with this id, when it is a post that takes comments. */
function commentableItem(site: Site, itemId: string): Item | undefined {
  for (const collection of site.collections.values()) {
    const item = collection.items.find((i) => i.id === itemId);
    if (item) return (item as { commentState?: unknown }).commentState === 1 ? item : undefined;
  }
  return undefined;
}

/** Who the visitor is, for limits and likes: a hash of their crumb, never the crumb itself. */
export const visitorOf = (c: Context<AppEnv>) =>
  createHash('sha256')
    .update(`${c.get('site').id}:${c.get('crumb')}`)
    .digest('hex');

function refuse(status: 400 | 404 | 429 | 503, message: string): never {
  throw new HttpError(status, message);
}

/** A field the reader refused (a NUL, a lone surrogate) is refused with what the form asks of it. */
function inOurWords(error: unknown): never {
  const field = error instanceof PayloadError ? Object.keys(error.fieldErrors)[0] : undefined;
  if (field === 'authorName') refuse(400, COMMENT_MESSAGES.name);
  if (field === 'body') refuse(400, COMMENT_MESSAGES.body);
  throw error;
}

export function commentRoutes(db: Sql | undefined): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/comments/:itemId', async (c) => {
      const site = c.get('site');
      const settings = site.websiteSettings as { commentsEnabled?: unknown; disqusShortname?: unknown };
      const item = commentableItem(site, c.req.param('itemId'));
      if (!item || settings.commentsEnabled !== true || settings.disqusShortname) refuse(404, COMMENT_MESSAGES.closed);
      if (!db) refuse(503, COMMENT_MESSAGES.noStore);
      const form = await readForm(c).catch(inOurWords);
      const parsed = v.safeParse(CommentBody, {
        authorName: form.get('authorName'),
        body: form.get('body'),
        website: form.get('website') ?? '',
      });
      if (!parsed.success) refuse(400, parsed.issues[0].message);
      const back = `${inPageLanguage(c, item.fullUrl)}#comment-pending`;
      if (parsed.output.website !== '') return c.redirect(back, 303);
      const visitor = visitorOf(c);
      if ((await recentCommentsBy(db, site.id, visitor, new Date(Date.now() - 3_600_000))) >= COMMENTS_PER_HOUR)
        refuse(429, COMMENT_MESSAGES.tooMany);
      await insertComment(db, site.id, {
        itemId: item.id,
        authorName: parsed.output.authorName,
        body: parsed.output.body,
        visitor,
      });
      return c.redirect(back, 303);
    })
    .post('/likes/:itemId', async (c) => {
      const site = c.get('site');
      const item = likeableItem(site, c.req.param('itemId'));
      if (!item) refuse(404, 'Likes are not available on this page.');
      if (!db) refuse(503, COMMENT_MESSAGES.noStore);
      await toggleLike(db, site.id, item.id, visitorOf(c));
      return c.redirect(`${inPageLanguage(c, item.fullUrl)}#like-${item.id}`, 303);
    });
}
