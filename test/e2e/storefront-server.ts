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
import { loadFixtureSites, SiteRegistry } from '../../server/sites/site-registry';
import { stockRows } from '../../server/inventory/stock-rows';
import { serveFetch } from './helpers/serve';
import type { RunningServer } from './helpers/serve';

/** What a test set over the demo's own store settings. */
let storeOverrides: Record<string, unknown> = {};
let registry: SiteRegistry | undefined;

/**
 * Serves the demo site with `overrides` over its store settings (`{}`: its own again), once the
 * sites are loaded anew, as an owner's publish makes them: new site objects, never a change
 * inside the ones being served (the server keeps what it computed from those until they are
 * replaced, as production never changes a published site in place). A test must put them back.
 */
export async function setDemoStoreSettings(overrides: Record<string, unknown>): Promise<void> {
  storeOverrides = overrides;
  await registry!.reload();
}

async function fixtureSites() {
  const sites = await loadFixtureSites({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  const demo = sites.find((site) => site.id === 'demo')!;
  const store = demo.websiteSettings.storeSettings as Record<string, unknown>;
  demo.websiteSettings = { ...demo.websiteSettings, storeSettings: { ...store, ...storeOverrides } };
  return sites;
}

export async function startStorefront(): Promise<RunningServer> {
  const [sites, db] = await Promise.all([
    SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR, loadSites: fixtureSites }),
    openTestPglite(),
  ]);
  registry = sites;
  for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
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
