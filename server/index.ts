/**
 * What the command line (scripts/) uses of the server: the app, the database, the fixture
 * sites and their stock, one-page rendering, the dev-mode watchers, the rate-limit buckets,
 * the owner accounts and API keys of `npm run owner` and `npm run apikey`, and the compression
 * of the build's precompressed assets.
 *
 * @module
 */
export { createApp, type AppDeps } from './app';
export {
  DataDirInUseError,
  openDatabase,
  readDatabaseTimeout,
  type Database,
  type Sql,
  type Row,
  type OpenDatabaseOptions,
} from './db';
export { seedStock } from './inventory/stock-store';
export { consoleLogger, type Logger } from './logger';
export { guardProcess } from './process-guard';
export { ROOT_DIR, TEMPLATES_DIR, FIXTURES_DIR, DIST_ASSETS_DIR } from './paths';
export { loadSecret } from './secret';
export { SiteRegistry } from './sites/site-registry';
export {
  ContentStore,
  exportSiteFolder,
  followPublishes,
  importFixtureSites,
  importSiteFolder,
  storedSites,
} from './content';
export { siteUrlProblem } from './sites/site-origin';
export { stockRows } from './inventory/stock-rows';
export { seedFixtureReviews } from './reviews';
export { DEMO_ORDERS_SITE, seedDemoOrders } from './demo-store';
export type { Site } from './sites/types';
export { fixtureSite, renderSitePage, type RenderSitePageOptions, type RenderedSitePage } from './render-page';
export { describeError } from './render/page-error';
export { readPageCacheMs } from './render/page-cache';
export { extraLanguages, hasLanguagePages } from './site-settings';
export { DevEvents } from './dev/dev-events';
export { DeferredWork } from './deferred-work';
export { watchFolders } from './dev/watch-folders';
export { RenewalScheduler, type RenewalDeps } from './subscriptions';
export { ScheduledPublisher, type ScheduledPublisherDeps } from './content-schedule';
export { StaleChangeSweeper } from './orders';
export { testPaymentProvider } from './commerce';
export { createMailer } from './mail';
export { openBucketStore } from './buckets';
export { DEMO_OWNERS, ensureOwner, saveOwner, createApiKey } from './owner';
export { ENCODED_EXTENSION, compress, worthCompressing } from './assets/static-file';
export { TrackingBudget } from './middleware/tracking-budget';
export { IngestQueue } from './tracking';
export { refuseTrackingEarly } from './tracking';
