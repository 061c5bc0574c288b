/**
 * With the page cache off, a page whose inputs are all the same is answered from its last render
 * with the visitor's own crumb (server/render/render-reuse.ts): each of several new visitors
 * gets a page carrying their crumb and no one else's, gzipped or not, their add to the cart is
 * taken with the crumb their page carries, and a stock change shows on the very next page.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../../server/paths';
import { freshSiteId } from '../../../server/db/test-databases';
import { cookiesOf, createTestApp, type TestApp } from '../test-app';

const PRODUCT = '/shop/canvas-field-jacket';
const JACKET = 'prod-canvas-field-jacket';
const S_OLIVE = 'NW-CANFIEJAC-S-OLIVE';

let t: TestApp;
let dir: string;
// The demo under an id of its own: suites on one PostgreSQL server share the demo's stock rows.
const siteId = freshSiteId('demo');
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reused-renders-'));
  await cp(join(FIXTURES_DIR, 'demo'), join(dir, siteId), { recursive: true });
  t = await createTestApp({ fixturesDir: dir, templatesDir: TEMPLATES_DIR, pageCacheMs: 0 });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

interface Visit {
  cookie: string;
  crumb: string;
  html: string;
}

/** A new visitor's first view of the page (no cookie: the answer sets their crumb). */
async function firstView(gzip: boolean): Promise<Visit> {
  const response = await t.app.request(`http://demo.localhost${PRODUCT}`, {
    headers: gzip ? { 'Accept-Encoding': 'gzip' } : {},
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Encoding')).toBe(gzip ? 'gzip' : null);
  const bytes = Buffer.from(await response.arrayBuffer());
  const cookie = cookiesOf(response);
  return {
    cookie,
    crumb: /crumb=([0-9a-f]{32})/.exec(cookie)![1],
    html: (gzip ? gunzipSync(bytes) : bytes).toString(),
  };
}

const shows = (html: string, qty: number) =>
  html.includes(`"sku":"${S_OLIVE}","attributes":{"Size":"S","Color":"Olive"},"qtyInStock":${qty},`);

describe('a product page answered from its last render, page cache off', () => {
  it('carries each visitor’s own crumb, which their add to the cart is taken with', async () => {
    const visits: Visit[] = [];
    for (let i = 0; i < 6; i++) visits.push(await firstView(i % 2 === 1));
    for (const visit of visits) {
      expect(visit.html).toContain(`name="crumb" value="${visit.crumb}"`);
      for (const other of visits) if (other !== visit) expect(visit.html).not.toContain(other.crumb);
    }
    // The same page but for the crumb: later visitors were answered from one render.
    const [, , third, fourth] = visits;
    expect(fourth.html).toBe(third.html.replaceAll(third.crumb, fourth.crumb));
    for (const visit of visits.slice(2)) {
      const added = await t.app.request('http://demo.localhost/api/commerce/shopping-cart/entries', {
        method: 'POST',
        headers: {
          Cookie: visit.cookie,
          'Content-Type': 'application/json',
          'X-CSRF-Token': /name="crumb" value="([0-9a-f]{32})"/.exec(visit.html)![1],
          Referer: `http://demo.localhost${PRODUCT}`,
        },
        body: JSON.stringify({ itemId: JACKET, sku: S_OLIVE, quantity: 1, additionalFields: null }),
      });
      expect(added.status).toBe(200);
    }
  });

  it('shows a stock change on the next page, then answers from the new render', async () => {
    const before = await firstView(false);
    expect(shows(before.html, 4)).toBe(true);
    await t.db.query('update stock set qty_in_stock = 1 where website_id = $1 and sku = $2', [siteId, S_OLIVE]);
    const after = [await firstView(false), await firstView(true), await firstView(false)];
    for (const visit of after) {
      expect(shows(visit.html, 1)).toBe(true);
      expect(visit.html).toContain(`name="crumb" value="${visit.crumb}"`);
    }
  });
});
