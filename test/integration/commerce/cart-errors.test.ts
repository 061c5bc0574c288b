import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { openCommerceApp } from './commerce-app';
import { suiteApp } from '../helpers/suite-app';

const CART = '/api/commerce/shopping-cart';
const ENTRIES = `${CART}/entries`;
const NOT_ENOUGH = 'Sorry, we do not have enough of that item available.';

describe.each(testDatabases())('cart errors on $name', ({ open }) => {
  const shop = suiteApp(open, openCommerceApp);

  const cartCount = async () =>
    Number(
      (
        await shop.db.query<{ n: number }>('select count(*)::int as n from carts where website_id = $1', [shop.shopId])
      )[0].n,
    );

  it('needs the crumb on every state-changing call, with the two messages of spec §8', async () => {
    const calls: [string, string][] = [
      ['POST', ENTRIES],
      ['PUT', `${ENTRIES}/x`],
      ['DELETE', `${ENTRIES}/x`],
      ['PUT', `${ENTRIES}/x/additionalFields`],
      ['POST', `${CART}/coupons`],
      ['PUT', `${CART}/shipping`],
      ['POST', '/api/3/commerce/cart/subscription'],
      ['POST', '/api/commerce/checkout'],
    ];
    for (const [method, path] of calls) {
      const visitor = shop.visitor();
      const stale = await visitor.send(method, path, {}, { 'X-CSRF-Token': 'f'.repeat(32) });
      expect(stale).toMatchObject({
        status: 403,
        body: { error: 'Your session has expired. Please reload the page and try again.' },
      });
      const noCookies = await shop.app.request(`http://shop.localhost${path}`, {
        method,
        headers: { Accept: 'application/json' },
      });
      expect(await noCookies.json()).toEqual({
        error: 'Please enable cookies in your browser, reload the page, and try again.',
      });
    }
    expect(await cartCount()).toBe(0);
  });

  it('answers 400 with field errors to malformed payloads and stores nothing', async () => {
    const visitor = shop.visitor();
    const bad: [unknown, Record<string, string>][] = [
      [{ sku: null, quantity: 1 }, { itemId: 'An item id is required.' }],
      [{ itemId: 'prod-lamp', quantity: 'two' }, { quantity: 'Quantity must be a number.' }],
      [{ itemId: 'prod-lamp', quantity: 1.5 }, { quantity: 'Quantity must be a whole number' }],
      [{ itemId: 'prod-lamp', quantity: 0 }, { quantity: 'Quantity must be between 1 and 9999.' }],
      [{ itemId: 'prod-lamp', quantity: 1, sku: 7 }, { sku: 'A SKU must be text or null.' }],
      [
        { itemId: 'prod-lamp', quantity: 1, additionalFields: '{not json' },
        { additionalFields: 'Additional fields must be JSON text of an object.' },
      ],
      [
        { itemId: 'prod-lamp', quantity: 1, additionalFields: { a: 1 } },
        { additionalFields: 'Additional fields must be JSON text.' },
      ],
    ];
    for (const [body, fieldErrors] of bad) {
      const answer = await visitor.post(ENTRIES, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: 'Some fields are missing or invalid. Please check them and try again.',
        fieldErrors,
      });
    }
    expect((await visitor.post(ENTRIES, '{"itemId":')).body).toEqual({
      error: 'The request body is not valid JSON.',
      fieldErrors: {},
    });
    expect((await visitor.put(`${CART}/shipping`, { location: { country: 'USA' } })).body.fieldErrors).toEqual({
      'location.country': 'A country is a two-letter code.',
    });
    expect((await visitor.post(`${CART}/coupons`, { code: '' })).body.fieldErrors).toEqual({
      code: 'A coupon code is required.',
    });
    expect(
      (await visitor.post('/api/3/commerce/cart/subscription', { itemId: 'prod-coffee', qty: 'x' })).body.fieldErrors,
    ).toEqual({ qty: 'Quantity must be a number.' });
    expect((await visitor.post('/api/commerce/checkout', { email: 'nope' })).body.fieldErrors).toEqual({
      email: 'Please enter a valid email address.',
      paymentToken: 'A payment token is required.',
    });
    expect((await visitor.get(`${CART}?calculateSubtotal=maybe`)).body.fieldErrors).toEqual({
      calculateSubtotal: 'Use true or false.',
    });
    expect(visitor.cookies.has('cart')).toBe(false);
    expect(await cartCount()).toBe(0);

    const entry = (await visitor.add('prod-lamp')).body.newlyAdded;
    expect((await visitor.put(`${ENTRIES}/${entry.id}`, { quantity: -1 })).body.fieldErrors).toEqual({
      quantity: 'Quantity must be between 0 and 9999.',
    });
    expect((await visitor.put(`${ENTRIES}/${entry.id}`, { quantity: 2, seq: 'late' })).body.fieldErrors).toEqual({
      seq: 'A sequence number must be a whole number.',
    });
    expect((await visitor.get(CART)).body.entries[0].quantity).toBe(1);
  });

  it('says why an item cannot be added', async () => {
    const visitor = shop.visitor();
    expect(await visitor.add('prod-nope')).toMatchObject({
      status: 404,
      body: { error: 'This item is not sold in this store.' },
    });
    expect(await visitor.add('prod-gift')).toMatchObject({
      status: 422,
      body: { error: 'Select a denomination for the Gift Card' },
    });
    expect(await visitor.add('prod-shirt')).toMatchObject({
      status: 422,
      body: { error: 'Sorry, that item variant is unavailable. Please select another variant.' },
    });
    expect(await visitor.add('prod-shirt', 'SHIRT-XL')).toMatchObject({ status: 422 });
    expect(await visitor.add('prod-shirt', 'SHIRT-M', 3)).toMatchObject({ status: 409, body: { error: NOT_ENOUGH } });
    expect((await visitor.add('prod-shirt', 'SHIRT-M', 2)).status).toBe(200);
    expect(await visitor.add('prod-shirt', 'SHIRT-M', 1)).toMatchObject({ status: 409, body: { error: NOT_ENOUGH } });
    const entry = (await visitor.get(CART)).body.entries[0];
    expect(await visitor.put(`${ENTRIES}/${entry.id}`, { quantity: 3 })).toMatchObject({
      status: 409,
      body: { error: NOT_ENOUGH },
    });
    expect((await visitor.add('prod-gift', 'GIFT-25', 40)).status).toBe(200);
    expect((await visitor.get(CART)).body.totalQuantity).toBe(42);
    expect((await visitor.add('prod-gift', 'GIFT-25', 9959)).status).toBe(200);
    expect(await visitor.add('prod-gift', 'GIFT-25', 1)).toMatchObject({
      status: 422,
      body: { error: 'Quantity must be between 1 and 9999.' },
    });
    expect((await visitor.get(CART)).body.totalQuantity).toBe(10001);
  });

  it('reads stock from the database, not the fixtures', async () => {
    await shop.db.query('update stock set qty_in_stock = 0 where website_id = $1 and sku = $2', [shop.shopId, 'CLASS']);
    expect(await shop.visitor().add('prod-class', null, 1, { additionalFields: '{"name":"Ana"}' })).toMatchObject({
      status: 409,
      body: { error: NOT_ENOUGH },
    });
    await shop.db.query('update stock set qty_in_stock = 3 where website_id = $1 and sku = $2', [shop.shopId, 'CLASS']);
  });

  it('answers 404 for entries of carts the visitor does not hold', async () => {
    const owner = shop.visitor();
    const entry = (await owner.add('prod-lamp')).body.newlyAdded;
    const stranger = shop.visitor();
    expect(await stranger.put(`${ENTRIES}/${entry.id}`, { quantity: 2 })).toMatchObject({
      status: 404,
      body: { error: 'This item is no longer in your cart.' },
    });
    expect((await stranger.delete(`${ENTRIES}/${entry.id}`)).status).toBe(404);
    await stranger.add('prod-ebook');
    expect((await stranger.delete(`${ENTRIES}/${entry.id}`)).status).toBe(404);
    expect((await owner.get(CART)).body.entries[0].quantity).toBe(1);
  });

  it('keeps carts of one site invisible to another', async () => {
    const visitor = shop.visitor();
    const entry = (await visitor.add('prod-lamp')).body.newlyAdded;
    const elsewhere = shop.visitor('other.localhost');
    elsewhere.cookies.set('cart', visitor.cookies.get('cart') ?? '');
    const cart = (await elsewhere.get(CART)).body;
    expect(cart).toMatchObject({ id: null, websiteId: shop.otherId, entries: [] });
    expect((await elsewhere.put(`${ENTRIES}/${entry.id}`, { quantity: 2 })).status).toBe(404);
    const added = await elsewhere.add('prod-lamp');
    expect(added.body.shoppingCart).toMatchObject({ websiteId: shop.otherId, subtotalCents: 9900 });
    expect(added.body.shoppingCart.id).not.toBe((await visitor.get(CART)).body.id);
    expect((await visitor.get(CART)).body).toMatchObject({ subtotalCents: 2000, totalQuantity: 1 });
  });

  it('answers a retried or double-clicked add once, by Idempotency-Key header or idempotencyKey field', async () => {
    const visitor = shop.visitor();
    const body = { itemId: 'prod-ebook', sku: null, quantity: 1 };
    const [one, two] = await Promise.all([
      visitor.post(ENTRIES, body, { 'Idempotency-Key': 'click-1' }),
      visitor.post(ENTRIES, body, { 'Idempotency-Key': 'click-1' }),
    ]);
    expect(two.body).toEqual(one.body);
    const retried = await visitor.post(ENTRIES, body, { 'Idempotency-Key': 'click-1' });
    expect(retried.body).toEqual(one.body);
    expect((await visitor.get(CART)).body.totalQuantity).toBe(1);
    await visitor.post(ENTRIES, { ...body, idempotencyKey: 'click-2' });
    await visitor.post(ENTRIES, { ...body, idempotencyKey: 'click-2' });
    expect((await visitor.get(CART)).body.totalQuantity).toBe(2);
    const other = shop.visitor();
    expect((await other.post(ENTRIES, body, { 'Idempotency-Key': 'click-1' })).body.shoppingCart.id).not.toBe(
      one.body.shoppingCart.id,
    );
  });

  it('answers 429 with Retry-After past the per-visitor rate, and other visitors go on', async () => {
    const visitor = shop.visitor();
    const answers = await Promise.all(Array.from({ length: 60 }, () => visitor.post(`${CART}/coupons`, {})));
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0].body).toEqual({ error: 'Please try again in a few seconds.' });
    expect(Number(limited[0].headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect((await visitor.get(CART)).status).toBe(200);
    expect((await shop.visitor().post(`${CART}/coupons`, {})).status).toBe(400);
  });
});
