/**
 * The demo store for the cart end-to-end tests: the real server with the production island
 * bundle and a throwaway PGlite database seeded with the fixtures' stock, on a free port.
 */
import { createApp } from '../../server/app';
import { openTestPglite } from '../../server/db/pglite-snapshot';
import { seedStock } from '../../server/inventory/stock-store';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../server/paths';
import { SiteRegistry } from '../../server/sites/site-registry';
import { stockRows } from '../../server/inventory/stock-rows';
import { serveFetch } from './helpers/serve';
import type { RunningServer } from './helpers/serve';

export async function startShopServer(): Promise<RunningServer> {
  const [db, sites] = await Promise.all([
    openTestPglite(),
    SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR }),
  ]);
  for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
  const server = await serveFetch(createApp({ sites, db, secret: 'e2e-secret', pageCacheMs: 0 }).fetch);
  return {
    ...server,
    async close() {
      await server.close();
      await db.close();
    },
  };
}
