/**
 * Helpers for the security suites: the demo sites (`demo.localhost` and `another.localhost`,
 * with the real templates) on a given database, visitors that keep their cookies, and a raw
 * page request that sends a visitor's cookies.
 */
import { createApp } from '../../../server/app';
import { seedStock } from '../../../server/db/stock';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../../server/paths';
import { SiteRegistry } from '../../../server/sites/site-registry';
import { stockRows } from '../../../server/sites/stock-rows';
import { Visitor } from '../commerce/commerce-app';
import type { AppDeps } from '../../../server/app';
import type { Database } from '../../../server/db';

export const DEMO = 'demo.localhost';
export const ANOTHER = 'another.localhost';

export interface DemoApp {
  app: ReturnType<typeof createApp>;
  visitor(host?: string): Visitor;
  page(host: string, path: string, visitor?: Visitor): Promise<PageAnswer>;
}

export interface PageAnswer {
  status: number;
  html: string;
  headers: Headers;
}

export async function openDemoApp(db: Database, deps: Partial<AppDeps> = {}): Promise<DemoApp> {
  const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const app = createApp({ sites, db, log: quiet, secret: 'security-secret', ...deps });
  return {
    app,
    visitor: (host = DEMO) => new Visitor(app, host),
    async page(host, path, visitor) {
      const cookie = visitor ? [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
      const response = await app.request(`http://${host}${path}`, { headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) } });
      return { status: response.status, html: await response.text(), headers: response.headers };
    },
  };
}
