/**
 * The like button's calls (issue 26 item 6), for the page's script: it reads the visitor's
 * state when the post loads and toggles it on each press.
 *
 * - GET /api/likes/{itemId}: `LikeState` (`liked`, `count`: the post's own count plus stored likes).
 * - POST /api/likes/{itemId}: likes, or takes the like back; answers the new `LikeState`.
 *
 * Without JavaScript the button's form posts to /likes/{itemId} (server/comments/comment-routes.ts),
 * which toggles the same way and comes back to the post.
 *
 * @module
 */
import { Hono } from 'hono';
import { HttpError } from '../http-error';
import { visitorOf } from '../comments/comment-routes';
import { likeableItem } from './likeable-item';
import { storedLikes, toggleLike } from './likes-sql';
import type { LikeState } from '../../domain';
import type { Sql } from '../db';
import type { Item, Site } from '../sites/types';
import type { AppEnv } from '../types';

const ownCount = (item: Item) => Number((item as { likeCount?: unknown }).likeCount) || 0;

export function likeRoutes({ db }: { db: Sql | undefined }): Hono<AppEnv> {
  const likeable = (site: Site, itemId: string) => {
    const item = likeableItem(site, itemId);
    if (!item) throw new HttpError(404, 'Likes are not available on this page.');
    return item;
  };
  const find = (site: Site, itemId: string) => {
    const item = likeable(site, itemId);
    if (!db) throw new HttpError(503, 'Likes are not available right now. Please try again later.');
    return { item, db };
  };
  return new Hono<AppEnv>()
    .get('/api/likes/:itemId', async (c) => {
      const item = likeable(c.get('site'), c.req.param('itemId'));
      // A server without a database (pages from the fixtures alone, as `npm run render` and a
      // read-only preview serve them) has stored no likes: the post's own count, not liked.
      if (!db) return c.json({ liked: false, count: ownCount(item) } satisfies LikeState);
      const stored = await storedLikes(db, c.get('site').id, item.id, visitorOf(c));
      return c.json({ liked: stored.liked, count: ownCount(item) + stored.count } satisfies LikeState);
    })
    .post('/api/likes/:itemId', async (c) => {
      const { item, db } = find(c.get('site'), c.req.param('itemId'));
      const site = c.get('site');
      const visitor = visitorOf(c);
      await toggleLike(db, site.id, item.id, visitor);
      const stored = await storedLikes(db, site.id, item.id, visitor);
      return c.json({ liked: stored.liked, count: ownCount(item) + stored.count } satisfies LikeState);
    });
}
