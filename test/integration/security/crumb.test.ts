import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { DEMO, openDemoApp } from './security-app';
import { suiteApp } from '../helpers/suite-app';

const SESSION_EXPIRED = 'Your session has expired. Please reload the page and try again.';
const ADD = '/api/commerce/shopping-cart/entries';
const MUG = { itemId: 'prod-enamel-camp-mug', sku: 'NW-ENACAMMUG-CREAM', quantity: 1, additionalFields: null };

describe.each(testDatabases().slice(0, 1))('the crumb on $name', ({ open }) => {
  const demo = suiteApp(open, openDemoApp);

  it('lets a call from a page of the site through', async () => {
    const visitor = demo.visitor();
    const senders: Record<string, string>[] = [
      {},
      { Origin: `http://${DEMO}` },
      { 'Sec-Fetch-Site': 'same-origin', Origin: `http://${DEMO}` },
    ];
    for (const headers of senders) {
      expect((await visitor.post(ADD, MUG, headers)).status).toBe(200);
    }
  });

  it('refuses a call sent by another origin, even with a crumb it planted or learnt (cookie tossing from a sibling subdomain)', async () => {
    const visitor = demo.visitor();
    const senders: Record<string, string>[] = [
      { Origin: 'http://evil.localhost' },
      { Origin: 'null' },
      { Origin: `http://${DEMO}.evil.example` },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of senders) {
      const answer = await visitor.post(ADD, MUG, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body).toEqual({ error: SESSION_EXPIRED });
    }
  });

  it('refuses a cross-site plain form post with the crumb as a field', async () => {
    const visitor = demo.visitor();
    const response = await demo.app.request(`http://${DEMO}/cart/coupons`, {
      method: 'POST',
      headers: {
        Cookie: `crumb=${visitor.crumb}`,
        Origin: 'http://shop.evil.example',
        Accept: 'text/html',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ crumb: visitor.crumb, code: 'TRAIL10' }).toString(),
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(SESSION_EXPIRED);
  });
});
