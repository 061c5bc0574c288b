/**
 * The demo in French through the HTTP app (issue 16): the fixture's French pages, the locked
 * wholesale page unlocked from its French lock screen (the cookie opens the page in both
 * languages), and the commerce pages, which stay the visitor's own under no prefix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../../server/paths';
import { cookiesOf, createTestApp } from '../test-app';
import type { TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, cookie?: string) =>
  t.app.request(path, {
    headers: { Host: 'demo.localhost:3000', Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) },
  });

describe('the demo in French over HTTP', () => {
  it('serves /fr pages with French content, the cart among them, and keeps /cart in English', async () => {
    const home = await get('/fr');
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('<a href="/" hreflang="en-US" lang="en-US">English</a>');
    const cart = await get('/fr/cart');
    expect(cart.status).toBe(200);
    expect(await cart.text()).toContain('<h1 id="cart-title">Panier</h1>');
    const english = await get('/cart');
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('<h1 id="cart-title">Cart</h1>');
  });

  it('unlocks the wholesale page from its French lock screen, for both languages', async () => {
    const locked = await get('/fr/wholesale');
    expect(locked.status).toBe(200);
    expect(locked.headers.get('X-Page-Type')).toBe('103');
    const visit = await get('/');
    const cookie = cookiesOf(visit);
    const crumb = /crumb=([^;]+)/.exec(cookie)![1];
    const wrong = await t.app.request('/fr/wholesale', {
      method: 'POST',
      headers: {
        Host: 'demo.localhost:3000',
        Cookie: cookie,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
      },
      body: new URLSearchParams({ crumb, password: 'wrong' }).toString(),
    });
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain('<html lang="fr-FR">');
    const unlock = await t.app.request('/fr/wholesale', {
      method: 'POST',
      headers: { Host: 'demo.localhost:3000', Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ crumb, password: 'northwind' }).toString(),
    });
    expect(unlock.status).toBe(303);
    expect(unlock.headers.get('Location')).toBe('/fr/wholesale');
    const unlocked = `${cookie}; ${cookiesOf(unlock)}`;
    // Each in its own words: the owner's terms have a French translation.
    for (const [path, terms] of [
      ['/fr/wholesale', 'Paiement à 30 jours'],
      ['/wholesale', 'Net 30 terms'],
    ] as const) {
      const page = await get(path, unlocked);
      expect([path, page.headers.get('X-Page-Type')]).toEqual([path, '105']);
      expect(await page.text()).toContain(terms);
    }
  });
});
