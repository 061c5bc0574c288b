/**
 * Issue 23: a publish reaches every process within a second, by NOTIFY and not by polling. On
 * the PostgreSQL server the two apps have connections of their own, as two worker processes
 * would (LISTEN/NOTIFY crosses sessions); PGlite lives in one process, so there both share it.
 * Also: `npm start`'s fixture import takes a changed folder unless owners edited the site.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStore, importFixtureSites } from '../../../server/content';
import { freshSiteId, testDatabases } from '../../../server/db/test-databases';
import { Visitor } from '../commerce/commerce-app';
import { createTestApp, type TestApp } from '../test-app';
import { eventually } from './content-app';
import type { Database } from '../../../server/db';

const FIXTURES = join(import.meta.dirname, '..', 'commerce', 'fixtures', 'sites');
const TEMPLATES = join(import.meta.dirname, '..', 'fixtures', 'templates');

describe.each(testDatabases())('content publish propagation on $name', ({ open }) => {
  let dir: string;
  let siteId: string;
  const dbs: Database[] = [];
  const apps: TestApp[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'content-propagation-'));
    siteId = freshSiteId('propagation');
    await cp(join(FIXTURES, 'shop'), join(dir, siteId), { recursive: true });
    dbs.push(await open());
    dbs.push(dbs[0]!.kind === 'postgres' ? await open() : dbs[0]!);
    for (const db of dbs)
      apps.push(
        await createTestApp({ fixturesDir: dir, templatesDir: TEMPLATES, db, contentStore: true, pageCacheMs: 0 }),
      );
    // Opening a database and migrating it takes a while on a busy machine.
  }, 240_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of new Set(dbs)) await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves a publish made through one app from the other within a second', async () => {
    const { saveOwner } = await import('../../../server/owner/accounts');
    await saveOwner(dbs[0]!, siteId, {
      email: 'admin@propagation.test',
      password: 'correct horse battery',
      role: 'admin',
    });
    const admin = new Visitor(apps[0]!.app, 'shop.localhost');
    expect(
      (await admin.post('/api/owner/session', { email: 'admin@propagation.test', password: 'correct horse battery' }))
        .status,
    ).toBe(200);
    const created = await admin.post('/api/owner/content/products', {
      name: 'Signal Mirror',
      productType: 1,
      description: 'Glass.',
      variants: [{ sku: 'MIRROR', price: 1200, qtyInStock: 5, attributes: {} }],
    });
    expect(created.status).toBe(201);
    const other = apps[1]!;
    const page = () =>
      other.app.request('http://shop.localhost/shop/signal-mirror', { headers: { Accept: 'text/html' } });
    expect((await page()).status).toBe(404);
    expect((await admin.post('/api/owner/content/publish')).status).toBe(200);
    // Within a second on a quiet machine (the bound); the test allows for a busy one.
    const took = await eventually(async () => (await page()).status === 200, 5000);
    expect(took).toBeLessThan(5000);
  });

  it('imports a fixture folder again when it changed and no owner edited the site, else keeps the site', async () => {
    const store = new ContentStore(dbs[0]!);
    const folders = await mkdtemp(join(tmpdir(), 'content-fixtures-'));
    const id = freshSiteId('refresh');
    await cp(join(FIXTURES, 'shop'), join(folders, id), { recursive: true });
    const site = join(folders, id, 'site.json');
    const retitle = async (title: string) => {
      const json = JSON.parse(await readFile(site, 'utf8'));
      json.website.siteTitle = title;
      await writeFile(site, JSON.stringify(json));
    };
    const title = async () =>
      ((await store.published(id)).find((d) => d.kind === 'site')!.body as { website: { siteTitle: string } }).website
        .siteTitle;
    // Other sites of a shared server are in the store too; only this folder's count.
    const run = async () => {
      const { imported, kept } = await importFixtureSites(store, folders);
      return { imported, kept };
    };
    expect(await run()).toEqual({ imported: [id], kept: [] });
    expect(await run()).toEqual({ imported: [], kept: [] });
    await retitle('Renamed Shop');
    expect(await run()).toEqual({ imported: [id], kept: [] });
    expect(await title()).toBe('Renamed Shop');
    await store.save(id, 'owner:someone', [{ kind: 'form', key: 'note', body: { id: 'note' }, change: 'create' }]);
    await retitle('Designer Shop');
    expect(await run()).toEqual({ imported: [], kept: [id] });
    expect(await title()).toBe('Renamed Shop');
    await store.deleteSite(id);
    await rm(folders, { recursive: true, force: true });
  });
});
