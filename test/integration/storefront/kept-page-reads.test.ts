/**
 * What pages read from the database (stock, reviews, comments and likes, the header and
 * footer, the languages, the inventory settings, the ad pixel) is kept until one of those
 * tables is written (issue 28): a page rendered again with nothing written sends no query, a
 * write by another process shows on the next page once its notification arrives, and on a
 * PostgreSQL server a lost listening connection makes every page read the database until it
 * listens again, then shows what was written meanwhile. Page cache off, so every request
 * renders. On PGlite the "other process" is the one database itself (no other can open it).
 */
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db';
import { freshSiteId, testDatabases } from '../../../server/db/test-databases';
import { heardAllWrites, until } from '../../../server/db/write-watch-testing';
import { createTestApp, type TestApp } from '../test-app';
import { readManifest } from '../../../islands/manifest';
import type { Database, Row } from '../../../server/db';

const DEMO = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'sites', 'demo');
const TEMPLATES = join(import.meta.dirname, '..', '..', '..', 'templates');
const JACKET = 'prod-canvas-field-jacket';
const JACKET_S_OLIVE = 'NW-CANFIEJAC-S-OLIVE';
const PAGES = ['/shop/canvas-field-jacket', '/shop', '/journal', '/', '/fr/shop'];

/**
 * Whether the page carries pixel `id` as it should: pages carry a tracking context only when the
 * island bundle is built (dist/, which CI's first step has not built yet), and the pixel goes
 * with it, never without it (test/integration/marketing/ad-pixel.test.ts).
 */
const hasPixel = (html: string, id: string) => html.includes(`"pixelId":"${id}"`) === Boolean(readManifest()?.tracking);

/** `db` with a count of every statement and transaction the app sends through it. */
function counted(db: Database) {
  const count = { statements: 0 };
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === 'query')
        return (text: string, params?: readonly unknown[]) => {
          count.statements++;
          return target.query(text, params);
        };
      if (prop === 'transaction')
        return (work: Parameters<Database['transaction']>[0]) => {
          count.statements++;
          return target.transaction(work);
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: proxy, count };
}

describe.each(testDatabases())(
  'pages on a $name database keep what they read until it is written',
  ({ name, open }) => {
    const appName = `kept-reads-${randomUUID().slice(0, 8)}`;
    let dir: string;
    let siteId: string;
    let db: Database;
    let count: { statements: number };
    let server: TestApp;
    /** Another process's write: a connection of its own on a server, the one database on PGlite. */
    let other: (text: string, params?: unknown[]) => Promise<Row[]>;
    let otherClient: postgres.Sql | undefined;

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'kept-reads-'));
      siteId = freshSiteId('demo');
      await cp(DEMO, join(dir, siteId), { recursive: true });
      if (name === 'postgres') {
        const url = new URL(process.env.DATABASE_URL!);
        url.searchParams.set('application_name', appName);
        db = await openDatabase({ url: url.href });
        otherClient = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
        other = async (text, params) => [...(await otherClient!.unsafe(text, (params ?? []) as never[]))];
      } else {
        db = await open();
        other = (text, params) => db.query(text, params);
      }
      const watched = counted(db);
      count = watched.count;
      server = await createTestApp({ fixturesDir: dir, templatesDir: TEMPLATES, db: watched.db, pageCacheMs: 0 });
      // Every setting saved, so each page reads a row of each table.
      await other(
        `insert into site_header_footer (website_id, header, footer) values ($1, '{"logo":null,"navigation":[]}', $2::text::jsonb)`,
        [siteId, JSON.stringify({ text: 'Footer one', links: [], socialIcons: [] })],
      );
      await other(`insert into site_languages (website_id, languages) values ($1, '["fr-FR"]')`, [siteId]);
      await other(`insert into ad_pixel_settings (website_id, pixel_id) values ($1, 'pixel-one')`, [siteId]);
      await other(
        `insert into inventory_settings (website_id, scarcity_on_product_page, scarcity_in_blocks, scarcity_threshold, restock_auto_send)
       values ($1, true, true, 5, false)`,
        [siteId],
      );
    }, 120_000);
    afterAll(async () => {
      for (const table of ['site_header_footer', 'site_languages', 'ad_pixel_settings', 'inventory_settings'])
        await other?.(`delete from ${table} where website_id = $1`, [siteId]);
      await server?.close();
      await otherClient?.end();
      await db?.close();
      await rm(dir, { recursive: true, force: true });
    });

    const page = async (path: string) => {
      const response = await server.app.fetch(
        new Request(`http://demo.localhost${path}`, { headers: { Accept: 'text/html' } }),
      );
      return { status: response.status, html: await response.text() };
    };
    const jacketShows = async (qty: number) =>
      (await page('/shop/canvas-field-jacket')).html.includes(
        `"sku":"${JACKET_S_OLIVE}","attributes":{"Size":"S","Color":"Olive"},"qtyInStock":${qty},`,
      );
    const heardAll = () => heardAllWrites(db);

    it('renders each page again without a query while nothing is written', async () => {
      await heardAll();
      for (const path of PAGES) expect([path, (await page(path)).status]).toEqual([path, 200]);
      // Longer than any time-based keeping would last: only a write may make a page read again.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      for (const path of PAGES) {
        const before = count.statements;
        const again = await page(path);
        expect([path, count.statements - before]).toEqual([path, 0]);
        expect(again.html.length).toBeGreaterThan(1000);
      }
      // Writes elsewhere (rate limits, carts, tracking) leave what pages read alone.
      const before = count.statements;
      await db.query('delete from rate_buckets where key = $1', [`none-${randomUUID()}`]);
      await page('/shop/canvas-field-jacket');
      expect(count.statements).toBe(before);
      // The settings read are those saved, not the fixture's.
      const product = (await page('/shop/canvas-field-jacket')).html;
      expect(product).toContain('Footer one');
      expect(hasPixel(product, 'pixel-one')).toBe(true);
      expect((await page('/de/shop')).status).toBe(404);
    });

    it("shows another process's writes on the next pages", async () => {
      await other('update stock set qty_in_stock = 2 where website_id = $1 and item_id = $2', [siteId, JACKET]);
      await other('update site_header_footer set footer = $2::text::jsonb where website_id = $1', [
        siteId,
        JSON.stringify({ text: 'Footer two', links: [], socialIcons: [] }),
      ]);
      await other(`update ad_pixel_settings set pixel_id = 'pixel-two' where website_id = $1`, [siteId]);
      await other(`update site_languages set languages = '["fr-FR","de-DE"]' where website_id = $1`, [siteId]);
      await until(() => jacketShows(2), 'the new stock shown');
      await until(async () => (await page('/')).html.includes('Footer two'), 'the new footer shown');
      const product = (await page('/shop/canvas-field-jacket')).html;
      expect(hasPixel(product, 'pixel-two')).toBe(true);
      expect(product).not.toContain('Footer one');
      expect((await page('/de/shop')).status).toBe(200);
    });

    // A server only: PGlite has no connection to lose.
    if (name === 'postgres')
      it('reads on every page while its listening connection is lost, then shows what was written meanwhile', async () => {
        const listener = async () =>
          (
            await other(`select pid from pg_stat_activity where application_name = $1 and query ilike 'listen%'`, [
              appName,
            ])
          ).map((row) => row.pid as number);
        await heardAll();
        await page('/shop/canvas-field-jacket');
        const [pid] = await listener();
        expect(pid).toBeDefined();
        await other('select pg_terminate_backend($1)', [pid]);
        await until(() => Number.isNaN(db.watchedWriteMark), 'the lost connection noticed');
        // Written while nothing listens: never notified to this process.
        await other('update stock set qty_in_stock = 1 where website_id = $1 and item_id = $2', [siteId, JACKET]);
        await other(`update ad_pixel_settings set pixel_id = 'pixel-three' where website_id = $1`, [siteId]);
        const before = count.statements;
        const lost = (await page('/shop/canvas-field-jacket')).html;
        if (Number.isNaN(db.watchedWriteMark)) {
          // Still not listening: the page read the database, so it shows the writes already.
          expect(count.statements).toBeGreaterThan(before);
          expect(hasPixel(lost, 'pixel-three')).toBe(true);
        }
        await until(() => Number.isFinite(db.watchedWriteMark), 'listening again');
        expect(await listener()).not.toContain(pid);
        expect(await jacketShows(1)).toBe(true);
        expect(hasPixel((await page('/shop/canvas-field-jacket')).html, 'pixel-three')).toBe(true);
        // Heard again: nothing written, nothing read; another process's write shows.
        await heardAll();
        await page('/shop/canvas-field-jacket');
        const settled = count.statements;
        await page('/shop/canvas-field-jacket');
        expect(count.statements).toBe(settled);
        await other('update stock set qty_in_stock = 4 where website_id = $1 and item_id = $2', [siteId, JACKET]);
        await until(() => jacketShows(4), 'a later write heard');
      });
  },
);
