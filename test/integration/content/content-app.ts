/**
 * The app for the content suites: the cart suites' shop (test/integration/commerce/fixtures)
 * under a fresh site id, with a gallery of one image added, served from the content store as
 * `npm start` serves it. Owners of four roles (`<role>@content.test`) and an admin API key.
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshSiteId } from '../../../server/db/test-databases';
import { saveOwner } from '../../../server/owner/accounts';
import { createApiKey } from '../../../server/owner/api-keys';
import { Visitor, type Answer } from '../commerce/commerce-app';
import { createTestApp, type TestApp } from '../test-app';
import type { WebsiteRoleName } from '../../../domain/website-roles';
import type { Database } from '../../../server/db';

const FIXTURES = join(import.meta.dirname, '..', 'commerce', 'fixtures', 'sites');
const TEMPLATES = join(import.meta.dirname, '..', 'fixtures', 'templates');
export const PASSWORD = 'correct horse battery';
export const HOST = 'shop.localhost';
export const IMAGE_ID = 'img-harbour';

const GALLERY = {
  id: 'col-gallery',
  urlId: 'gallery',
  title: 'Gallery',
  typeName: 'gallery',
  type: 15,
  items: [
    {
      id: IMAGE_ID,
      urlId: 'harbour',
      title: 'Harbour',
      recordType: 2,
      assetUrl: '/assets/harbour.svg',
      originalSize: '800x600',
      mediaFocalPoint: { x: 0.5, y: 0.5 },
      altText: 'The harbour at dusk',
      systemDataVariants: '100w,300w,500w,750w',
      systemDataId: IMAGE_ID,
    },
  ],
};

export interface ContentApp {
  app: TestApp['app'];
  sites: TestApp['sites'];
  db: Database;
  siteId: string;
  /** An admin API key's secret. */
  adminKey: string;
  visitor(): Visitor;
  signedIn(role: WebsiteRoleName): Promise<Visitor>;
  /** A call with an API key and no cookies, as a script makes it. */
  withKey(method: string, path: string, body?: unknown): Promise<Answer>;
  /** A page as a visitor gets it. */
  page(path: string): Promise<{ status: number; html: string }>;
  close(): Promise<void>;
}

export async function openContentApp(db: Database): Promise<ContentApp> {
  const dir = await mkdtemp(join(tmpdir(), 'content-sites-'));
  const siteId = freshSiteId('content');
  await cp(join(FIXTURES, 'shop'), join(dir, siteId), { recursive: true });
  await writeFile(join(dir, siteId, 'collections', 'gallery.json'), JSON.stringify(GALLERY));
  await mkdir(join(dir, siteId, 'assets'));
  await writeFile(
    join(dir, siteId, 'assets', 'harbour.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#234"/></svg>',
  );
  const t = await createTestApp({ fixturesDir: dir, templatesDir: TEMPLATES, db, contentStore: true, pageCacheMs: 0 });
  for (const role of ['admin', 'editor', 'storeManager', 'viewer'] as const)
    await saveOwner(db, siteId, { email: `${role}@content.test`, password: PASSWORD, role });
  const adminKey = (await createApiKey(db, siteId, { name: 'script', role: 'admin' })).secret;
  return {
    app: t.app,
    sites: t.sites,
    db,
    siteId,
    adminKey,
    visitor: () => new Visitor(t.app, HOST),
    async signedIn(role) {
      const visitor = new Visitor(t.app, HOST);
      const answer = await visitor.post('/api/owner/session', { email: `${role}@content.test`, password: PASSWORD });
      if (answer.status !== 200) throw new Error(`sign-in of ${role} answered ${answer.status}`);
      return visitor;
    },
    async withKey(method, path, body) {
      const response = await t.app.request(`http://${HOST}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${adminKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    },
    async page(path) {
      const response = await t.app.request(`http://${HOST}${path}`, { headers: { Accept: 'text/html' } });
      return { status: response.status, html: await response.text() };
    },
    async close() {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits (at most `ms`) until `check` holds: a publish reaches the registry through NOTIFY, not
 * inline. Answers how long it took. The default is generous for a busy test machine.
 */
export async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}
