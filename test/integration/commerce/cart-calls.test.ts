import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { openCommerceApp } from './commerce-app';
import { suiteApp } from '../helpers/suite-app';

const CART = '/api/commerce/shopping-cart';

describe.each(testDatabases())('cart calls on $name', ({ open }) => {
  const shop = suiteApp(open, openCommerceApp);

  it('answers an empty cart to a visitor without one, and stores nothing', async () => {
    const answer = await shop.visitor().get(`${CART}?timecode=1&calculateSubtotal=true`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: null,
      websiteId: shop.shopId,
      entries: [],
      subtotalCents: 0,
      totalQuantity: 0,
      isPurchased: false,
    });
    expect(answer.headers.getSetCookie().some((c) => c.startsWith('cart='))).toBe(false);
  });

  it('adds an entry: every spec field, prices from the fixtures, the cart and has-cart cookies', async () => {
    const visitor = shop.visitor();
    const added = await visitor.add('prod-shirt', 'SHIRT-M', 2, { priceCents: 1 });
    expect(added.status).toBe(200);
    const { shoppingCart, newlyAdded } = added.body;
    expect(Object.keys(shoppingCart).sort()).toEqual(
      [
        'id',
        'websiteId',
        'orderId',
        'created',
        'isPurchased',
        'entries',
        'shippingOptions',
        'selectedShippingOption',
        'shippingLocation',
        'applicableTaxRules',
        'coupons',
        'validCoupons',
        'invalidCoupons',
        'subtotalCents',
        'taxCents',
        'shippingCostCents',
        'discountCents',
        'grandTotalCents',
        'totalQuantity',
        'hasDigital',
        'purelyDigital',
        'requiresShipping',
      ].sort(),
    );
    expect(newlyAdded).toEqual({
      id: expect.any(String),
      itemId: 'prod-shirt',
      chosenVariant: { sku: 'SHIRT-M', attributes: { Size: 'M' } },
      quantity: 2,
      title: 'Field Shirt',
      url: '/shop/shirt',
      variantText: 'M',
      subTotal: 5000,
      purchasePriceCents: 2500,
      productType: 1,
      additionalFields: null,
    });
    expect(shoppingCart).toMatchObject({
      websiteId: shop.shopId,
      orderId: null,
      isPurchased: false,
      subtotalCents: 5000,
      totalQuantity: 2,
      requiresShipping: true,
    });
    expect(new Date(shoppingCart.created).getTime()).not.toBeNaN();
    const cookies = added.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('cart='))).toMatch(/HttpOnly/i);
    expect(cookies.find((c) => c.startsWith('has-cart='))).toMatch(/^has-cart=true/);
    expect(cookies.find((c) => c.startsWith('has-cart='))).not.toMatch(/HttpOnly/i);
    expect((await visitor.get(CART)).body.entries).toHaveLength(1);
  });

  it('merges the same item, variant and fields into one entry; other fields make another', async () => {
    const visitor = shop.visitor();
    await visitor.add('prod-class', null, 1, { additionalFields: JSON.stringify({ name: 'Ana', level: 'new' }) });
    const merged = await visitor.add('prod-class', null, 1, {
      additionalFields: JSON.stringify({ level: 'new', name: 'Ana' }),
    });
    expect(merged.body.shoppingCart.entries).toHaveLength(1);
    expect(merged.body.newlyAdded.quantity).toBe(2);
    const other = await visitor.add('prod-class', null, 1, { additionalFields: JSON.stringify({ name: 'Bo' }) });
    expect(other.body.shoppingCart.entries.map((e: { quantity: number }) => e.quantity)).toEqual([2, 1]);
  });

  it('changes a quantity, removes with 0 and with DELETE, and drops has-cart when empty', async () => {
    const visitor = shop.visitor();
    const lamp = (await visitor.add('prod-lamp')).body.newlyAdded;
    const ebook = (await visitor.add('prod-ebook')).body.newlyAdded;
    const changed = await visitor.put(`${CART}/entries/${lamp.id}`, { quantity: 3 });
    expect(changed.body.shoppingCart.entries.find((e: { id: string }) => e.id === lamp.id).quantity).toBe(3);
    expect(changed.body.shoppingCart.subtotalCents).toBe(3 * 2000 + 900);
    const zero = await visitor.put(`${CART}/entries/${lamp.id}`, { quantity: 0 });
    expect(zero.body.shoppingCart.entries.map((e: { id: string }) => e.id)).toEqual([ebook.id]);
    const removed = await visitor.delete(`${CART}/entries/${ebook.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.shoppingCart.entries).toEqual([]);
    expect(removed.headers.getSetCookie().find((c) => c.startsWith('has-cart='))).toMatch(/Max-Age=0/i);
    expect(visitor.cookies.has('has-cart')).toBe(false);
    expect(visitor.cookies.has('cart')).toBe(true);
  });

  it('updates additional fields and answers the updated entry', async () => {
    const visitor = shop.visitor();
    const entry = (await visitor.add('prod-class', null, 1, { additionalFields: '{"name":"Ana"}' })).body.newlyAdded;
    const answer = await visitor.put(`${CART}/entries/${entry.id}/additionalFields`, {
      itemId: 'prod-class',
      sku: 'CLASS',
      additionalFields: '{"name":"Ana B."}',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.updatedEntry).toMatchObject({
      id: entry.id,
      additionalFields: '{"name":"Ana B."}',
      quantity: 1,
    });
    expect(answer.body.shoppingCart.entries[0].additionalFields).toBe('{"name":"Ana B."}');
  });

  it('works out digital and shipping flags', async () => {
    const visitor = shop.visitor();
    const digital = (await visitor.add('prod-ebook')).body.shoppingCart;
    expect(digital).toMatchObject({
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: false,
      shippingOptions: [],
      shippingCostCents: 0,
    });
    const mixed = (await visitor.add('prod-lamp')).body.shoppingCart;
    expect(mixed).toMatchObject({ hasDigital: true, purelyDigital: false, requiresShipping: true });
  });

  it('prices shipping (flat, by weight, free over), tax by location, and coupons valid and invalid', async () => {
    const visitor = shop.visitor();
    await visitor.add('prod-lamp', null, 2);
    let cart = (await visitor.get(CART)).body;
    expect(cart.selectedShippingOption).toMatchObject({ id: 'ship-flat', costCents: 500 });
    expect(cart.shippingOptions.map((o: { id: string; costCents: number }) => [o.id, o.costCents])).toEqual([
      ['ship-flat', 500],
      ['ship-weight', 300 + 200 * 3],
    ]);
    cart = (
      await visitor.put(`${CART}/shipping`, { location: { country: 'us', region: 'NY' }, optionId: 'ship-weight' })
    ).body.shoppingCart;
    expect(cart.shippingLocation).toEqual({ country: 'US', region: 'NY' });
    expect(cart).toMatchObject({
      subtotalCents: 4000,
      shippingCostCents: 900,
      taxCents: 320,
      grandTotalCents: 4000 + 900 + 320,
    });
    expect(cart.applicableTaxRules.map((r: { id: string }) => r.id)).toEqual(['tax-ny']);

    cart = (await visitor.post(`${CART}/coupons`, { code: 'save10' })).body.shoppingCart;
    expect(cart.coupons).toEqual(['SAVE10']);
    expect(cart.invalidCoupons).toEqual([
      { code: 'SAVE10', reason: 'This coupon needs an order subtotal of $50.00 or more.' },
    ]);
    expect(cart.discountCents).toBe(0);
    cart = (await visitor.add('prod-lamp')).body.shoppingCart;
    expect(cart.validCoupons.map((c: { code: string }) => c.code)).toEqual(['SAVE10']);
    expect(cart).toMatchObject({ subtotalCents: 6000, discountCents: 600, taxCents: Math.round((5400 * 8) / 100) });
    cart = (await visitor.post(`${CART}/coupons`, { code: 'FIVE' })).body.shoppingCart;
    expect(cart.discountCents).toBe(1100);
    cart = (await visitor.delete(`${CART}/coupons/SAVE10`)).body.shoppingCart;
    expect(cart.coupons).toEqual(['FIVE']);
    expect(cart.discountCents).toBe(500);

    cart = (await visitor.put(`${CART}/shipping`, { location: { country: 'CA' }, optionId: 'ship-flat' })).body
      .shoppingCart;
    expect(cart.applicableTaxRules.map((r: { id: string }) => r.id)).toEqual(['tax-ca']);
    expect(cart.taxCents).toBe(Math.round(((6000 - 500 + 500) * 5) / 100));
    cart = (await visitor.add('prod-lamp', null, 2)).body.shoppingCart;
    expect(cart).toMatchObject({ subtotalCents: 10000, discountCents: 500, shippingCostCents: 500 });
    cart = (await visitor.delete(`${CART}/coupons/FIVE`)).body.shoppingCart;
    expect(cart).toMatchObject({ discountCents: 0, shippingCostCents: 0 });
  });

  it('refuses an unknown coupon and shipping option without storing them', async () => {
    const visitor = shop.visitor();
    await visitor.add('prod-lamp');
    expect(await visitor.post(`${CART}/coupons`, { code: 'NOPE' })).toMatchObject({
      status: 422,
      body: { error: 'This coupon code is not valid.' },
    });
    expect(await visitor.put(`${CART}/shipping`, { optionId: 'ship-boat' })).toMatchObject({
      status: 422,
      body: { error: 'This shipping option is not offered.' },
    });
    const cart = (await visitor.get(CART)).body;
    expect(cart.coupons).toEqual([]);
    expect(cart.selectedShippingOption.id).toBe('ship-flat');
  });

  it('answers stock from the database', async () => {
    await shop.db.query('update stock set qty_in_stock = 1 where website_id = $1 and sku = $2', [
      shop.shopId,
      'SHIRT-S',
    ]);
    const answer = await shop.visitor().get('/api/commerce/inventory/stock/?itemId=prod-shirt');
    expect(answer.body).toEqual({
      results: [
        { sku: 'SHIRT-S', unlimited: false, qtyInStock: 1 },
        { sku: 'SHIRT-M', unlimited: false, qtyInStock: 2 },
      ],
    });
    expect((await shop.visitor().get('/api/commerce/inventory/stock/?itemId=nope')).status).toBe(404);
    expect((await shop.visitor().get('/api/commerce/inventory/stock/')).body.fieldErrors).toEqual({
      itemId: 'An item id is required.',
    });
  });

  it('makes a separate subscription cart and answers its token', async () => {
    const visitor = shop.visitor();
    await visitor.add('prod-lamp');
    const answer = await visitor.post('/api/3/commerce/cart/subscription', {
      itemId: 'prod-coffee',
      sku: null,
      qty: 1,
      additionalFields: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ cartToken: expect.stringMatching(/^[\w-]{20,}$/) });
    const subscription = (await visitor.get(`${CART}?cartToken=${answer.body.cartToken}`)).body;
    expect(subscription.entries.map((e: { itemId: string }) => e.itemId)).toEqual(['prod-coffee']);
    expect((await visitor.get(CART)).body.entries.map((e: { itemId: string }) => e.itemId)).toEqual(['prod-lamp']);
    expect(
      (await visitor.post('/api/3/commerce/cart/subscription', { itemId: 'prod-lamp', sku: null, qty: 1 })).body,
    ).toEqual({
      error: 'This item is not sold as a subscription.',
    });
  });
});
