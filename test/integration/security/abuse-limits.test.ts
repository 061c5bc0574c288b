import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { DEMO, openDemoApp } from './security-app';
import { suiteApp } from '../helpers/suite-app';

const RATE_LIMITED = 'Please try again in a few seconds.';

describe.each(testDatabases().slice(0, 1))('abuse limits on $name', ({ open }) => {
  // The limits refill with time (a visitor's bucket 5 calls a second): with the clock stopped
  // before the app is made (its limiter keeps the clock it was given), calls slowed by a busy
  // machine or database server gain nothing back between the 30th and the 31st.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  const demo = suiteApp(open, openDemoApp);

  const restock = { productId: 'prod-enamel-camp-mug', variantId: 'nope', siteVisitorEmail: 'a@example.com' };
  const calls: [string, string, unknown][] = [
    ['restock sign-ups', '/api/site-users/account/notifications/restock', restock],
    ['quick-view counts', '/api/census/RecordQuickView/prod-enamel-camp-mug', undefined],
    ['cart page coupon forms', '/cart/coupons', undefined],
  ];

  it.each(calls)('rate limits %s per visitor: 30 at once, then 429', async (_name, path, json) => {
    const visitor = demo.visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await visitor.send('POST', path, json)).status);
    expect(statuses.slice(0, 30)).not.toContain(429);
    const refused = await visitor.send('POST', path, json);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: RATE_LIMITED });
  });

  it('refuses a body over 100 KiB with 413 before reading it, as JSON or as a page', async () => {
    const visitor = demo.visitor();
    const huge = {
      itemId: 'prod-enamel-camp-mug',
      sku: null,
      additionalFields: JSON.stringify({ note: 'x'.repeat(200_000) }),
    };
    const json = await visitor.post('/api/commerce/shopping-cart/entries', huge);
    expect(json.status).toBe(413);
    expect(json.body).toEqual({ error: 'This request is too large.' });
    const form = await demo.app.request(`http://${DEMO}/wholesale`, {
      method: 'POST',
      headers: {
        Cookie: `crumb=${visitor.crumb}`,
        Accept: 'text/html',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ crumb: visitor.crumb, password: 'p'.repeat(200_000) }).toString(),
    });
    expect(form.status).toBe(413);
    expect(await form.text()).toContain('This request is too large.');
  });
});
