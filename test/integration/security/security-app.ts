/**
 * Helpers for the security suites: the demo sites (`demo.localhost` and `another.localhost`,
 * with the real templates) on a given database, visitors that keep their cookies, and a raw
 * page request that sends a visitor's cookies.
 */
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../../server/paths';
import { Visitor } from '../commerce/commerce-app';
import { createTestApp, type TestApp } from '../test-app';
import type { AppDeps } from '../../../server/app';
import type { Database } from '../../../server/db';

export const DEMO = 'demo.localhost';
export const ANOTHER = 'another.localhost';

export interface DemoApp {
  app: TestApp['app'];
  close(): Promise<void>;
  /** Resolves once the work requests left for after their answer (reset mails) is done. */
  settled(): Promise<void>;
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

export async function openDemoApp(
  db: Database,
  deps: Partial<Omit<AppDeps, 'sites' | 'db' | 'log'>> = {},
): Promise<DemoApp> {
  const { app, close, settled } = await createTestApp({
    fixturesDir: FIXTURES_DIR,
    templatesDir: TEMPLATES_DIR,
    db,
    secret: 'security-secret',
    ...deps,
  });
  return {
    app,
    close,
    settled,
    visitor: (host = DEMO) => new Visitor(app, host),
    async page(host, path, visitor) {
      const cookie = visitor ? [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
      const response = await app.request(`http://${host}${path}`, {
        headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) },
      });
      return { status: response.status, html: await response.text(), headers: response.headers };
    },
    async call(method, path, { cookie, crumb, from, json, host = DEMO }) {
      const headers = {
        Cookie: cookie,
        'X-CSRF-Token': crumb,
        Accept: 'application/json',
        'Content-Type': 'application/json',
      };
      const bindings = { incoming: { socket: { remoteAddress: from } } };
      return app.request(
        `http://${host}${path}`,
        { method, headers, body: json === undefined ? undefined : JSON.stringify(json) },
        bindings,
      );
    },
  };
}
