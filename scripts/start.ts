/**
 * `npm start`: serves every fixture site on PORT (default 3000) with the embedded database,
 * or DATABASE_URL's server. Builds the island bundle first when none is built, and seeds
 * stock from the fixtures without touching stock the database already has. `WORKERS=N`
 * serves with N processes on one port (scripts/cluster.ts); each is a worker started here.
 *
 * @module
 */
import cluster from 'node:cluster';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { readManifest } from '../islands';
import {
  DEMO_OWNERS,
  DeferredWork,
  FIXTURES_DIR,
  ROOT_DIR,
  RenewalScheduler,
  SiteRegistry,
  TEMPLATES_DIR,
  consoleLogger,
  createApp,
  createMailer,
  ensureOwner,
  guardProcess,
  loadSecret,
  openBucketStore,
  openDatabase,
  readDatabaseTimeout,
  seedFixtureReviews,
  seedStock,
  siteUrlProblem,
  stockRows,
  testPaymentProvider,
} from '../server';
import { buildIslands } from './build';
import { readWorkers, runCluster } from './cluster';
import type { Database, DevEvents, Site } from '../server';

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
  const { db, sites } = await prepare(dev, worker);
  const secret = await loadSecret(join(ROOT_DIR, '.data'), db);
  // Redis when REDIS_URL is set, else the database's table on a server, else memory.
  const buckets = openBucketStore({ db });
  // Mail a request queued after answering (password resets) is sent before the database closes.
  const deferred = new DeferredWork({ log: consoleLogger });
  const app = createApp({ sites, db, secret, dev, buckets, siteUrl, deferred });
  // Every process runs the renewal scheduler; row locks make each renewal happen once.
  const renewals = new RenewalScheduler({
    db,
    sites,
    payments: testPaymentProvider(),
    mailer: createMailer({ db }),
    log: consoleLogger,
  });
  const renewalSeconds = Number(process.env.RENEWAL_INTERVAL_SECONDS ?? 60);
  if (Number.isFinite(renewalSeconds) && renewalSeconds > 0) renewals.start(renewalSeconds * 1000);

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port }, () => resolve(s));
    s.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE' ? new Error(`Port ${port} is in use: stop the other server or set PORT.`) : error,
      ),
    );
  });
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
      await deferred.settled();
      await buckets.close();
      await db.close();
    },
  };
}

/**
 * What must happen once before serving: the island bundle built (always in dev), the database
 * migrated (on open), the fixtures' stock seeded. Workers of a cluster skip the build and the
 * seeding, which their primary did; opening still migrates, a no-op by then (and safe if two
 * processes race: migrations hold an advisory lock).
 */
export async function prepare(dev?: DevEvents, worker = false): Promise<{ db: Database; sites: SiteRegistry }> {
  // A bundle from before the owner app (/config) is built again, so /config works at once.
  if (!worker && (dev || !readManifest()?.admin || !readManifest()?.tracking)) {
    consoleLogger.info(dev ? 'Building the islands (dev)…' : 'No island bundle yet: building it…');
    await buildIslands({ dev: Boolean(dev) });
  }
  const db = await openDatabase();
  const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  if (!worker) {
    for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
    // Reviews published with the fixtures, stored once as approved imported reviews (issue 15).
    for (const site of sites.all()) await seedFixtureReviews(db, site);
    // The demo site's documented owners (README.md "Owner sign-in"), made once.
    for (const { siteId, owner } of DEMO_OWNERS)
      if (sites.all().some((s) => s.id === siteId)) await ensureOwner(db, siteId, owner);
  }
  return { db, sites };
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
  const port = Number(process.env.PORT) || 3000;
  const workers = readWorkers(process.env);
  if (typeof workers === 'string') {
    consoleLogger.error(workers);
    return 2;
  }
  try {
    readDatabaseTimeout(process.env);
  } catch (error) {
    consoleLogger.error((error as Error).message);
    return 2;
  }
  // A cut database connection, or any failure nobody awaited, must not end a serving process.
  guardProcess(consoleLogger);
  if (cluster.isPrimary && workers > 1) return runCluster({ port, workers });
  const running = await startServer({ port, worker: cluster.isWorker });
  closeOnSignals(running.close);
}
