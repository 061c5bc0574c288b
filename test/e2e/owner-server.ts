/**
 * The demo store for the owner-app end-to-end test: the real server with the production build
 * and a throwaway PGlite database in a temporary folder. The owners are made first with the
 * documented command (`npm run owner -- add …`, run here as `tsx scripts/cli.ts owner add …` in
 * that folder, so it writes the same database), then the server opens the database and the
 * test's own rows go in: stock, two restock sign-ups for a sold-out variant, a form submission.
 *
 * @module
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildIslands } from '../../scripts/build';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db';
import { saveSubmission } from '../../server/db/forms';
import { saveRestockSignUp } from '../../server/db/restock';
import { seedStock } from '../../server/db/stock';
import { FIXTURES_DIR, ROOT_DIR, TEMPLATES_DIR } from '../../server/paths';
import { SiteRegistry } from '../../server/sites/site-registry';
import { stockRows } from '../../server/sites/stock-rows';
import { serveFetch } from './helpers/serve';
import type { Database } from '../../server/db';
import type { RunningServer } from './helpers/serve';

export const MANAGER = { email: 'manager@e2e.test', password: 'manager-password-1', role: 'storeManager' };
export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-1', role: 'admin' };

/** The demo's sold-out backpack (one variant, no stock in the fixtures). */
export const SOLD_OUT = { itemId: 'prod-waxed-canvas-backpack', sku: 'NW-WAXCANBAC', variantId: 'var-waxed-canvas-backpack', name: 'Waxed Canvas Backpack' };
export const WAITING = ['hiker@e2e.test', 'camper@e2e.test'];

export interface OwnerServer extends RunningServer {
  db: Database;
}

const run = promisify(execFile);

export async function startOwnerServer(): Promise<OwnerServer> {
  const dir = await mkdtemp(join(tmpdir(), 'owner-e2e-'));
  const tsx = join(ROOT_DIR, 'node_modules', '.bin', 'tsx');
  const cli = join(ROOT_DIR, 'scripts', 'cli.ts');
  // The child must use the same PGlite folder as the server below, not a PostgreSQL server.
  const env = { ...process.env, DATABASE_URL: '' };
  const [sites] = await Promise.all([SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR }), buildIslands()]);
  for (const owner of [MANAGER, ADMIN]) {
    await run(tsx, [cli, 'owner', 'add', '--site', 'demo', '--email', owner.email, '--password', owner.password, '--role', owner.role], { cwd: dir, env });
  }
  const db = await openDatabase({ url: '', dataDir: join(dir, '.data', 'pglite') });
  for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
  for (const email of WAITING) {
    await saveRestockSignUp(db, 'demo', { productId: SOLD_OUT.itemId, variantId: SOLD_OUT.variantId, siteVisitorEmail: email, isJoinMailingList: false });
  }
  await saveSubmission(db, 'demo', {
    formId: 'contact',
    data: { 'field-name': ['Ada', 'Lovelace'], 'field-email': 'ada@e2e.test', 'field-topic': 'A repair', 'field-message': 'My stove leaks.' },
    pageId: 'contact',
    pageTitle: 'Contact',
    pagePath: '/contact',
    contentSource: 'c',
  });
  const server = await serveFetch(createApp({ sites, db, secret: 'e2e-owner', pageCacheMs: 0 }).fetch);
  return {
    ...server,
    db,
    async close() {
      await server.close();
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
