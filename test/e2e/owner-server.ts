/**
 * The demo store for the owner-app end-to-end test: the real server with the production build
 * and a throwaway PGlite database, holding two owners (a store manager and an administrator),
 * the fixtures' stock, two restock sign-ups for a sold-out variant and a form submission.
 *
 * @module
 */
import { saveOwner } from '../../server/owner';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db';
import { saveSubmission } from '../../server/db/forms';
import { saveRestockSignUp } from '../../server/db/restock';
import { seedStock } from '../../server/db/stock';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../server/paths';
import { SiteRegistry } from '../../server/sites/site-registry';
import { stockRows } from '../../server/sites/stock-rows';
import { serveFetch } from './helpers/serve';
import type { Database } from '../../server/db';
import type { RunningServer } from './helpers/serve';

export const MANAGER = { email: 'manager@e2e.test', password: 'manager-password-1', role: 'storeManager' as const };
export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-1', role: 'admin' as const };

/** The demo's sold-out backpack (one variant, no stock in the fixtures). */
export const SOLD_OUT = {
  itemId: 'prod-waxed-canvas-backpack',
  sku: 'NW-WAXCANBAC',
  variantId: 'var-waxed-canvas-backpack',
  name: 'Waxed Canvas Backpack',
};
export const WAITING = ['hiker@e2e.test', 'camper@e2e.test'];

export interface OwnerServer extends RunningServer {
  db: Database;
}

export async function startOwnerServer(): Promise<OwnerServer> {
  const [sites, db] = await Promise.all([
    SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR }),
    openDatabase({ url: '', dataDir: 'memory://' }),
  ]);
  for (const { email, password, role } of [MANAGER, ADMIN]) await saveOwner(db, 'demo', { email, password, role });
  for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
  for (const email of WAITING) {
    await saveRestockSignUp(db, 'demo', {
      productId: SOLD_OUT.itemId,
      variantId: SOLD_OUT.variantId,
      siteVisitorEmail: email,
      isJoinMailingList: false,
    });
  }
  await saveSubmission(db, 'demo', {
    formId: 'contact',
    data: {
      'field-name': ['Ada', 'Lovelace'],
      'field-email': 'ada@e2e.test',
      'field-topic': 'A repair',
      'field-message': 'My stove leaks.',
    },
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
    },
  };
}
