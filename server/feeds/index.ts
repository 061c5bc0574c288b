/**
 * Product feeds for the big catalogue consumers: the Instagram products feed (RSS 2.0 XML with
 * the `g:` namespace) and the dynamic ads feed (TSV), built from the catalogue and its stock
 * and cached until either changes. Routes: server/feeds/feed-routes.ts.
 *
 * @module
 */
export { feedItems, plainText, FEED_FIELDS, type FeedItem } from './feed-items';
export { rssFeed, tsvFeed } from './feed-formats';
export { FeedCache, feedCache, type BuiltFeed } from './feed-cache';
export { FEED_PATHS, feedUrls } from './feed-paths';
export { feedRoutes, type FeedRoutesOptions } from './feed-routes';
