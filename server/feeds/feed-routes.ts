/**
 * The product feeds at their stable URLs (server/feeds): public, as the catalogue consumers
 * fetch them without credentials. Answers carry an ETag (a consumer polling an unchanged feed
 * gets 304) and a short shared cache lifetime; the server's own cache rebuilds a feed when the
 * site's products or stock change.
 */
import { Hono } from 'hono';
import { FEED_PATHS } from './feed-paths';
import { feedCache, type BuiltFeed } from './feed-cache';
import { rssFeed, tsvFeed } from './feed-formats';
import { feedItems } from './feed-items';
import type { Context } from 'hono';
import type { Sql } from '../db';
import type { FeedItem } from './feed-items';
import type { Site } from '../sites/types';
import type { AppEnv } from '../types';

export interface FeedRoutesOptions {
  /** Where stock is read; without it the feeds show the fixtures' seed stock. */
  db?: Sql;
}

function instagram(site: Site, origin: string, items: FeedItem[]): string {
  const title = String(site.website.siteTitle ?? site.id);
  return rssFeed({ title, link: `${origin}/`, description: String(site.website.siteDescription ?? title) }, items);
}

const tsv = (_site: Site, _origin: string, items: FeedItem[]) => tsvFeed(items);

export function feedRoutes({ db }: FeedRoutesOptions): Hono<AppEnv> {
  const answer = async (c: Context<AppEnv>, kind: string, type: string, render: typeof instagram) => {
    const site = c.get('site');
    // The site's configured address, never the request's Host: a feed is fetched and cached by
    // ad networks, and `Host: demo.localhost:6666` must not put port 6666 into its links.
    const origin = c.get('siteOrigin');
    const built: BuiltFeed = db
      ? await feedCache(db).feed(site, kind, origin, render)
      : { body: render(site, origin, feedItems(site, origin, new Map())), etag: '' };
    c.header('Cache-Control', 'public, max-age=300');
    if (built.etag) c.header('ETag', built.etag);
    if (built.etag && c.req.header('If-None-Match') === built.etag) return c.body(null, 304);
    return c.body(built.body, 200, { 'Content-Type': type });
  };
  return new Hono<AppEnv>()
    .get(FEED_PATHS.instagram, (c) => answer(c, 'instagram', 'application/xml; charset=utf-8', instagram))
    .get(FEED_PATHS.dynamicAds, (c) => answer(c, 'dynamic-ads', 'text/tab-separated-values; charset=utf-8', tsv));
}
