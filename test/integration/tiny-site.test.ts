import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

const fixturesDir = fileURLToPath(new URL('./fixtures/sites', import.meta.url));
const templatesDir = fileURLToPath(new URL('./fixtures/templates', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  // Stock changes between requests here, so every request renders afresh.
  t = await createTestApp({ fixturesDir, templatesDir, resetStock: true, pageCacheMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers: { Host: 'tiny.localhost', Accept: 'text/html', ...headers } });

describe('pages of a site', () => {
  it('serves the home collection at / with its page type, head fields and the site template override', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Page-Type')).toBe('1');
    const html = await res.text();
    expect(html).toContain('<body data-page-type="1">');
    expect(html).toContain('<h1 class="tiny-override">Shop</h1>');
    expect(html).toContain('<title>Tiny Shop</title>');
    expect(html).toContain('<link rel="canonical" href="http://tiny.localhost/">');
    expect(html).toContain('<meta name="description" content="Things to buy.">');
    expect(html).toContain('href="/shop/mug"');
  });

  it('shows stock from the database, not the fixture seed', async () => {
    await t.db.query('update stock set qty_in_stock = 3 where website_id = $1 and sku = $2', ['tiny', 'MUG-1']);
    expect(await (await get('/shop')).text()).toContain('<span class="stock">3 left</span>');
    expect(await (await get('/shop/mug')).text()).toContain('<p class="stock">3 in stock</p>');
  });

  it('serves an item as content item 50 with hashed image links and the active navigation link', async () => {
    const res = await get('/shop/mug');
    expect(res.headers.get('X-Page-Type')).toBe('50');
    const html = await res.text();
    expect(html).toMatch(/<img src="\/assets\/mug\.[0-9a-f]{10}\.svg" alt="A blue mug">/);
    expect(html).toContain('<a href="/shop" aria-current="page">Shop</a>');
    expect(html).toContain('<title>Enamel Mug — Tiny Shop</title>');
  });

  it('filters a blog by tag and by category', async () => {
    const tagged = await (await get('/journal?tag=walks')).text();
    expect(tagged).toContain('First Walk');
    expect(tagged).not.toContain('On Kettles');
    expect(tagged).toContain('<p class="filter">Tagged walks</p>');
    const home = await (await get('/journal?category=home')).text();
    expect(home).toContain('On Kettles');
    expect(home).not.toContain('First Walk');
  });

  it('serves pages as page type 2 with their form, and blog posts as 50', async () => {
    const about = await get('/about');
    expect(about.headers.get('X-Page-Type')).toBe('2');
    expect(await about.text()).toContain('<form data-form="contact">');
    expect((await get('/journal/first-walk')).headers.get('X-Page-Type')).toBe('50');
  });

  it('searches titles, excerpts, stripped bodies and tags, never locked collections', async () => {
    const res = await get('/search?q=lighthouse');
    expect(res.headers.get('X-Page-Type')).toBe('102');
    const html = await res.text();
    expect(html).toContain('1 results for lighthouse');
    expect(html).toContain('<a href="/journal/first-walk">First Walk</a>');
    expect(await (await get('/search?q=kitchen')).text()).toContain('On Kettles');
    expect(await (await get('/search?q=handshake')).text()).toContain('0 results');
  });

  it('serves the cart (200) and checkout (201) shells', async () => {
    const cart = await get('/cart');
    expect(cart.headers.get('X-Page-Type')).toBe('200');
    expect(await cart.text()).toContain('0 items, $0.00');
    expect((await get('/checkout')).headers.get('X-Page-Type')).toBe('201');
  });

  it('answers unknown paths with the not-found page (100, status 404)', async () => {
    for (const path of ['/nope', '/shop/no-such-item', '/shop/mug/extra', '/%E0%A4%A']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('X-Page-Type')).toBe('100');
      expect(await res.text()).toContain('We could not find that page');
    }
  });

  it('never names another host for a path that reads as a scheme-relative URL', async () => {
    // A trailing slash is redirected, to a path of the site.
    const slash = await get('http://tiny.localhost//evil.example/');
    expect([slash.status, slash.headers.get('Location')]).toEqual([301, '/evil.example']);
    for (const path of ['//evil.example/shop', '//evil.example']) {
      const res = await get(`http://tiny.localhost${path}`);
      // Not a page of the site (it used to render /shop with a canonical link on evil.example).
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).not.toMatch(/(https?:|["'(=])\/\/evil\.example/);
      // A page not found names no canonical URL at all (head-fields.ts).
      expect(html, path).not.toContain('rel="canonical"');
    }
  });

  it('redirects a trailing slash to the canonical path', async () => {
    const res = await get('/journal/?tag=walks');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/journal?tag=walks');
  });

  it('renders islands with their props script', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('<div data-island="pill-cart" data-props="0">');
    expect(html).toContain('<script type="application/json" id="island-props">');
  });
});

describe('sites by host', () => {
  it('answers the default site on localhost and 127.0.0.1, with or without a port', async () => {
    for (const host of ['localhost', '127.0.0.1:3000', 'tiny.localhost:8080', 'TINY.localhost']) {
      const res = await t.app.request('/', { headers: { Host: host } });
      expect(res.status, host).toBe(200);
      expect(await res.text()).toContain('Tiny Shop');
    }
  });

  it('keeps sites apart by host', async () => {
    const res = await t.app.request('/', { headers: { Host: 'other.localhost' } });
    const html = await res.text();
    expect(html).toContain('Welcome elsewhere');
    expect(html).not.toContain('Tiny Shop');
    expect((await t.app.request('/shop/mug', { headers: { Host: 'other.localhost' } })).status).toBe(404);
  });

  it('answers any other host with a self-contained 404 page', async () => {
    const res = await t.app.request('/', { headers: { Host: 'evil.example:3000' } });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('No site is published at evil.example');
    expect(html).not.toContain('<link');
    expect(html).not.toContain('<script');
  });
});
