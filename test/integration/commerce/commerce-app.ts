/**
 * The app for the cart and checkout suites: the stores of fixtures/ copied under fresh site
 * ids (so runs on a shared PostgreSQL server never meet), stock seeded, and a visitor that
 * keeps its cookies and sends its crumb like the islands do.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshSiteId } from '../../../server/db/test-databases';
import { createTestApp, type TestApp } from '../test-app';
import type { AppDeps } from '../../../server/app';
import type { Database } from '../../../server/db';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'sites');
const TEMPLATES = join(import.meta.dirname, '..', 'fixtures', 'templates');

export interface CommerceApp {
  app: TestApp['app'];
  db: Database;
  shopId: string;
  otherId: string;
  logs: string[];
  /** Resolves once the work requests left for after their answers (reset mails) is done. */
  settled(): Promise<void>;
  visitor(host?: string): Visitor;
  close(): Promise<void>;
}

export async function openCommerceApp(
  db: Database,
  deps: Partial<Omit<AppDeps, 'sites' | 'db' | 'log'>> = {},
): Promise<CommerceApp> {
  const dir = await mkdtemp(join(tmpdir(), 'commerce-sites-'));
  const [shopId, otherId] = [freshSiteId('shop'), freshSiteId('other')];
  await cp(join(FIXTURES, 'shop'), join(dir, shopId), { recursive: true });
  await cp(join(FIXTURES, 'other'), join(dir, otherId), { recursive: true });
  const { app, logs, settled, close } = await createTestApp({ fixturesDir: dir, templatesDir: TEMPLATES, db, ...deps });
  return {
    app,
    db,
    shopId,
    otherId,
    logs,
    settled,
    visitor: (host = 'shop.localhost') => new Visitor(app, host),
    async close() {
      await close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  /** Parsed JSON; `any` because each test reads the shape its call answers. */
  body: any;
  headers: Headers;
}

/** One browser: a crumb of its own, and the cookies the server set. */
export class Visitor {
  readonly crumb = randomBytes(16).toString('hex');
  readonly cookies = new Map<string, string>();
  readonly #app: CommerceApp['app'];
  readonly host: string;

  constructor(app: CommerceApp['app'], host: string) {
    this.#app = app;
    this.host = host;
    this.cookies.set('crumb', this.crumb);
  }

  get = (path: string) => this.send('GET', path);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.send('POST', path, body, headers);
  put = (path: string, body?: unknown) => this.send('PUT', path, body);
  delete = (path: string) => this.send('DELETE', path);

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await this.request(method, path, body, headers);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }

  /** The raw response (for answers that are not JSON), cookies kept as `send` keeps them. */
  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const response = await this.#app.request(`http://${this.host}${path}`, {
      method,
      headers: {
        Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'X-CSRF-Token': this.crumb,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = pair.split('=');
      if (attributes.some((a) => /max-age=0\b/i.test(a.trim()))) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  add(itemId: string, sku: string | null = null, quantity: number = 1, extra: Record<string, unknown> = {}) {
    return this.post('/api/commerce/shopping-cart/entries', {
      itemId,
      sku,
      quantity,
      additionalFields: null,
      ...extra,
    });
  }
}

/** Stock of one variant as the database holds it. */
export async function stockOf(db: Database, siteId: string, itemId: string, sku: string): Promise<number> {
  const rows = await db.query<{ qty_in_stock: number }>(
    'select qty_in_stock from stock where website_id = $1 and item_id = $2 and sku = $3',
    [siteId, itemId, sku],
  );
  return Number(rows[0]?.qty_in_stock);
}
