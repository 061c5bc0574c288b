/**
 * The real published-site server, in process, on a free port: the fixture sites, the default
 * templates and the production island bundle, built first as `npm start` would use it.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildIslands } from '../../../scripts/build';
import { createApp } from '../../../server/app';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../../server/paths';
import { SiteRegistry } from '../../../server/sites/site-registry';
import { serveFetch } from './serve';
import type { RunningServer } from './serve';

export async function startDemoServer(): Promise<RunningServer> {
  await buildIslands();
  const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  const app = createApp({ sites, secret: 'e2e-secret' });
  return serveFetch(app.fetch);
}

/** Reads one collection of a fixture site, to find real paths and titles to visit. */
export function fixtureCollection(
  site: string,
  urlId: string,
): { title: string; items: { urlId: string; title: string }[] } {
  const file = fileURLToPath(new URL(`../../../fixtures/sites/${site}/collections/${urlId}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8'));
}
