import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { ANOTHER, DEMO, openDemoApp } from './security-app';
import { suiteApp } from '../helpers/suite-app';

describe.each(testDatabases())('the order confirmation page on $name', ({ open }) => {
  const demo = suiteApp(open, openDemoApp);

  async function buyGiftCard() {
    const buyer = demo.visitor();
    expect((await buyer.add('prod-gift-card', 'NW-GIFCAR--50')).status).toBe(200);
    const order = await buyer.post('/api/commerce/checkout', {
      email: 'gift@example.com',
      paymentToken: 'tok_test_ok',
    });
    expect(order.status).toBe(200);
    const body = order.body as { id: string; giftCards: { code: string }[] };
    return { buyer, id: body.id, code: body.giftCards[0].code, setCookie: order.headers.getSetCookie() };
  }

  it('is shown to the browser that placed the order, through an HttpOnly cookie scoped to that page', async () => {
    const { buyer, id, code, setCookie } = await buyGiftCard();
    const cookie = setCookie.find((c) => c.startsWith('order='));
    expect(cookie).toMatch(
      new RegExp(`^order=[\\w-]{43}; Max-Age=2592000; Path=/order-confirmed/${id}; HttpOnly; SameSite=Lax$`),
    );
    expect(cookie).not.toContain(`order=${id}`);
    const page = await demo.page(DEMO, `/order-confirmed/${id}`, buyer);
    expect(page.status).toBe(200);
    expect(page.html).toContain(code);
  });

  it('is a 404 without the gift card codes for anyone else holding the link', async () => {
    const { id, code } = await buyGiftCard();
    for (const stranger of [undefined, demo.visitor()]) {
      const page = await demo.page(DEMO, `/order-confirmed/${id}`, stranger);
      expect(page.status).toBe(404);
      expect(page.html).not.toContain(code);
    }
  });

  it('is a 404 for a hand-made cookie holding the order id (the cookie holds a secret the id does not reveal)', async () => {
    const { id, code } = await buyGiftCard();
    const forger = demo.visitor();
    forger.cookies.set('order', id);
    const page = await demo.page(DEMO, `/order-confirmed/${id}`, forger);
    expect(page.status).toBe(404);
    expect(page.html).not.toContain(code);
  });

  it("is a 404 on another site, even with the buyer's cookies", async () => {
    const { buyer, id, code } = await buyGiftCard();
    const page = await demo.page(ANOTHER, `/order-confirmed/${id}`, buyer);
    expect(page.status).toBe(404);
    expect(page.html).not.toContain(code);
  });
});
