import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { DEMO, openDemoApp } from './security-app';
import { suiteApp } from '../helpers/suite-app';

describe.each(testDatabases().slice(0, 1))('the page cache on $name', ({ open }) => {
  const demo = suiteApp(open, (db) => openDemoApp(db, { pageCacheMs: 60_000 }));

  it("gives each visitor their own crumb in a shared render, never another's", async () => {
    const [one, two] = [demo.visitor(), demo.visitor()];
    const first = await demo.page(DEMO, '/wholesale', one);
    const second = await demo.page(DEMO, '/wholesale', two);
    expect(first.html).toContain(one.crumb);
    expect(second.html).toContain(two.crumb);
    expect(second.html).not.toContain(one.crumb);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it("does not show one visitor's cart state to a visitor without a cart", async () => {
    const buyer = demo.visitor();
    await buyer.add('prod-enamel-camp-mug', 'NW-ENACAMMUG-CREAM', 3);
    const withCart = await demo.page(DEMO, '/', buyer);
    const stranger = await demo.page(DEMO, '/', demo.visitor());
    expect(withCart.status).toBe(200);
    expect(stranger.html).not.toContain(buyer.cookies.get('cart')!);
  });

  it("gzips a shared render with each visitor's own crumb spliced in, never another's crumb or cart", async () => {
    const gzipped = async (cookie?: string) => {
      const res = await demo.app.request(`http://${DEMO}/`, {
        headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip, br', ...(cookie ? { Cookie: cookie } : {}) },
      });
      expect(res.headers.get('Content-Encoding')).toBe('gzip');
      expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
      expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
      const crumb = /crumb=([0-9a-f]{32})/.exec(res.headers.get('Set-Cookie') ?? '')?.[1];
      return { crumb, html: gunzipSync(Buffer.from(await res.arrayBuffer())).toString() };
    };
    // First visits: each gets a new crumb in its cookie, and that crumb alone in its page.
    const [first, second] = [await gzipped(), await gzipped()];
    expect(first.crumb).toBeDefined();
    expect(second.crumb).not.toBe(first.crumb);
    expect(first.html).toContain(first.crumb);
    expect(second.html).toContain(second.crumb);
    expect(second.html).not.toContain(first.crumb);
    // A returning visitor with a cart, then a stranger: the same page, neither's crumb or cart in the other's.
    const buyer = demo.visitor();
    await buyer.add('prod-enamel-camp-mug', 'NW-ENACAMMUG-CREAM', 2);
    const withCart = await gzipped([...buyer.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const stranger = await gzipped();
    expect(withCart.crumb).toBeUndefined();
    expect(withCart.html).toContain(buyer.crumb);
    expect(stranger.html).toContain(stranger.crumb);
    for (const leaked of [buyer.crumb, buyer.cookies.get('cart')!, first.crumb!])
      expect(stranger.html).not.toContain(leaked);
    // The same page plain, to a client that takes no gzip, and HEAD without a body.
    const plain = await demo.app.request(`http://${DEMO}/`, { headers: { Accept: 'text/html' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const plainCrumb = /crumb=([0-9a-f]{32})/.exec(plain.headers.get('Set-Cookie') ?? '')![1];
    expect(await plain.text()).toContain(plainCrumb);
    const head = await demo.app.request(`http://${DEMO}/`, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await head.text()).toBe('');
  });

  it('names the configured origin in canonical links: a Host with another port or a forwarded host changes nothing', async () => {
    const poisoned = await demo.app.request(`http://${DEMO}/`, {
      headers: { Host: `${DEMO}:6666`, 'X-Forwarded-Host': 'evil.example' },
    });
    const poisonedHtml = await poisoned.text();
    expect(poisonedHtml).not.toContain('evil.example');
    expect(poisonedHtml).not.toContain('6666');
    expect(poisonedHtml).toContain(`<link rel="canonical" href="http://${DEMO}/">`);
    const normal = await demo.page(DEMO, '/');
    expect(normal.html).toContain(`<link rel="canonical" href="http://${DEMO}/">`);
    expect(normal.html).not.toContain('6666');
  });

  it('answers an unknown or hostile Host with the escaped not-found page', async () => {
    const res = await demo.app.request('http://x/', { headers: { Host: '<script>alert(1)</script>.example' } });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)');
  });
});
