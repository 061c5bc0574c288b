import { describe, expect, it } from 'vitest';
import { countOrders } from '../../../server/orders/order-store';
import { testDatabases } from '../../../server/db/test-databases';
import { openCommerceApp, stockOf } from './commerce-app';
import { suiteApp } from '../helpers/suite-app';
import { SHIPPING_ADDRESS as ADDRESS } from '../helpers/shipping-address';

describe.each(testDatabases())('concurrency on $name', ({ open }) => {
  const shop = suiteApp(open, openCommerceApp);

  it('50 concurrent checkouts of an item with 5 in stock: exactly 5 orders, stock 0, the other 45 told', async () => {
    expect(await stockOf(shop.db, shop.shopId, 'prod-lamp', 'LAMP')).toBe(5);
    const visitors = Array.from({ length: 50 }, () => shop.visitor());
    for (const visitor of visitors) expect((await visitor.add('prod-lamp')).status).toBe(200);
    const answers = await Promise.all(
      visitors.map((visitor) =>
        visitor.post('/api/commerce/checkout', {
          email: 'race@example.com',
          shippingAddress: ADDRESS,
          paymentToken: 'tok_test_ok',
        }),
      ),
    );
    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const answer of refused)
      expect(answer).toMatchObject({
        status: 409,
        body: { error: 'Sorry, we do not have enough of that item available.' },
      });
    expect(await stockOf(shop.db, shop.shopId, 'prod-lamp', 'LAMP')).toBe(0);
    expect(await countOrders(shop.db, shop.shopId)).toBe(5);
  });

  it('20 pairs of carts holding the same two items in opposite order, checked out at once: no deadlock, every order placed', async () => {
    await shop.db.query("update stock set qty_in_stock = 100 where website_id = $1 and sku in ('LAMP', 'SHIRT-S')", [
      shop.shopId,
    ]);
    const pairs = Array.from({ length: 20 }, () => [shop.visitor(), shop.visitor()] as const);
    for (const [first, second] of pairs) {
      expect((await first.add('prod-lamp')).status).toBe(200);
      expect((await first.add('prod-shirt', 'SHIRT-S')).status).toBe(200);
      expect((await second.add('prod-shirt', 'SHIRT-S')).status).toBe(200);
      expect((await second.add('prod-lamp')).status).toBe(200);
    }
    const answers = await Promise.all(
      pairs.flat().map((visitor) =>
        visitor.post('/api/commerce/checkout', {
          email: 'pair@example.com',
          shippingAddress: ADDRESS,
          paymentToken: 'tok_test_ok',
        }),
      ),
    );
    expect(answers.filter((a) => a.status >= 500).map((a) => a.body)).toEqual([]);
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 40 }, () => 200));
    expect(await stockOf(shop.db, shop.shopId, 'prod-lamp', 'LAMP')).toBe(60);
    expect(await stockOf(shop.db, shop.shopId, 'prod-shirt', 'SHIRT-S')).toBe(60);
  });

  it('20 rapid quantity changes sent at once end at the last value', async () => {
    const visitor = shop.visitor();
    const entry = (await visitor.add('prod-ebook')).body.newlyAdded;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        visitor.put(`/api/commerce/shopping-cart/entries/${entry.id}`, { quantity: i + 1, seq: i + 1 }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await visitor.get('/api/commerce/shopping-cart')).body.entries[0].quantity).toBe(20);
    const late = await visitor.put(`/api/commerce/shopping-cart/entries/${entry.id}`, { quantity: 3, seq: 7 });
    expect(late.body.shoppingCart.entries[0].quantity).toBe(20);
  });

  it('applies the seqs in any arrival order', async () => {
    const visitor = shop.visitor();
    const entry = (await visitor.add('prod-ebook')).body.newlyAdded;
    for (const seq of [2, 5, 1, 4, 3])
      await visitor.put(`/api/commerce/shopping-cart/entries/${entry.id}`, { quantity: seq * 10, seq });
    expect((await visitor.get('/api/commerce/shopping-cart')).body.entries[0].quantity).toBe(50);
  });
});
