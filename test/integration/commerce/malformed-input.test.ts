import { describe, expect, it } from 'vitest';
import { countOrders } from '../../../server/orders/order-store';
import { testDatabases } from '../../../server/db/test-databases';
import { testPaymentProvider } from '../../../server/commerce';
import { openCommerceApp, stockOf } from './commerce-app';
import { suiteApp } from '../helpers/suite-app';
import type { PaymentProvider } from '../../../server/commerce';
import { SHIPPING_ADDRESS as ADDRESS } from '../helpers/shipping-address';

const CART = '/api/commerce/shopping-cart';
const ENTRIES = `${CART}/entries`;
const NUL = 'a\u0000b';
const LONE = 'a\uD800b';
const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** The test provider, counting the charges it was asked for. */
function countingProvider(): PaymentProvider & { charges: number } {
  const inner = testPaymentProvider();
  const provider = {
    ...inner,
    charges: 0,
    async charge(request: Parameters<PaymentProvider['charge']>[0]) {
      provider.charges++;
      return inner.charge(request);
    },
  };
  return provider;
}

describe.each(testDatabases())('malformed input on $name', ({ open }) => {
  const payments = countingProvider();
  const shop = suiteApp(open, (db) => openCommerceApp(db, { payments }));
  const count = async (table: string) =>
    Number(
      (
        await shop.db.query<{ n: number }>(`select count(*)::int as n from ${table} where website_id = $1`, [
          shop.shopId,
        ])
      )[0].n,
    );

  it('checkout validates everything it stores before any payment call (NUL, lone surrogate in the address)', async () => {
    const buyer = shop.visitor();
    expect((await buyer.add('prod-lamp')).status).toBe(200);
    const before = await stockOf(shop.db, shop.shopId, 'prod-lamp', 'LAMP');
    const charges = payments.charges;
    for (const [field, value] of [
      ['name', NUL],
      ['line1', LONE],
      ['city', '\uDC00'],
      ['postalCode', '\u0000'],
    ] as const) {
      const answer = await buyer.post('/api/commerce/checkout', {
        email: 'a@example.com',
        shippingAddress: { ...ADDRESS, [field]: value },
        paymentToken: 'tok_test_ok',
      });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fieldErrors)).toEqual([`shippingAddress.${field}`]);
    }
    expect(payments.charges).toBe(charges);
    expect(await stockOf(shop.db, shop.shopId, 'prod-lamp', 'LAMP')).toBe(before);
    expect(await countOrders(shop.db, shop.shopId)).toBe(0);
  });

  it('refuses NUL and lone surrogates in any string with a 400 naming the field', async () => {
    const visitor = shop.visitor();
    const entry = (await visitor.add('prod-ebook')).body.newlyAdded;
    const carts = await count('carts');
    const cases: [string, string, unknown, string][] = [
      ['POST', ENTRIES, { itemId: 'prod-ebook', idempotencyKey: NUL }, 'idempotencyKey'],
      ['POST', ENTRIES, { itemId: LONE }, 'itemId'],
      [
        'POST',
        ENTRIES,
        { itemId: 'prod-ebook', additionalFields: JSON.stringify({ note: NUL }) },
        'additionalFields.note',
      ], // named inside the JSON text
      [
        'POST',
        '/api/commerce/checkout',
        { email: 'a@example.com', paymentToken: 'tok_test_ok', cartToken: NUL },
        'cartToken',
      ],
      ['PUT', `${CART}/shipping`, { location: { country: 'US', region: NUL } }, 'location.region'],
      ['POST', `${CART}/coupons`, { code: LONE }, 'code'],
      ['POST', ENTRIES, { itemId: 'prod-ebook', 'key\u0000': 1 }, 'key\u0000'],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await visitor.send(method, path, body);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(Object.keys(answer.body.fieldErrors)).toContain(field);
    }
    expect((await visitor.send('PUT', `${ENTRIES}/a%00b`, { quantity: 2 })).status).toBe(400);
    expect((await visitor.send('DELETE', `${ENTRIES}/${entry.id}%00`)).status).toBe(400);
    expect((await visitor.get(`${CART}?cartToken=%00`)).status).toBe(400);
    expect(await count('carts')).toBe(carts);
    expect((await visitor.get(CART)).body.entries).toHaveLength(1);
  });

  it('caps JSON depth, in bodies and in JSON-text fields (additionalFields 3,000 deep)', async () => {
    const visitor = shop.visitor();
    const entry = (await visitor.add('prod-ebook')).body.newlyAdded;
    const calls: [string, string, unknown, string][] = [
      ['POST', ENTRIES, { itemId: 'prod-ebook', additionalFields: deep(3000) }, 'additionalFields'],
      [
        'PUT',
        `${ENTRIES}/${entry.id}/additionalFields`,
        { itemId: 'prod-ebook', sku: null, additionalFields: deep(3000) },
        'additionalFields',
      ],
      [
        'POST',
        '/api/3/commerce/cart/subscription',
        { itemId: 'prod-coffee', sku: 'COFFEE', additionalFields: deep(3000) },
        'additionalFields',
      ],
    ];
    for (const [method, path, body, field] of calls) {
      const answer = await visitor.send(method, path, body);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(Object.keys(answer.body.fieldErrors)).toEqual([field]);
    }
    const deepBody = `{"itemId":"prod-ebook","x":${deep(3000)}}`;
    expect((await visitor.send('POST', ENTRIES, deepBody)).status).toBe(400);
    expect((await visitor.get(CART)).body.entries).toHaveLength(1);
  });

  it('checks numbers against their column: seq 1e20, quantity 1e999 (not finite)', async () => {
    const visitor = shop.visitor();
    const entry = (await visitor.add('prod-ebook')).body.newlyAdded;
    const huge = await visitor.put(`${ENTRIES}/${entry.id}`, { quantity: 2, seq: 1e20 });
    expect(huge.status).toBe(400);
    expect(Object.keys(huge.body.fieldErrors)).toEqual(['seq']);
    const infinite = await visitor.send('PUT', `${ENTRIES}/${entry.id}`, '{"quantity":1e999}');
    expect(infinite.status).toBe(400);
    expect(Object.keys(infinite.body.fieldErrors)).toEqual(['quantity']);
    expect((await visitor.get(CART)).body.entries[0].quantity).toBe(1);
  });

  it('answers 400 to an unparsable body: bad JSON, multipart without a boundary, truncated multipart', async () => {
    const visitor = shop.visitor();
    const entry = (await visitor.add('prod-ebook')).body.newlyAdded;
    expect((await visitor.send('POST', ENTRIES, '{"itemId":')).status).toBe(400);
    const form = (contentType: string, body: string) =>
      shop.app.request(`http://shop.localhost/cart/entries/${entry.id}/quantity`, {
        method: 'POST',
        headers: {
          Cookie: [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'X-CSRF-Token': visitor.crumb,
          Accept: 'text/html',
          'Content-Type': contentType,
        },
        body,
      });
    expect((await form('multipart/form-data', 'quantity=3')).status).toBe(400);
    expect(
      (
        await form(
          'multipart/form-data; boundary=XYZ',
          '--XYZ\r\nContent-Disposition: form-data; name="quantity"\r\n\r\n3',
        )
      ).status,
    ).toBe(400);
    expect((await form('application/x-www-form-urlencoded', 'quantity=%00')).status).toBe(400);
    expect((await visitor.get(CART)).body.entries[0].quantity).toBe(1);
  });

  it('refuses a JSON array where an object is expected, writing nothing', async () => {
    const visitor = shop.visitor();
    expect((await visitor.add('prod-ebook')).status).toBe(200);
    const cart = (await visitor.get(CART)).body;
    for (const [method, path, body] of [
      ['PUT', `${CART}/shipping`, []],
      ['PUT', `${CART}/shipping`, { location: [] }],
      ['POST', ENTRIES, [{ itemId: 'prod-ebook' }]],
      ['POST', '/api/commerce/checkout', []],
    ] as const) {
      const answer = await visitor.send(method, path, body);
      expect({ path, body, status: answer.status }).toEqual({ path, body, status: 400 });
    }
    expect((await visitor.get(CART)).body).toEqual(cart);
  });
});
