import { describe, expect, it } from 'vitest';
import { countOrders } from '../../../server/db/orders';
import { testDatabases } from '../../../server/db/test-databases';
import { stockOf } from '../commerce/commerce-app';
import { suiteApp } from '../helpers/suite-app';
import { openOwnerApp, signUp } from './owner-app';
import { SHIPPING_ADDRESS as ADDRESS } from '../helpers/shipping-address';

const SETTINGS = { scarcityOnProductPage: true, scarcityInBlocks: false, scarcityThreshold: 3, restockAutoSend: false };

describe.each(testDatabases())('owner stock on $name', ({ open }) => {
  const t = suiteApp(open, (db) => openOwnerApp(db));

  it('sets stock or unlimited, and the storefront shows it at once (cached pages dropped)', async () => {
    const manager = await t.signedIn('storeManager');
    const page = async (path: string) =>
      (await t.visitor().request('GET', path, undefined, { Accept: 'text/html' })).text();
    expect((await manager.get('/api/owner/settings/inventory')).body).toEqual({
      scarcityOnProductPage: false,
      scarcityInBlocks: false,
      scarcityThreshold: 5,
      restockAutoSend: false,
    });
    expect(await page('/shop/lamp')).not.toContain('product-scarcity');
    expect((await manager.put('/api/owner/settings/inventory', SETTINGS)).body).toEqual(SETTINGS);
    expect((await manager.get('/api/owner/settings/inventory')).body).toEqual(SETTINGS);
    expect(await page('/shop/lamp')).toContain('<p class="product-scarcity" role="status">Only 1 left</p>');

    const answer = await manager.put('/api/owner/inventory/prod-lamp/LAMP', { qtyInStock: 3, unlimited: false });
    expect(answer.body).toEqual({
      variant: expect.objectContaining({ sku: 'LAMP', qtyInStock: 3, unlimited: false }),
      notified: 0,
    });
    expect(await stockOf(t.db, t.storeId, 'prod-lamp', 'LAMP')).toBe(3);
    expect(await page('/shop/lamp')).toContain('Only 3 left');
    await manager.put('/api/owner/inventory/prod-lamp/LAMP', { qtyInStock: 4, unlimited: false });
    expect(await page('/shop/lamp')).not.toContain('product-scarcity');
    // Each variant's own message, shown when it is chosen.
    expect(await page('/shop/tee')).toContain(
      '<p class="product-scarcity" role="status" data-variant-attributes="{&quot;Size&quot;:&quot;M&quot;}" hidden>Only 2 left</p>',
    );

    // Blocks: the list shows the product's total stock once the owner turns it on.
    expect(await page('/shop')).not.toContain('product-scarcity');
    await manager.put('/api/owner/settings/inventory', {
      ...SETTINGS,
      scarcityInBlocks: true,
      scarcityOnProductPage: false,
    });
    const list = await page('/shop');
    expect(list).toContain('Only 2 left');
    expect(await page('/shop/tee')).not.toContain('product-scarcity');

    const unlimited = await manager.put('/api/owner/inventory/prod-lamp/LAMP', { qtyInStock: 0, unlimited: true });
    expect(unlimited.body.variant).toMatchObject({ unlimited: true });
    expect((await t.visitor().add('prod-lamp', 'LAMP', 50)).status).toBe(200);
    await manager.put('/api/owner/inventory/prod-lamp/LAMP', { qtyInStock: 1, unlimited: false });
    await manager.put('/api/owner/settings/inventory', SETTINGS);
  });

  it('a stock edit racing checkouts of the same variant: both apply whole, in one order or the other', async () => {
    const manager = await t.signedIn('storeManager');
    for (let round = 0; round < 3; round++) {
      await manager.put('/api/owner/inventory/prod-lamp/LAMP', { qtyInStock: 3, unlimited: false });
      const ordersBefore = await countOrders(t.db, t.storeId);
      const buyers = Array.from({ length: 6 }, () => t.visitor());
      for (const buyer of buyers) expect((await buyer.add('prod-lamp', 'LAMP')).status).toBe(200);
      const [edit, ...checkouts] = await Promise.all([
        manager.put('/api/owner/inventory/prod-lamp/LAMP', { qtyInStock: 5, unlimited: false }),
        ...buyers.map((buyer) =>
          buyer.post('/api/commerce/checkout', {
            email: 'race@example.com',
            shippingAddress: ADDRESS,
            shippingOptionId: 'ship-flat',
            paymentToken: 'tok_test_ok',
          }),
        ),
      ]);
      expect(edit.status).toBe(200);
      const placed = checkouts.filter((c) => c.status === 200).length;
      for (const c of checkouts) expect([200, 409]).toContain(c.status);
      expect(await countOrders(t.db, t.storeId)).toBe(ordersBefore + placed);
      // `before` sales took from the 3, the rest from the owner's 5: nothing lost, nothing oversold.
      const final = await stockOf(t.db, t.storeId, 'prod-lamp', 'LAMP');
      const after = 5 - final;
      const before = placed - after;
      expect(after).toBeGreaterThanOrEqual(0);
      expect(before).toBeGreaterThanOrEqual(0);
      expect(before).toBeLessThanOrEqual(3);
    }
  });

  it('a sold-out variant given stock notifies its sign-ups once when automatic sending is on', async () => {
    const manager = await t.signedIn('storeManager');
    await signUp(t.db, t.storeId, 'prod-tee', 'var-tee-s', 'ana@example.com');
    await signUp(t.db, t.storeId, 'prod-tee', 'var-tee-s', 'Bo@Example.com');
    await signUp(t.db, t.storeId, 'prod-tee', 'var-tee-m', 'cy@example.com');
    // Off: stock comes back, nobody is mailed, the sign-ups keep waiting.
    expect(
      (await manager.put('/api/owner/inventory/prod-tee/TEE-S', { qtyInStock: 4, unlimited: false })).body.notified,
    ).toBe(0);
    await manager.put('/api/owner/inventory/prod-tee/TEE-S', { qtyInStock: 0, unlimited: false });
    await manager.put('/api/owner/settings/inventory', { ...SETTINGS, restockAutoSend: true });
    const back = await manager.put('/api/owner/inventory/prod-tee/TEE-S', { qtyInStock: 4, unlimited: false });
    expect(back.body).toMatchObject({ notified: 2, variant: { sku: 'TEE-S', qtyInStock: 4, restockSignUps: 0 } });
    const mails = (await manager.get('/api/owner/outbox')).body.mails;
    expect(
      mails
        .filter((m: { subject: string }) => m.subject === 'Trail Tee is back in stock')
        .map((m: { to: string }) => m.to)
        .sort(),
    ).toEqual(['ana@example.com', 'bo@example.com']);
    expect(mails[0].text).toContain('Trail Tee (S) is back in stock at Owner Test Store');
    expect(mails[0].text).toContain('http://store.localhost/shop/tee');
    // Already in stock: a further edit sends nothing; the other size's sign-up still waits.
    expect(
      (await manager.put('/api/owner/inventory/prod-tee/TEE-S', { qtyInStock: 9, unlimited: false })).body.notified,
    ).toBe(0);
    const groups = (await manager.get('/api/site-users/account/notifications/restock/groups')).body.signUpGroups;
    expect(groups).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ variantId: 'var-tee-s', signUps: 0, inStock: true }),
        expect.objectContaining({ variantId: 'var-tee-m', signUps: 1, inStock: true }),
      ]),
    );
    const signUps = (
      await manager.get('/api/site-users/account/notifications/restock?productId=prod-tee&variantId=var-tee-s')
    ).body.signUps;
    expect(signUps.every((s: { notifiedOn: string | null }) => s.notifiedOn !== null)).toBe(true);
    await manager.put('/api/owner/settings/inventory', SETTINGS);
  });
});
