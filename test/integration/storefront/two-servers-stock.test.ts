/**
 * Two server processes on one database (issue 28): each keeps the stock its pages read until
 * somebody writes it, so a stock change through one must show on the other's next pages: on PostgreSQL through the other's NOTIFY (write-watch.ts), on PGlite
 * through the one database both share. Adding to a cart still reads the database, never what a page kept.
 * Page cache off, so every request renders.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db';
import { freshSiteId, testDatabases } from '../../../server/db/test-databases';
import { Visitor } from '../commerce/commerce-app';
import { createTestApp, type TestApp } from '../test-app';
import type { Database } from '../../../server/db';

const DEMO = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'sites', 'demo');
const TEMPLATES = join(import.meta.dirname, '..', '..', '..', 'templates');
const JACKET = 'prod-canvas-field-jacket';
const JACKET_S_OLIVE = 'NW-CANFIEJAC-S-OLIVE';

/** Polls `check` until it holds: another process's notification comes some time after its commit. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 400; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Never happened: ${what}`);
}

describe.each(testDatabases())('two servers on one $name database', ({ name, open }) => {
  let dir: string;
  let siteId: string;
  let dbs: Database[];
  let servers: TestApp[];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'two-servers-'));
    siteId = freshSiteId('demo');
    await cp(DEMO, join(dir, siteId), { recursive: true });
    const first = await open();
    // On a server, each process has its own connections; PGlite lives in one process only.
    const second = name === 'postgres' ? await openDatabase() : first;
    dbs = first === second ? [first] : [first, second];
    servers = [];
    for (const db of [first, second]) {
      servers.push(await createTestApp({ fixturesDir: dir, templatesDir: TEMPLATES, db, pageCacheMs: 0 }));
    }
  }, 120_000);
  afterAll(async () => {
    for (const server of servers ?? []) await server.close();
    for (const db of dbs ?? []) await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const visitor = (server: TestApp) => new Visitor(server.app, 'demo.localhost');
  const jacketPage = async (server: TestApp) =>
    (await visitor(server).request('GET', '/shop/canvas-field-jacket', undefined, { Accept: 'text/html' })).text();
  const shows = async (server: TestApp, qty: number) =>
    (await jacketPage(server)).includes(
      `"sku":"${JACKET_S_OLIVE}","attributes":{"Size":"S","Color":"Olive"},"qtyInStock":${qty},`,
    );
  const setJacket = (server: TestApp, qty: number) =>
    server.db.query('update stock set qty_in_stock = $2 where website_id = $1 and item_id = $3', [siteId, qty, JACKET]);

  it("shows one server's stock change on the other's pages, and never sells from what a page kept", async () => {
    const [one, two] = servers as [TestApp, TestApp];
    await setJacket(one, 3);
    await until(() => shows(two, 3), 'the second server showing 3');
    expect(await shows(two, 3)).toBe(true);

    // Sold out through the first server; the second is asked to sell at once, before any
    // notification can have reached it: the add reads the database, not the page's stock.
    await setJacket(one, 0);
    const late = await visitor(two).add(JACKET, JACKET_S_OLIVE, 1);
    expect(late.status).toBe(409);
    await until(
      async () => (await jacketPage(two)).includes('data-sold-out="true"'),
      "the second server's page sold out",
    );
    expect(await shows(two, 0)).toBe(true);

    // Restocked through the second server: the first one's page shows it, and sells.
    await setJacket(two, 2);
    await until(() => shows(one, 2), 'the first server showing 2');
    expect((await visitor(one).add(JACKET, JACKET_S_OLIVE, 1)).status).toBe(200);
  });
});
