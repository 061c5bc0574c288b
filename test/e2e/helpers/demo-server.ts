/**
 * The real published-site server, in process, on a free port: the fixture sites, the default
 * templates and the production island bundle as `npm start` would use it (the e2e global setup
 * builds the bundle once per run, before any server starts).
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { createApp } from '../../../server/app';
import type { Database } from '../../../server/db';
import { openTestPglite } from '../../../server/db/pglite-snapshot';
import { seedStock } from '../../../server/inventory/stock-store';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../../server/paths';
import { SiteRegistry } from '../../../server/sites/site-registry';
import { stockRows } from '../../../server/inventory/stock-rows';
import { serveFetch, serveWithSiteUrl } from './serve';
import type { RunningServer } from './serve';

export async function startDemoServer(): Promise<RunningServer> {
  const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  const app = createApp({ sites, secret: 'e2e-secret' });
  return serveFetch(app.fetch);
}

/**
 * The run's one demo server, started by the global setup (it never writes, so every file may
 * share it); closing it is left to the setup.
 */
export async function sharedDemoServer(): Promise<RunningServer> {
  const origin = inject('demoOrigin');
  return { origin, port: Number(new URL(origin).port), close: async () => {} };
}

/**
 * The same server over its own embedded database (in memory, stock seeded from the fixtures,
 * no page cache): for flows that write, such as accounts, orders and donations.
 */
export async function startDemoServerWithDatabase(): Promise<{ server: RunningServer; db: Database }> {
  const [db, sites] = await Promise.all([
    openTestPglite(),
    SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR }),
  ]);
  for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
  const server = await serveWithSiteUrl(
    (siteUrl) => createApp({ sites, db, secret: 'e2e-secret', pageCacheMs: 0, siteUrl }).fetch,
  );
  return { server, db };
}

/** Reads one collection of a fixture site, to find real paths and titles to visit. */
export function fixtureCollection(
  site: string,
  urlId: string,
): { title: string; items: { urlId: string; title: string }[] } {
  const file = fileURLToPath(new URL(`../../../fixtures/sites/${site}/collections/${urlId}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8'));
}
