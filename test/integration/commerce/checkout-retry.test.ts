import { describe, expect, it } from 'vitest';
import { countOrders } from '../../../server/orders/order-store';
import { testDatabases } from '../../../server/db/test-databases';
import { openCommerceApp, stockOf } from './commerce-app';
import { suiteApp } from '../helpers/suite-app';
import { SHIPPING_ADDRESS as ADDRESS } from '../helpers/shipping-address';

const CHECKOUT = '/api/commerce/checkout';
const ORDER = { email: 'ana@example.com', shippingAddress: ADDRESS, paymentToken: 'tok_test_ok' };

describe.each(testDatabases())('checkout retries on $name', ({ open }) => {
  const shop = suiteApp(open, openCommerceApp);

  it('a retry with the same idempotency key, after the answer was lost, answers the order placed (not 409) and places nothing more', async () => {
    const buyer = shop.visitor();
    expect((await buyer.add('prod-shirt', 'SHIRT-S', 2)).status).toBe(200);
    const cartCookies = new Map(buyer.cookies);
    const stock = await stockOf(shop.db, shop.shopId, 'prod-shirt', 'SHIRT-S');
    const first = await buyer.post(CHECKOUT, { ...ORDER, idempotencyKey: 'checkout-1' });
    expect(first.status).toBe(200);
    // The answer never arrived: the browser still holds its cart cookies and retries.
    for (const [name, value] of cartCookies) buyer.cookies.set(name, value);
    const retry = await buyer.post(CHECKOUT, { ...ORDER, idempotencyKey: 'checkout-1' });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.getSetCookie().some((c) => c.startsWith('order='))).toBe(true);
    const byHeader = await buyer.post(CHECKOUT, ORDER, { 'Idempotency-Key': 'checkout-1' });
    expect(byHeader.body.id).toBe(first.body.id);
    expect(await countOrders(shop.db, shop.shopId)).toBe(1);
    expect(await stockOf(shop.db, shop.shopId, 'prod-shirt', 'SHIRT-S')).toBe(stock - 2);
    // Without the key the purchased cart is still refused.
    for (const [name, value] of cartCookies) buyer.cookies.set(name, value);
    expect((await buyer.post(CHECKOUT, ORDER)).status).toBe(409);
  });

  it('the same key sent twice at once places one order; a declined attempt stores nothing, so its key can pay next', async () => {
    const buyer = shop.visitor();
    expect((await buyer.add('prod-shirt', 'SHIRT-S')).status).toBe(200);
    const declined = await buyer.post(CHECKOUT, { ...ORDER, paymentToken: 'tok_test_decline', idempotencyKey: 'k2' });
    expect(declined.status).toBe(402);
    const before = await countOrders(shop.db, shop.shopId);
    const [a, b] = await Promise.all([
      buyer.post(CHECKOUT, { ...ORDER, idempotencyKey: 'k2' }),
      buyer.post(CHECKOUT, { ...ORDER, idempotencyKey: 'k2' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.id).toBe(b.body.id);
    expect(await countOrders(shop.db, shop.shopId)).toBe(before + 1);
  });

  it('keys are per visitor: another visitor with the same key places its own order', async () => {
    const [one, two] = [shop.visitor(), shop.visitor()];
    for (const visitor of [one, two]) expect((await visitor.add('prod-shirt', 'SHIRT-S')).status).toBe(200);
    const a = await one.post(CHECKOUT, { ...ORDER, idempotencyKey: 'shared' });
    const b = await two.post(CHECKOUT, { ...ORDER, idempotencyKey: 'shared' });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.id).not.toBe(b.body.id);
  });
});
