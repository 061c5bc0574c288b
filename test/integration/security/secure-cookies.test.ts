import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { DEMO, openDemoApp } from './security-app';
import { suiteApp } from '../helpers/suite-app';

const HTTPS = { 'X-Forwarded-Proto': 'https' };

/** Every Set-Cookie of a response, by cookie name. */
function cookies(response: { headers: Headers }): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((c) => [c.split('=')[0], c]));
}

describe.each(testDatabases().slice(0, 1))('cookies behind an HTTPS proxy on $name', ({ open }) => {
  const demo = suiteApp(open, openDemoApp);
  let trustProxy: string | undefined;
  beforeEach(() => {
    trustProxy = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '1';
  });
  afterEach(() => {
    if (trustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trustProxy;
  });

  it('with TRUST_PROXY and X-Forwarded-Proto: https, every cookie the server writes is Secure', async () => {
    const written: string[] = [];
    const page = await demo.app.request(`http://${DEMO}/`, { headers: { Accept: 'text/html', ...HTTPS } });
    written.push(...cookies(page).values());
    const buyer = demo.visitor();
    const added = await buyer.post(
      '/api/commerce/shopping-cart/entries',
      { itemId: 'prod-gift-card', sku: 'NW-GIFCAR--50' },
      HTTPS,
    );
    expect(added.status).toBe(200);
    written.push(...cookies(added).values());
    const order = await buyer.post(
      '/api/commerce/checkout',
      { email: 'secure@example.com', paymentToken: 'tok_test_ok' },
      HTTPS,
    );
    expect(order.status).toBe(200);
    written.push(...cookies(order).values());
    const unlocked = await demo.app.request(`http://${DEMO}/wholesale`, {
      method: 'POST',
      headers: {
        Cookie: `crumb=${buyer.crumb}`,
        Accept: 'text/html',
        'Content-Type': 'application/x-www-form-urlencoded',
        ...HTTPS,
      },
      body: new URLSearchParams({ crumb: buyer.crumb, password: 'northwind' }).toString(),
    });
    expect(unlocked.status).toBe(303);
    written.push(...cookies(unlocked).values());

    const names = written.map((c) => c.split('=')[0]);
    for (const name of ['crumb', 'cart', 'has-cart', 'order']) expect(names).toContain(name);
    expect(names.some((n) => n.startsWith('unlock-'))).toBe(true);
    for (const cookie of written) expect(cookie).toMatch(/; Secure\b/);
  });

  it('a plain HTTP request, or a forwarded scheme without TRUST_PROXY, gets no Secure cookie', async () => {
    const plain = await demo.app.request(`http://${DEMO}/`, { headers: { Accept: 'text/html' } });
    expect(plain.headers.getSetCookie().join()).not.toMatch(/Secure/);
    delete process.env.TRUST_PROXY;
    const untrusted = await demo.app.request(`http://${DEMO}/`, { headers: { Accept: 'text/html', ...HTTPS } });
    expect(untrusted.headers.getSetCookie()).not.toHaveLength(0);
    expect(untrusted.headers.getSetCookie().join()).not.toMatch(/Secure/);
  });
});
