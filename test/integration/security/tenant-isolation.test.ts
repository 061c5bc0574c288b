import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { openCommerceApp } from '../commerce/commerce-app';
import { suiteApp } from '../helpers/suite-app';

const ENTRIES = '/api/commerce/shopping-cart/entries';

describe.each(testDatabases())('tenant isolation on $name', ({ open }) => {
  const shop = suiteApp(open, openCommerceApp);

  /** A shop visitor with a lamp in the cart, and a visitor of the other site holding the same cookies. */
  async function crossSite() {
    const owner = shop.visitor();
    const added = await owner.add('prod-lamp', null, 1);
    expect(added.status).toBe(200);
    const intruder = shop.visitor('other.localhost');
    for (const [name, value] of owner.cookies) if (name !== 'crumb') intruder.cookies.set(name, value);
    return {
      owner,
      intruder,
      entryId: added.body.newlyAdded.id as string,
      cartId: added.body.shoppingCart.id as string,
    };
  }

  it("makes another site's cart cookie find nothing, and every entry call a 404", async () => {
    const { owner, intruder, entryId } = await crossSite();
    const cart = await intruder.get('/api/commerce/shopping-cart');
    expect(cart.body.entries).toEqual([]);
    expect(cart.body.id).toBeNull();
    expect((await intruder.put(`${ENTRIES}/${entryId}`, { quantity: 3 })).status).toBe(404);
    expect(
      (
        await intruder.put(`${ENTRIES}/${entryId}/additionalFields`, {
          itemId: 'prod-lamp',
          sku: 'LAMP',
          additionalFields: '{"a":1}',
        })
      ).status,
    ).toBe(404);
    expect((await intruder.delete(`${ENTRIES}/${entryId}`)).status).toBe(404);
    const checkout = await intruder.post('/api/commerce/checkout', {
      email: 'x@example.com',
      paymentToken: 'tok_test_ok',
    });
    expect(checkout.status).toBe(422);
    const after = await owner.get('/api/commerce/shopping-cart');
    expect(after.body.entries).toMatchObject([{ id: entryId, quantity: 1 }]);
  });

  it("lets an add on another site start that site's own cart, never the cookie's", async () => {
    const { intruder, cartId } = await crossSite();
    const added = await intruder.add('prod-lamp', null, 1);
    expect(added.status).toBe(200);
    expect(added.body.shoppingCart.id).not.toBe(cartId);
    expect(added.body.shoppingCart.websiteId).toBe(shop.otherId);
  });

  it('keeps a subscription cartToken to its site', async () => {
    const owner = shop.visitor();
    const created = await owner.post('/api/3/commerce/cart/subscription', { itemId: 'prod-coffee', sku: null, qty: 1 });
    expect(created.status).toBe(200);
    const token = created.body.cartToken as string;
    expect((await owner.get(`/api/commerce/shopping-cart?cartToken=${token}`)).body.entries).toHaveLength(1);
    const intruder = shop.visitor('other.localhost');
    expect((await intruder.get(`/api/commerce/shopping-cart?cartToken=${token}`)).body.entries).toEqual([]);
    await intruder.add('prod-lamp');
    const checkout = await intruder.post('/api/commerce/checkout', {
      email: 'x@example.com',
      paymentToken: 'tok_test_ok',
      cartToken: token,
    });
    expect(checkout.status).toBe(422);
  });

  it('refuses a gift card code of another site', async () => {
    const buyer = shop.visitor();
    await buyer.add('prod-gift', 'GIFT-25');
    const bought = await buyer.post('/api/commerce/checkout', { email: 'g@example.com', paymentToken: 'tok_test_ok' });
    const code = bought.body.giftCards[0].code as string;
    const intruder = shop.visitor('other.localhost');
    await intruder.add('prod-lamp');
    const address = {
      name: 'A B',
      line1: '1 Main St',
      city: 'Albany',
      region: 'NY',
      postalCode: '12207',
      country: 'US',
    };
    const answer = await intruder.post('/api/commerce/checkout', {
      email: 'x@example.com',
      paymentToken: 'tok_test_ok',
      shippingAddress: address,
      giftCardCode: code,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ error: 'This gift card code is not valid.' });
  });

  it('answers the idempotent result of an add only on the site and to the visitor that made it', async () => {
    const owner = shop.visitor();
    const first = await owner.add('prod-lamp', null, 1, { idempotencyKey: 'same-key' });
    const intruder = shop.visitor('other.localhost');
    const other = await intruder.add('prod-lamp', null, 1, { idempotencyKey: 'same-key' });
    expect(other.status).toBe(200);
    expect(other.body.shoppingCart.id).not.toBe(first.body.shoppingCart.id);
    expect(other.body.shoppingCart.websiteId).toBe(shop.otherId);
  });
});
