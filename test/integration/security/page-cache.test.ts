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
