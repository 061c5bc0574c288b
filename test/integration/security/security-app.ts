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
  /** A JSON call with the given cookies and crumb, as if from the socket address `from`. */
  call(method: string, path: string, options: CallOptions): Promise<Response>;
}

export interface CallOptions {
  cookie: string;
  crumb: string;
  from: string;
  json?: unknown;
  host?: string;
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
    async call(method, path, { cookie, crumb, from, json, host = DEMO }) {
      const headers = { Cookie: cookie, 'X-CSRF-Token': crumb, Accept: 'application/json', 'Content-Type': 'application/json' };
      const bindings = { incoming: { socket: { remoteAddress: from } } };
      return app.request(`http://${host}${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) }, bindings);
    },
  };
}
