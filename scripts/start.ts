/**
 * `npm start`: serves every site of the content store (fixture sites imported into it the first
 * time they are seen) on PORT (default 3000) with the embedded database, or DATABASE_URL's
 * server. Builds the island bundle first when none is built or its sources changed (the hash
 * check of scripts/build-cache.ts; a warm restart reuses it), and seeds stock from the sites
 * without touching stock the database already has. `WORKERS=N`
 * serves with N processes on one port (scripts/cluster.ts); each is a worker started here.
 *
 * @module
 */
import cluster from 'node:cluster';
import { createServer as createHttpServer } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import {
  ContentStore,
  DataDirInUseError,
  DEMO_ORDERS_SITE,
  DEMO_OWNERS,
  DeferredWork,
  FIXTURES_DIR,
  ROOT_DIR,
  RenewalScheduler,
  ScheduledPublisher,
  StaleChangeSweeper,
  SiteRegistry,
  TEMPLATES_DIR,
  consoleLogger,
  createApp,
  createMailer,
  ensureOwner,
  followPublishes,
  IngestQueue,
  importFixtureSites,
  guardProcess,
  loadSecret,
  openBucketStore,
  openDatabase,
  readDatabaseTimeout,
  readPageCacheMs,
  seedDemoOrders,
  seedFixtureReviews,
  seedStock,
  siteUrlProblem,
  stockRows,
  storedSites,
  testPaymentProvider,
  TrackingBudget,
  refuseTrackingEarly,
} from '../server';
import { buildIslands, ensureIslands } from './build';
import { readWorkers, runCluster } from './cluster';
import { startPhase } from './start-timing';
import type { Database, DevEvents, Site } from '../server';
import type { RequestListener, ServerOptions } from 'node:http';

export interface StartOptions {
  port: number;
  /** Dev mode: a dev bundle is always built, errors show in pages, reload events flow. */
  dev?: DevEvents;
  /**
   * One worker of several (scripts/cluster.ts): the primary built the bundle, migrated and
   * seeded, and prints the addresses, so this process only serves.
   */
  worker?: boolean;
}

export interface RunningServer {
  sites: SiteRegistry;
  close(): Promise<void>;
}

/**
 * How mailed links name a site without a baseUrl: SITE_URL (`https://{host}` behind a TLS
 * proxy), else the addresses this server prints. Throws on a pattern that cannot work, before
 * anything is served.
 */
export function readSiteUrl(env: NodeJS.ProcessEnv, port: number): string {
  const pattern = env.SITE_URL?.trim() || `http://{host}:${port}`;
  const problem = siteUrlProblem(pattern);
  if (problem) throw new Error(problem);
  return pattern;
}

export async function startServer({ port, dev, worker }: StartOptions): Promise<RunningServer> {
  const siteUrl = readSiteUrl(process.env, port);
  const { db, sites } = await prepare(dev, worker, siteUrl);
  // Served from the content store: a publish by any process reloads the sites here.
  const stopFollowing = dev ? async () => {} : await followPublishes(new ContentStore(db), sites, consoleLogger);
  const secret = await loadSecret(join(ROOT_DIR, '.data'), db);
  // Redis when REDIS_URL is set, else the database's table on a server, else memory.
  const buckets = openBucketStore({ db });
  // Mail a request queued after answering (password resets) is sent before the database closes.
  const deferred = new DeferredWork({ log: consoleLogger });
  // PAGE_CACHE_MS (checked in main before anything starts); dev never caches.
  const pageCacheMs = dev ? 0 : readPageCacheMs(process.env);
  // One tracking budget for the app and the node listener, which refuses over-budget calls unparsed.
  const trackingBudget = new TrackingBudget();
  // Tracking hits are written in batches; the close writes the last one before the database goes.
  const ingest = new IngestQueue(db, { onError: (e) => consoleLogger.error(`tracking write failed: ${String(e)}`) });
  const app = createApp({ sites, db, secret, dev, buckets, siteUrl, deferred, pageCacheMs, trackingBudget, ingest });
  const payments = testPaymentProvider();
  const mailer = createMailer({ db });
  // Every process runs the renewal scheduler; row locks make each renewal happen once.
  const renewals = new RenewalScheduler({ db, sites, payments, mailer, siteUrl, log: consoleLogger });
  const renewalSeconds = Number(process.env.RENEWAL_INTERVAL_SECONDS ?? 60);
  if (Number.isFinite(renewalSeconds) && renewalSeconds > 0) renewals.start(renewalSeconds * 1000);
  // Scheduled items of the content store go public at their time; row claims make each publish happen once.
  const scheduled = new ScheduledPublisher({ db, sites, log: consoleLogger });
  const scheduleSeconds = Number(process.env.SCHEDULE_INTERVAL_SECONDS ?? 15);
  if (!dev && Number.isFinite(scheduleSeconds) && scheduleSeconds > 0) scheduled.start(scheduleSeconds * 1000);
  // Refunds a stopped process left pending are finished (and mailed) within a minute.
  const staleChanges = new StaleChangeSweeper({ db, sites, payments, mailer, siteUrl, log: consoleLogger });
  staleChanges.start(60_000);

  // Over-budget tracking calls are answered before the adapter or the app sees them.
  const createServer = ((options: ServerOptions, listener: RequestListener) =>
    createHttpServer(options, refuseTrackingEarly(trackingBudget, listener))) as typeof createHttpServer;
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port, createServer }, () => resolve(s));
    s.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE' ? new Error(`Port ${port} is in use: stop the other server or set PORT.`) : error,
      ),
    );
  });
  startPhase('listening');
  if (!worker) for (const line of siteUrls(sites.all(), port)) consoleLogger.info(line);
  return {
    sites,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets and dev event streams would hold the close open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await renewals.stop();
      await scheduled.stop();
      await staleChanges.stop();
      await stopFollowing();
      await deferred.settled();
      await ingest.flush();
      await buckets.close();
      await db.close();
    },
  };
}

/**
 * What must happen once before serving: the island bundle built (always in dev), the database
 * migrated (on open), the fixtures' stock seeded, a fresh demo store's orders placed (their mail
 * naming the store as `siteUrl` says). Workers of a cluster skip the build and the seeding, which
 * their primary did; opening still migrates, a no-op by then (and safe if two processes race:
 * migrations hold an advisory lock).
 */
export async function prepare(
  dev?: DevEvents,
  worker = false,
  siteUrl?: string,
): Promise<{ db: Database; sites: SiteRegistry }> {
  if (!worker && dev) {
    consoleLogger.info('Building the islands (dev)…');
    await buildIslands({ dev: true });
  } else if (!worker) {
    // Built once and reused while its sources stay as they are (scripts/build-cache.ts).
    await ensureIslands((line) => consoleLogger.info(line));
  }
  startPhase('island bundle checked');
  const db = await openDatabase();
  startPhase('database opened and migrated');
  const sites = await SiteRegistry.load({
    fixturesDir: FIXTURES_DIR,
    templatesDir: TEMPLATES_DIR,
    // `npm run dev` reads the fixture folders (and reloads them on change); `npm start` serves
    // the content store, into which a fixture site is imported the first time it is seen.
    ...(dev ? {} : { loadSites: storedSites(await contentStore(db, worker), TEMPLATES_DIR) }),
  });
  startPhase('sites loaded');
  if (!worker) {
    for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
    // Reviews published with the fixtures, stored once as approved imported reviews (issue 15).
    for (const site of sites.all()) await seedFixtureReviews(db, site);
    // The demo site's documented owners (README.md "Owner sign-in"), made once.
    for (const { siteId, owner } of DEMO_OWNERS)
      if (sites.all().some((s) => s.id === siteId)) await ensureOwner(db, siteId, owner);
  }
  startPhase('stock, reviews and owners seeded');
  if (!worker) await placeDemoOrders(db, sites, siteUrl);
  return { db, sites };
}

/**
 * The demo store's orders, placed once on a fresh database (README.md "The demo store's orders"),
 * unless DEMO_ORDERS=0 asks for an empty store.
 */
async function placeDemoOrders(db: Database, sites: SiteRegistry, siteUrl: string | undefined): Promise<void> {
  const demo = sites.all().find((site) => site.id === DEMO_ORDERS_SITE);
  if (!demo || process.env.DEMO_ORDERS === '0') return;
  const secret = await loadSecret(join(ROOT_DIR, '.data'), db);
  const deps = { db, payments: testPaymentProvider(), secret, siteUrl, log: consoleLogger };
  const placed = await seedDemoOrders(deps, demo);
  if (placed > 0)
    consoleLogger.info(
      `Placed ${placed} demo orders in the demo store (DEMO_ORDERS=0 starts a fresh database without them).`,
    );
  startPhase('demo orders checked');
}

/**
 * The content store, with the fixture sites it has never seen (or whose folders changed while no
 * owner edited them) imported, by the primary and not its workers.
 */
async function contentStore(db: Database, worker: boolean): Promise<ContentStore> {
  const store = new ContentStore(db);
  if (worker) return store;
  const { imported, kept } = await importFixtureSites(store, FIXTURES_DIR);
  startPhase('fixture sites compared with the content store');
  for (const id of imported)
    consoleLogger.info(`Imported the site '${id}' from its fixture folder into the content store.`);
  for (const id of kept)
    consoleLogger.warn(
      `The fixture folder of '${id}' changed, but owners have edited the site: serving their content. To replace it with the folder: npm run sites -- import ${FIXTURES_DIR}/${id}`,
    );
  return store;
}

export function siteUrls(sites: Site[], port: number): string[] {
  const lines: string[] = [];
  const main = sites.find((s) => s.isDefault);
  if (main) lines.push(`Demo store: http://localhost:${port}/`);
  for (const site of sites) {
    if (site === main || !site.hosts[0]) continue;
    lines.push(`${String(site.website.siteTitle ?? site.id)}: http://${site.hosts[0]}:${port}/`);
  }
  return lines;
}

/**
 * Stops on SIGINT or SIGTERM after closing the server and the database. A repeated signal is
 * ignored (Ctrl-C reaches every process of the group, and tsx relays it once more); a close
 * that hangs is cut short after 10 seconds.
 */
export function closeOnSignals(close: () => Promise<void>): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    consoleLogger.info(`${signal}: shutting down…`);
    setTimeout(() => process.exit(1), 10_000).unref();
    close().then(
      () => process.exit(0),
      (error) => {
        consoleLogger.error(String(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

// biome-ignore lint/suspicious/noConfusingVoidType: the command's exit code, or nothing while it serves (see cli.ts).
export async function main(_argv: string[]): Promise<number | void> {
  startPhase('modules loaded');
  const port = Number(process.env.PORT) || 3000;
  const workers = readWorkers(process.env);
  if (typeof workers === 'string') {
    consoleLogger.error(workers);
    return 2;
  }
  try {
    readDatabaseTimeout(process.env);
    readPageCacheMs(process.env);
  } catch (error) {
    consoleLogger.error((error as Error).message);
    return 2;
  }
  // A cut database connection, or any failure nobody awaited, must not end a serving process.
  guardProcess(consoleLogger);
  if (cluster.isPrimary && workers > 1) return runCluster({ port, workers });
  let running: RunningServer;
  try {
    running = await startServer({ port, worker: cluster.isWorker });
  } catch (error) {
    // Another server on the same embedded database: say so plainly, without a stack.
    if (!(error instanceof DataDirInUseError)) throw error;
    consoleLogger.error(error.message);
    return 1;
  }
  closeOnSignals(running.close);
}
