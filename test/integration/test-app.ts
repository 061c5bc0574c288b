/**
 * The app as the integration tests use it: sites from a fixtures folder, stock in a real
 * database (a fresh in-memory PGlite, or the PostgreSQL server of DATABASE_URL), logs recorded.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createApp } from '../../server/app';
import { ContentStore, followPublishes, importSiteFolder, storedSites } from '../../server/content';
import { DeferredWork } from '../../server/deferred-work';
import { openDatabase } from '../../server/db';
import { openTestPglite } from '../../server/db/pglite-snapshot';
import { seedStock } from '../../server/inventory/stock-store';
import { SiteRegistry } from '../../server/sites/site-registry';
import { stockRows } from '../../server/inventory/stock-rows';
import type { AppDeps } from '../../server/app';
import type { Database } from '../../server/db';
import type { Logger } from '../../server/logger';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Database;
  sites: SiteRegistry;
  logs: string[];
  /** Resolves once the work requests left for after their answers (reset mails) is done. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<AppDeps, 'sites' | 'db' | 'log'>> {
  fixturesDir: string;
  templatesDir: string;
  /** Reset each site's stock to its fixture values first (test sites only). */
  resetStock?: boolean;
  /** A database the caller opened and closes; by default a fresh one that `close()` closes. */
  db?: Database;
  /**
   * Serve the sites from the content store, as `npm start` does (issue 23): the fixture folders
   * are imported first, and a publish reloads them.
   */
  contentStore?: boolean;
}

export async function createTestApp({
  fixturesDir,
  templatesDir,
  resetStock,
  db: given,
  contentStore,
  ...deps
}: TestAppOptions): Promise<TestApp> {
  // Without a server, a throwaway in-memory PGlite started from the migrated snapshot: making
  // one on disk ran initdb in a child process and every migration, once per suite.
  const db = given ?? (process.env.DATABASE_URL ? await openDatabase() : await openTestPglite());
  const logs: string[] = [];
  const log: Logger = { info: (m) => logs.push(m), warn: (m) => logs.push(m), error: (m) => logs.push(m) };
  let stopFollowing = async () => {};
  let sites: SiteRegistry;
  if (contentStore) {
    const store = new ContentStore(db);
    const ids = (await readdir(fixturesDir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
    for (const id of ids) await importSiteFolder(store, join(fixturesDir, id));
    // Only this app's sites: a shared PostgreSQL server holds other runs' sites too.
    sites = await SiteRegistry.load({ fixturesDir, templatesDir, loadSites: storedSites(store, templatesDir, ids) });
    const following = await followPublishes(store, sites, log);
    // A shared PostgreSQL server must not keep these sites: `npm start` there would serve them.
    stopFollowing = async () => {
      await following();
      for (const id of ids) await store.deleteSite(id);
    };
  } else sites = await SiteRegistry.load({ fixturesDir, templatesDir });
  for (const site of sites.all()) {
    if (resetStock) await db.query('delete from stock where website_id = $1', [site.id]);
    await seedStock(db, site.id, stockRows(site));
  }
  const deferred = deps.deferred ?? new DeferredWork({ log });
  const app = createApp({ sites, db, log, secret: 'test-secret', ...deps, deferred });
  return {
    app,
    db,
    sites,
    logs,
    settled: () => deferred.settled(),
    async close() {
      await stopFollowing();
      if (!given) await db.close();
    },
  };
}

/** Cookie header value from a response's Set-Cookie headers (name=value pairs only). */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
