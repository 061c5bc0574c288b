/**
 * The demo store for the storefront e2e tests: the real server with the production island
 * bundle and a throwaway database seeded with the fixtures' stock (so the cart calls work).
 *
 * @module
 */
import { createApp } from '../../server/app';
import { openTestPglite } from '../../server/db/pglite-snapshot';
import { seedStock } from '../../server/inventory/stock-store';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../server/paths';
import { SiteRegistry } from '../../server/sites/site-registry';
import { stockRows } from '../../server/inventory/stock-rows';
import { serveFetch } from './helpers/serve';
import type { RunningServer } from './helpers/serve';

let demoStore: Record<string, unknown> = {};

/** The demo site's live store settings: a test may change them (pages are not cached) and must put them back. */
export function demoStoreSettings(): Record<string, unknown> {
  return demoStore;
}

export async function startStorefront(): Promise<RunningServer> {
  const [sites, db] = await Promise.all([
    SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR }),
    openTestPglite(),
  ]);
  for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
  const demo = sites.byId('demo')!;
  demoStore = demo.websiteSettings.storeSettings as Record<string, unknown>;
  const app = createApp({
    sites,
    db,
    secret: 'e2e-secret',
    pageCacheMs: 0,
    log: { info() {}, warn() {}, error: console.error },
  });
  const server = await serveFetch(app.fetch);
  return {
    ...server,
    async close() {
      await server.close();
      await db.close();
    },
  };
}
