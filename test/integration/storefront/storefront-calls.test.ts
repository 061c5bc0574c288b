/**
 * The storefront's own calls against the demo fixtures and a real database: restock sign-up,
 * quick view with its hit count, the instalment pages; and the product page's islands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickViewHits } from '../../../server/commerce/quick-view-store';
import { listRestockSignUps } from '../../../server/restock/restock-store';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../../server/paths';
import { cookiesOf, createTestApp, type TestApp } from '../test-app';
import type { QuickViewData } from '../../../islands/quick-view/types';

let t: TestApp;
let cookie = '';
let crumb = '';

beforeAll(async () => {
  t = await createTestApp({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR, pageCacheMs: 0 });
  cookie = cookiesOf(await t.app.request('http://demo.localhost/'));
  crumb = /crumb=([0-9a-f]+)/.exec(cookie)![1];
});
afterAll(() => t?.close());

const post = (path: string, body: unknown, withCrumb = true) =>
  t.app.request(`http://demo.localhost${path}`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json', ...(withCrumb ? { 'X-CSRF-Token': crumb } : {}) },
    body: JSON.stringify(body),
  });

const RESTOCK = '/api/site-users/account/notifications/restock';
const signUp = {
  productId: 'prod-waxed-canvas-backpack',
  variantId: 'var-waxed-canvas-backpack',
  siteVisitorEmail: 'ada@example.com',
  isJoinMailingList: true,
};

describe('POST restock sign-up', () => {
  it('stores the sign-up once per email and variant, the latest mailing-list choice kept', async () => {
    expect((await post(RESTOCK, signUp)).status).toBe(200);
    expect(
      (await post(RESTOCK, { ...signUp, siteVisitorEmail: 'ADA@example.com', isJoinMailingList: false })).status,
    ).toBe(200);
    // Other suites sign up for the demo's backpack on the same PostgreSQL database: Ada's only.
    const ada = (await listRestockSignUps(t.db, 'demo', signUp.productId, signUp.variantId)).filter(
      (s) => s.email.toLowerCase() === 'ada@example.com',
    );
    expect(ada).toEqual([
      { productId: signUp.productId, variantId: signUp.variantId, email: 'ada@example.com', joinMailingList: false },
    ]);
  });

  it('answers { message } for a bad email, an unknown variant and a missing crumb', async () => {
    const blank = await post(RESTOCK, { ...signUp, siteVisitorEmail: ' ' });
    expect([blank.status, await blank.json()]).toEqual([400, { message: 'Email cannot be blank' }]);
    expect(await (await post(RESTOCK, { ...signUp, siteVisitorEmail: 'ada@' })).json()).toEqual({
      message: 'Email is invalid',
    });
    const unknown = await post(RESTOCK, { ...signUp, variantId: 'var-none' });
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: 'This item is not sold in this store.' }]);
    expect((await post(RESTOCK, signUp, false)).status).toBe(403);
  });
});

describe('quick view', () => {
  it("answers the item's title, price markup, image and product form props", async () => {
    const answer = await t.app.request(
      'http://demo.localhost/api/commerce/products/prod-canvas-field-jacket/quick-view',
      { headers: { Cookie: cookie } },
    );
    expect(answer.status).toBe(200);
    const data = (await answer.json()) as QuickViewData;
    expect(data).toMatchObject({
      id: 'prod-canvas-field-jacket',
      title: 'Canvas Field Jacket',
      fullUrl: '/shop/canvas-field-jacket',
    });
    expect(data.priceHtml).toContain('$118.00');
    expect(data.image?.src).toMatch(/product-canvas-field-jacket/);
    expect(data.form.parts).toEqual({ variants: true, quantity: true, button: true });
    expect(data.form.options.map((o) => o.name)).toEqual(['Size', 'Color']);
    expect((await t.app.request('http://demo.localhost/api/commerce/products/nope/quick-view')).status).toBe(404);
  });

  it('opened from a French page, answers in French: title, link, price, option names and button words', async () => {
    const answer = await t.app.request(
      'http://demo.localhost/api/commerce/products/prod-canvas-field-jacket/quick-view',
      { headers: { Cookie: cookie, Referer: 'http://demo.localhost/fr/shop' } },
    );
    expect(answer.status).toBe(200);
    const data = (await answer.json()) as QuickViewData;
    expect(data.title).toBe('Veste de terrain en toile');
    expect(data.fullUrl).toBe('/fr/shop/canvas-field-jacket');
    // French grouping and the currency after the amount.
    expect(data.priceHtml).toMatch(/118,00\s€|118,00\s\$US/);
    expect(data.form.labels.titles).toMatchObject({ Size: 'Taille', Color: 'Couleur' });
    expect(data.form.words?.adding).toBe('Ajout en cours…');
    expect(data.form.pageHome).toBe('/fr');
  });

  it('counts each open per site and item', async () => {
    const path = '/api/census/RecordQuickView/prod-enamel-camp-mug';
    // On the PostgreSQL server the demo sites' rows outlive a run, so only the growth is ours.
    const before = await Promise.all(
      ['demo', 'another'].map((site) => quickViewHits(t.db, site, 'prod-enamel-camp-mug')),
    );
    expect((await post(path, {})).status).toBe(204);
    expect((await post(path, {})).status).toBe(204);
    expect(await quickViewHits(t.db, 'demo', 'prod-enamel-camp-mug')).toBe(before[0] + 2);
    expect(await quickViewHits(t.db, 'another', 'prod-enamel-camp-mug')).toBe(before[1]);
    expect((await post('/api/census/RecordQuickView/nope', {})).status).toBe(404);
  });
});

describe('instalment information pages', () => {
  it('serves one page per supported locale', async () => {
    const page = await t.app.request('http://demo.localhost/instalments/en_GB.html');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Clearpay');
    expect(await (await t.app.request('http://demo.localhost/instalments/fr_CA.html')).text()).toContain('versements');
    expect((await t.app.request('http://demo.localhost/instalments/de_DE.html')).status).toBe(404);
  });

  it('promises no instalment choice at checkout, which takes cards only (issue 26 item 7)', async () => {
    for (const locale of ['en_US', 'en_GB', 'fr_CA']) {
      const text = await (await t.app.request(`http://demo.localhost/instalments/${locale}.html`)).text();
      expect(text, locale).not.toMatch(/Choose \w+ at checkout|Choisissez \w+ au moment de payer/);
    }
  });
});
