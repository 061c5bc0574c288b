import { describe, expect, it } from 'vitest';
import { countOrders } from '../../../server/orders/order-store';
import { testDatabases } from '../../../server/db/test-databases';
import { stockOf } from '../commerce/commerce-app';
import { suiteApp } from '../helpers/suite-app';
import { openOwnerApp, signUp } from './owner-app';
import { SHIPPING_ADDRESS as ADDRESS } from '../helpers/shipping-address';
import type { Visitor } from '../commerce/commerce-app';

const SETTINGS = { scarcityOnProductPage: true, scarcityInBlocks: false, scarcityThreshold: 3, restockAutoSend: false };

describe.each(testDatabases())('owner stock on $name', ({ open }) => {
  const t = suiteApp(open, (db) => openOwnerApp(db));

  /** The variant's stock as the owner sees it in the panel. */
  const levelOf = async (itemId: string, sku: string) => {
    const [row] = await t.db.query<{ unlimited: boolean; qty_in_stock: number }>(
      'select unlimited, qty_in_stock from stock where website_id = $1 and item_id = $2 and sku = $3',
      [t.storeId, itemId, sku],
    );
    return { qtyInStock: Number(row!.qty_in_stock), unlimited: row!.unlimited };
  };
  /** The panel's edit: the new level, carrying the level read just before it. */
  const setTo = async (
    owner: Visitor,
    itemId: string,
    sku: string,
    level: { qtyInStock: number; unlimited: boolean },
  ) => owner.put(`/api/owner/inventory/${itemId}/${sku}`, { ...level, seen: await levelOf(itemId, sku) });

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

    const answer = await setTo(manager, 'prod-lamp', 'LAMP', { qtyInStock: 3, unlimited: false });
    expect(answer.body).toEqual({
      variant: expect.objectContaining({ sku: 'LAMP', qtyInStock: 3, unlimited: false }),
      notified: 0,
    });
    expect(await stockOf(t.db, t.storeId, 'prod-lamp', 'LAMP')).toBe(3);
    expect(await page('/shop/lamp')).toContain('Only 3 left');
    await setTo(manager, 'prod-lamp', 'LAMP', { qtyInStock: 4, unlimited: false });
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

    const unlimited = await setTo(manager, 'prod-lamp', 'LAMP', { qtyInStock: 0, unlimited: true });
    expect(unlimited.body.variant).toMatchObject({ unlimited: true });
    expect((await t.visitor().add('prod-lamp', 'LAMP', 50)).status).toBe(200);
    await setTo(manager, 'prod-lamp', 'LAMP', { qtyInStock: 1, unlimited: false });
    await manager.put('/api/owner/settings/inventory', SETTINGS);
  });

  it('a stock edit racing checkouts of the same variant: the edit applies only over the stock it saw, never over a sale', async () => {
    const manager = await t.signedIn('storeManager');
    for (let round = 0; round < 4; round++) {
      await setTo(manager, 'prod-lamp', 'LAMP', { qtyInStock: 3, unlimited: false });
      const ordersBefore = await countOrders(t.db, t.storeId);
      const buyers = Array.from({ length: 6 }, () => t.visitor());
      for (const buyer of buyers) expect((await buyer.add('prod-lamp', 'LAMP')).status).toBe(200);
      const edit = () =>
        manager.put('/api/owner/inventory/prod-lamp/LAMP', {
          qtyInStock: 5,
          unlimited: false,
          seen: { qtyInStock: 3, unlimited: false },
        });
      const checkout = (buyer: Visitor) =>
        buyer.post('/api/commerce/checkout', {
          email: 'race@example.com',
          shippingAddress: ADDRESS,
          shippingOptionId: 'ship-flat',
          paymentToken: 'tok_test_ok',
        });
      // The edit goes first in even rounds and last in odd ones.
      const answers = await Promise.all(
        round % 2 === 0 ? [edit(), ...buyers.map(checkout)] : [...buyers.map(checkout), edit()],
      );
      const editAnswer = round % 2 === 0 ? answers[0]! : answers.at(-1)!;
      const checkouts = round % 2 === 0 ? answers.slice(1) : answers.slice(0, -1);
      const placed = checkouts.filter((c) => c.status === 200).length;
      for (const c of checkouts) expect([200, 409]).toContain(c.status);
      expect(await countOrders(t.db, t.storeId)).toBe(ordersBefore + placed);
      const final = await stockOf(t.db, t.storeId, 'prod-lamp', 'LAMP');
      if (editAnswer.status === 200) {
        // No sale came before the edit: every sale took from the owner's 5.
        expect(final).toBe(5 - placed);
      } else {
        // A sale came first: the edit wrote nothing and said what the stock was then; every sale took from the 3.
        expect(editAnswer.status).toBe(409);
        expect(editAnswer.body.variant.qtyInStock).toBeLessThan(3);
        expect(placed).toBeLessThanOrEqual(3);
        expect(final).toBe(3 - placed);
      }
    }
  });

  it('a sale between the owner reading the stock and saving it: 409 with the current number, nothing overwritten', async () => {
    const manager = await t.signedIn('storeManager');
    await setTo(manager, 'prod-lamp', 'LAMP', { qtyInStock: 4, unlimited: false });
    // The owner reads 4 in the panel…
    const read = (await manager.get('/api/owner/inventory?q=lamp')).body.products[0].variants[0];
    expect(read).toMatchObject({ sku: 'LAMP', qtyInStock: 4 });
    // …a visitor buys one…
    const buyer = t.visitor();
    expect((await buyer.add('prod-lamp', 'LAMP')).status).toBe(200);
    const order = await buyer.post('/api/commerce/checkout', {
      email: 'between@example.com',
      shippingAddress: ADDRESS,
      shippingOptionId: 'ship-flat',
      paymentToken: 'tok_test_ok',
    });
    expect(order.status).toBe(200);
    // …and the owner's save of 10, from the 4 they saw, is refused with the 3 there are now.
    const seen = { qtyInStock: read.qtyInStock, unlimited: read.unlimited };
    const stale = await manager.put('/api/owner/inventory/prod-lamp/LAMP', { qtyInStock: 10, unlimited: false, seen });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error: 'The stock changed since you opened it (a sale or another owner): it is now 3. Check it and save again.',
      variant: expect.objectContaining({ sku: 'LAMP', qtyInStock: 3, unlimited: false }),
    });
    expect(await stockOf(t.db, t.storeId, 'prod-lamp', 'LAMP')).toBe(3);
    // Saving again from the number the refusal gave applies.
    const again = await manager.put('/api/owner/inventory/prod-lamp/LAMP', {
      qtyInStock: 10,
      unlimited: false,
      seen: { qtyInStock: 3, unlimited: false },
    });
    expect(again.status).toBe(200);
    expect(await stockOf(t.db, t.storeId, 'prod-lamp', 'LAMP')).toBe(10);
    await setTo(manager, 'prod-lamp', 'LAMP', { qtyInStock: 1, unlimited: false });
  });

  it('two owners saving from the same stock at once, in either order: one applies, the other gets 409 with its number', async () => {
    const [ana, bo] = [await t.signedIn('storeManager'), await t.signedIn('admin')];
    const save = (owner: Visitor, qtyInStock: number) =>
      owner.put('/api/owner/inventory/prod-lamp/LAMP', {
        qtyInStock,
        unlimited: false,
        seen: { qtyInStock: 2, unlimited: false },
      });
    for (const order of ['ana first', 'bo first'] as const) {
      await setTo(ana, 'prod-lamp', 'LAMP', { qtyInStock: 2, unlimited: false });
      const [a, b] =
        order === 'ana first'
          ? await Promise.all([save(ana, 7), save(bo, 9)])
          : await Promise.all([save(bo, 9), save(ana, 7)]).then(([y, x]) => [x!, y!]);
      const statuses = [a!.status, b!.status].sort();
      expect(statuses).toEqual([200, 409]);
      const [winner, loser, winnerQty] = a!.status === 200 ? [a!, b!, 7] : [b!, a!, 9];
      expect(winner.body.variant.qtyInStock).toBe(winnerQty);
      expect(loser.body.variant.qtyInStock).toBe(winnerQty);
      expect(loser.body.error).toContain(`it is now ${winnerQty}.`);
      expect(await stockOf(t.db, t.storeId, 'prod-lamp', 'LAMP')).toBe(winnerQty);
    }
    // Seen as unlimited: the number does not count while both are unlimited.
    await setTo(ana, 'prod-lamp', 'LAMP', { qtyInStock: 0, unlimited: true });
    const fromUnlimited = await ana.put('/api/owner/inventory/prod-lamp/LAMP', {
      qtyInStock: 2,
      unlimited: false,
      seen: { qtyInStock: 999, unlimited: true },
    });
    expect(fromUnlimited.status).toBe(200);
    await setTo(ana, 'prod-lamp', 'LAMP', { qtyInStock: 1, unlimited: false });
  });

  it('a sold-out variant given stock notifies its sign-ups once when automatic sending is on', async () => {
    const manager = await t.signedIn('storeManager');
    await signUp(t.db, t.storeId, 'prod-tee', 'var-tee-s', 'ana@example.com');
    await signUp(t.db, t.storeId, 'prod-tee', 'var-tee-s', 'Bo@Example.com');
    await signUp(t.db, t.storeId, 'prod-tee', 'var-tee-m', 'cy@example.com');
    // Off: stock comes back, nobody is mailed, the sign-ups keep waiting.
    expect((await setTo(manager, 'prod-tee', 'TEE-S', { qtyInStock: 4, unlimited: false })).body.notified).toBe(0);
    await setTo(manager, 'prod-tee', 'TEE-S', { qtyInStock: 0, unlimited: false });
    await manager.put('/api/owner/settings/inventory', { ...SETTINGS, restockAutoSend: true });
    const back = await setTo(manager, 'prod-tee', 'TEE-S', { qtyInStock: 4, unlimited: false });
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
    expect((await setTo(manager, 'prod-tee', 'TEE-S', { qtyInStock: 9, unlimited: false })).body.notified).toBe(0);
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
