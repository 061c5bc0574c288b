/**
 * The demo store served from the content store, as `npm start` serves it (issue 23): the
 * fixture sites imported into a throwaway PGlite database, the registry reloaded by every
 * publish (LISTEN/NOTIFY), the production island bundle, an admin API key of the demo site for
 * the owner content API, the demo's documented owners and an editor and an administrator of
 * our own to sign in to /config (issue 24), and
 * the content scheduler with a clock the test moves on (no waiting five real minutes for a
 * scheduled post).
 *
 * @module
 */
import { createApp } from '../../server/app';
import { ContentStore, followPublishes, importFixtureSites, storedSites } from '../../server/content';
import { ScheduledPublisher } from '../../server/content-schedule';
import { openTestPglite } from '../../server/db/pglite-snapshot';
import { seedStock } from '../../server/inventory/stock-store';
import { stockRows } from '../../server/inventory/stock-rows';
import { createApiKey, DEMO_OWNERS, ensureOwner, saveOwner } from '../../server/owner';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../server/paths';
import { SiteRegistry } from '../../server/sites/site-registry';
import { serveFetch } from './helpers/serve';
import type { Database } from '../../server/db';
import type { Logger } from '../../server/logger';
import type { RunningServer } from './helpers/serve';

/** The demo's documented owners (server/owner/demo-owners.ts). */
export const OWNER = DEMO_OWNERS.find((o) => o.owner.role === 'admin')!.owner;
export const MANAGER = DEMO_OWNERS.find((o) => o.owner.role === 'storeManager')!.owner;
export const EDITOR = { email: 'editor@e2e.test', password: 'editor-password-1', role: 'editor' as const };
export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-1', role: 'admin' as const };

export interface ContentServer extends RunningServer {
  db: Database;
  /** The demo site's admin API key (`Authorization: Bearer …`). */
  adminKey: string;
  /** Runs the content scheduler once as if the time were `now` (epoch ms); answers the keys it published. */
  runSchedulerAt(now: number): Promise<string[]>;
}

const quiet: Logger = { info: () => {}, warn: () => {}, error: (m) => console.error(m) };

export async function startContentServer(): Promise<ContentServer> {
  const db = await openTestPglite();
  const store = new ContentStore(db);
  await importFixtureSites(store, FIXTURES_DIR);
  const sites = await SiteRegistry.load({
    fixturesDir: FIXTURES_DIR,
    templatesDir: TEMPLATES_DIR,
    loadSites: storedSites(store, TEMPLATES_DIR),
  });
  const stopFollowing = await followPublishes(store, sites, quiet);
  for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
  for (const { siteId, owner } of DEMO_OWNERS) await ensureOwner(db, siteId, owner);
  for (const owner of [EDITOR, ADMIN]) await saveOwner(db, 'demo', owner);
  const adminKey = (await createApiKey(db, 'demo', { name: 'e2e script', role: 'admin' })).secret;
  const server = await serveFetch(createApp({ sites, db, secret: 'e2e-secret', pageCacheMs: 0, log: quiet }).fetch);
  return {
    ...server,
    db,
    adminKey,
    async runSchedulerAt(now) {
      const scheduler = new ScheduledPublisher({ db, sites, clock: () => new Date(now) });
      return (await scheduler.runOnce()).map((p) => p.key);
    },
    async close() {
      await server.close();
      await stopFollowing();
      await db.close();
    },
  };
}
