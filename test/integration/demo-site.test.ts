import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../server/paths';
import { createTestApp, cookiesOf } from './test-app';
import type { Item, Site } from '../../server/sites/types';
import type { TestApp } from './test-app';

let t: TestApp;
let demo: Site;
beforeAll(async () => {
  t = await createTestApp({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  demo = t.sites.byId('demo')!;
});
afterAll(async () => {
  await t?.close();
});

const items = (urlId: string): Item[] => demo.collections.get(urlId)!.items;
const product = (type: number, subscribable = false) =>
  items('shop').find((i) => {
    const content = i.structuredContent as { productType: number; isSubscribable?: boolean };
    return content.productType === type && Boolean(content.isSubscribable) === subscribable;
  })!;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** GETs a demo page and checks what every page must have: status, page type, no template errors. */
async function page(
  path: string,
  status: number,
  pageType: number,
  init: { host?: string; cookie?: string } = {},
): Promise<string> {
  const before = t.logs.length;
  const headers: Record<string, string> = { Host: init.host ?? 'demo.localhost:3000', Accept: 'text/html' };
  if (init.cookie) headers.Cookie = init.cookie;
  const res = await t.app.request(path, { headers });
  expect(res.status, path).toBe(status);
  expect(res.headers.get('X-Page-Type'), path).toBe(String(pageType));
  const html = await res.text();
  expect(html).toContain(`data-page-type="${pageType}"`);
  expect(
    t.logs.slice(before).filter((line) => line.includes('template error')),
    path,
  ).toEqual([]);
  return html;
}

describe('the demo store', () => {
  it('home page', async () => {
    const html = await page('/', 200, 2);
    expect(html).toContain('<title>Northwind Supply Co.</title>');
    // The configured origin (this app's default `http://{host}`), not the Host header's port.
    expect(html).toContain('<link rel="canonical" href="http://demo.localhost/">');
  });

  it('shop collection lists every product', async () => {
    const html = await page('/shop', 200, 1);
    for (const item of items('shop')) expect(html).toContain(`href="${item.fullUrl}"`);
  });

  it.each([
    ['physical', 1, false],
    ['digital', 2, false],
    ['service', 3, false],
    ['gift card', 4, false],
    ['subscription', 1, true],
  ])('%s product page', async (_kind, type, subscribable) => {
    const item = product(type as number, subscribable as boolean);
    const html = await page(item.fullUrl, 200, 50);
    expect(html).toContain(escape(item.title));
    expect(html).toContain(`<title>${escape(item.title)} — Northwind Supply Co.</title>`);
  });

  it('journal, a post, and the journal filtered by tag', async () => {
    const posts = items('journal');
    expect(await page('/journal', 200, 1)).toContain(escape(posts[0].title));
    expect(await page(posts[0].fullUrl, 200, 50)).toContain(escape(posts[0].title));
    const tag = (posts[1].tags as string[])[0];
    const html = await page(`/journal?tag=${encodeURIComponent(tag)}`, 200, 1);
    for (const post of posts) {
      const tagged = (post.tags as string[]).includes(tag);
      expect(html.includes(`href="${post.fullUrl}"`), post.urlId).toBe(tagged);
    }
  });

  it('events list and an event', async () => {
    const events = items('events');
    expect(await page('/events', 200, 1)).toContain(escape(events[0].title));
    expect(await page(events[0].fullUrl, 200, 50)).toContain(escape(events[0].title));
  });

  it('gallery with its island', async () => {
    const html = await page('/gallery', 200, 1);
    expect(html).toContain('data-island="gallery"');
    expect(html).toContain('<script type="application/json" id="island-props">');
  });

  it('about and contact pages, the contact page with its form', async () => {
    await page('/about', 200, 2);
    expect(await page('/contact', 200, 2)).toContain('<form');
  });

  it('search', async () => {
    const html = await page('/search?q=merino', 200, 102);
    const merino = items('shop').find((i) => /merino/i.test(i.title))!;
    expect(html).toContain(`href="${merino.fullUrl}"`);
  });

  it('cart and checkout shells', async () => {
    await page('/cart', 200, 200);
    await page('/checkout', 200, 201);
  });

  it('lock screen, then unlocked with the password', async () => {
    const locked = await page('/wholesale', 200, 103);
    expect(locked).toContain('type="password"');
    expect(locked).not.toContain('Net 30 terms');
    const visit = await t.app.request('/', { headers: { Host: 'demo.localhost' } });
    const cookie = cookiesOf(visit);
    const crumb = /crumb=([0-9a-f]+)/.exec(cookie)![1];
    const unlock = await t.app.request('/wholesale', {
      method: 'POST',
      headers: { Host: 'demo.localhost', Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ crumb, password: 'northwind' }).toString(),
    });
    expect(unlock.status).toBe(303);
    const html = await page('/wholesale', 200, 105, { cookie: `${cookie}; ${cookiesOf(unlock)}` });
    expect(html).toContain('Net 30 terms');
  });

  it('not found', async () => {
    await page('/no-such-page', 404, 100);
    await page('/shop/no-such-product', 404, 100);
  });
});

describe('hosts', () => {
  it('the demo store also answers on localhost and 127.0.0.1', async () => {
    expect(await page('/', 200, 2, { host: 'localhost:3000' })).toContain('Northwind Supply Co.');
    expect(await page('/', 200, 2, { host: '127.0.0.1' })).toContain('Northwind Supply Co.');
  });

  it('another.localhost is the second site', async () => {
    const html = await page(
      '/',
      200,
      t.sites.byId('another')!.collections.get(t.sites.byId('another')!.homePage)!.typeName === 'page' ? 2 : 1,
      { host: 'another.localhost:3000' },
    );
    expect(html).toContain('Harbour Lights Bakery');
    expect(html).not.toContain('Northwind');
  });

  it('an unknown host gets the 404 page', async () => {
    const res = await t.app.request('/', { headers: { Host: 'shop.example.com' } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('No site is published at shop.example.com');
  });
});
