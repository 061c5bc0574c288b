/**
 * Issue 26 point 8: owners refund (whole or part) and cancel orders through the payment
 * provider, each recorded on the order and mailed to the buyer; the list shows and filters by
 * status; the order names its shipping option. Concurrent and repeated requests never refund
 * more than was charged.
 */
import { describe, expect, it } from 'vitest';
import { roleCan } from '../../../domain/website-roles';
import { testPaymentProvider } from '../../../server/commerce';
import { StaleChangeSweeper } from '../../../server/orders';
import { insertOrder, type NewOrder } from '../../../server/orders/order-store';
import { createMailer } from '../../../server/mail';
import { testDatabases } from '../../../server/db/test-databases';
import { stockOf } from '../commerce/commerce-app';
import { SHIPPING_ADDRESS } from '../helpers/shipping-address';
import { suiteApp } from '../helpers/suite-app';
import { ROLES, openOwnerApp } from './owner-app';
import type { PaymentProvider } from '../../../server/commerce';

/**
 * The test provider, with every refund it was asked for (and its idempotency key). `refusing`
 * makes it reject refunds; `holding` keeps each refund waiting until `release()`, as a slow
 * provider does.
 */
function recordingProvider() {
  const inner = testPaymentProvider();
  const refunds: [string, number | undefined][] = [];
  const keys: (string | undefined)[] = [];
  const waiting: (() => void)[] = [];
  const provider = {
    name: inner.name,
    testMode: inner.testMode,
    charge: (request) => inner.charge(request),
    async refund(chargeId, amountCents, idempotencyKey) {
      if (provider.refusing) throw new Error('refused by the provider');
      if (provider.holding) await new Promise<void>((resolve) => waiting.push(resolve));
      refunds.push([chargeId, amountCents]);
      keys.push(idempotencyKey);
      await inner.refund(chargeId, amountCents);
    },
    refunds,
    keys,
    refusing: false,
    holding: false,
    /** Resolves once a refund waits; `release()` lets every waiting one go on. */
    async heldOne() {
      while (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    release() {
      provider.holding = false;
      for (const go of waiting.splice(0)) go();
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

let serial = 0;
function order(email: string, extra: Partial<NewOrder> = {}): NewOrder {
  serial += 1;
  const n = `${serial}-${Math.random().toString(36).slice(2)}`;
  return {
    id: `order-${n}`,
    cartId: `cart-${n}`,
    email,
    shippingAddress: SHIPPING_ADDRESS,
    ships: true,
    shippingOptionId: 'ship-flat',
    couponCodes: [],
    currency: 'USD',
    subtotalCents: 2000,
    discountCents: 0,
    shippingCents: 500,
    taxCents: 160,
    grandTotalCents: 2660,
    giftCardCents: 0,
    chargedCents: 2660,
    paymentProvider: 'test',
    paymentId: `ch_test_${n}`,
    testMode: true,
    isSubscription: false,
    lines: [
      {
        itemId: 'prod-lamp',
        sku: 'LAMP',
        productName: 'Camp Lamp',
        quantity: 2,
        unitPriceCents: 1000,
        additionalFields: null,
      },
    ],
    ...extra,
  };
}

describe.each(testDatabases())('order refunds and cancellations on $name', ({ open }) => {
  const payments = recordingProvider();
  const t = suiteApp(open, (db) => openOwnerApp(db, { payments }));
  const mailsTo = (to: string) =>
    t.db.query<{ subject: string; text_body: string }>(
      'select subject, text_body from mail_outbox where website_id = $1 and to_address = $2 order by id',
      [t.storeId, to],
    );

  it('refund and cancel need orders.fulfil, a signed-in owner of the site and the crumb', async () => {
    const number = await insertOrder(t.db, t.storeId, order('roles@example.com'));
    const refundsBefore = payments.refunds.length;
    const calls: [string, object][] = [
      [`/api/owner/orders/${number}/refund`, { amountCents: 100, key: 'k-roles' }],
      [`/api/owner/orders/${number}/cancel`, { key: 'k-roles-cancel' }],
    ];
    for (const [path, body] of calls) {
      for (const role of ROLES.filter((r) => !roleCan(r, 'orders.fulfil')))
        expect([role, (await (await t.signedIn(role)).post(path, body)).status]).toEqual([role, 403]);
      expect((await t.visitor().post(path, body)).status).toBe(401);
      // The rival's owner reaches only the rival's orders, which have no such number.
      expect((await t.rival.post(path, body)).status).toBe(404);
      const manager = await t.signedIn('storeManager');
      expect((await manager.post(path, body, { 'X-CSRF-Token': '' })).status).toBe(403);
      expect((await manager.post(path.replace(String(number), '99999'), body)).status).toBe(404);
      expect((await manager.post(path.replace(String(number), 'abc'), body)).status).toBe(404);
    }
    expect(payments.refunds.length).toBe(refundsBefore);
    const [row] = await t.db.query<{ refunded_cents: number; cancelled_at: unknown }>(
      'select refunded_cents, cancelled_at from orders where website_id = $1 and order_number = $2',
      [t.storeId, number],
    );
    expect([Number(row!.refunded_cents), row!.cancelled_at]).toEqual([0, null]);
  });

  it('names the amount field for NaN, negative, fractional, huge and more-than-left amounts', async () => {
    const number = await insertOrder(t.db, t.storeId, order('amounts@example.com'));
    const manager = await t.signedIn('admin');
    const path = `/api/owner/orders/${number}/refund`;
    const bad: unknown[] = ['NaN', null, -500, 0, 1.5, 1e12, Number.MAX_VALUE, '100', [100], { cents: 1 }];
    for (const amountCents of bad) {
      const answer = await manager.post(path, { amountCents, key: `bad-${String(amountCents)}` });
      expect([amountCents, answer.status, Object.keys(answer.body.fieldErrors ?? {})]).toEqual([
        amountCents,
        400,
        ['amountCents'],
      ]);
    }
    expect((await manager.post(path, { key: 'missing' })).body.fieldErrors).toHaveProperty('amountCents');
    // NaN is not JSON: refused as a body, never a 500.
    expect((await manager.post(path, '{"amountCents": NaN, "key": "x"}')).status).toBe(400);
    const tooMuch = await manager.post(path, { amountCents: 2661, key: 'too-much' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fieldErrors).toEqual({ amountCents: 'At most $26.60 is left to refund.' });
    for (const body of [
      { amountCents: 100 },
      { amountCents: 100, key: '' },
      { amountCents: 100, key: 'x'.repeat(101) },
      { amountCents: 100, key: 'k', returnStock: 'yes' },
      { amountCents: 100, key: 'k', reason: 'x'.repeat(501) },
      { amountCents: 100, key: 'k', reason: 'a\u0000b' },
    ]) {
      const answer = await manager.post(path, body);
      expect([body, answer.status]).toEqual([body, 400]);
      expect(Object.keys(answer.body.fieldErrors).length).toBe(1);
    }
    expect((await manager.get(`/api/owner/orders/${number}`)).body).toMatchObject({ refundedCents: 0, changes: [] });
  });

  it('refunds part through the provider, records it, mails the buyer; a repeated key changes nothing', async () => {
    const number = await insertOrder(t.db, t.storeId, order('part@example.com'));
    const manager = await t.signedIn('storeManager');
    const path = `/api/owner/orders/${number}/refund`;
    const before = payments.refunds.length;
    const body = { amountCents: 500, reason: 'The lamp arrived scratched.', key: 'click-1' };
    const first = await manager.post(path, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      applied: true,
      notified: true,
      change: {
        kind: 'refund',
        amountCents: 500,
        stockReturned: false,
        reason: body.reason,
        by: 'storemanager@store.test',
      },
      order: { orderNumber: number, refundedCents: 500, refundableCents: 2160, status: 'partlyRefunded' },
    });
    expect(first.body.order.changes).toEqual([first.body.change]);
    expect(payments.refunds.slice(before)).toEqual([[expect.stringMatching(/^ch_test_/), 500]]);
    const again = await manager.post(path, body);
    expect(again.body).toMatchObject({ applied: false, notified: false, change: first.body.change });
    expect(again.body.order.refundedCents).toBe(500);
    expect(payments.refunds.length).toBe(before + 1);
    const mails = await mailsTo('part@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`A refund for your Owner Test Store order #${number}`);
    expect(mails[0]!.text_body).toContain('We refunded $5.00 to the card you paid with.');
    expect(mails[0]!.text_body).toContain('The lamp arrived scratched.');
    const listed = (await manager.get('/api/owner/orders?status=refunded')).body.orders;
    expect(listed.find((o: { orderNumber: number }) => o.orderNumber === number)).toMatchObject({
      status: 'partlyRefunded',
      refundedCents: 500,
    });
  });

  it('concurrent refunds never give back more than was charged, and a double click refunds once', async () => {
    const number = await insertOrder(t.db, t.storeId, order('race@example.com'));
    const manager = await t.signedIn('admin');
    const path = `/api/owner/orders/${number}/refund`;
    const before = payments.refunds.length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => manager.post(path, { amountCents: 1000, key: `race-${i}` })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 400, 400, 400, 400]);
    for (const a of answers.filter((a) => a.status === 400))
      expect(a.body.fieldErrors).toEqual({ amountCents: 'At most $6.60 is left to refund.' });
    const doubleClick = await Promise.all(
      Array.from({ length: 4 }, () => manager.post(path, { amountCents: 660, key: 'same-click' })),
    );
    expect(doubleClick.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(doubleClick.filter((a) => a.body.applied)).toHaveLength(1);
    const detail = (await manager.get(`/api/owner/orders/${number}`)).body;
    expect(detail).toMatchObject({ refundedCents: 2660, refundableCents: 0, status: 'refunded' });
    expect(detail.changes.map((c: { amountCents: number }) => c.amountCents)).toEqual([1000, 1000, 660]);
    expect(payments.refunds.slice(before).reduce((sum, [, cents]) => sum + (cents ?? 0), 0)).toBe(2660);
    expect((await mailsTo('race@example.com')).length).toBe(3);
    const nothing = await manager.post(path, { amountCents: 1, key: 'after' });
    expect(nothing.body.fieldErrors).toEqual({ amountCents: 'Nothing is left to refund on this order.' });
  });

  it('cancels a checked-out order: refunds what is left, puts the items back when asked, mails the buyer', async () => {
    const buyer = t.visitor();
    expect((await buyer.add('prod-filler-03', 'FILL-03', 2)).status).toBe(200);
    const placed = await buyer.post('/api/commerce/checkout', {
      email: 'cancel@example.com',
      shippingAddress: SHIPPING_ADDRESS,
      shippingOptionId: 'ship-flat',
      paymentToken: 'tok_test_ok',
    });
    expect(placed.status).toBe(200);
    const [{ order_number: number, charged_cents: charged }] = await t.db.query<{
      order_number: number;
      charged_cents: number;
    }>('select order_number, charged_cents from orders where website_id = $1 and email = $2', [
      t.storeId,
      'cancel@example.com',
    ]);
    // Filler 03 starts with 14; the checkout took 2.
    const taken = await stockOf(t.db, t.storeId, 'prod-filler-03', 'FILL-03');
    expect(taken).toBe(12);
    const manager = await t.signedIn('storeManager');
    const detail = (await manager.get(`/api/owner/orders/${number}`)).body;
    expect(detail).toMatchObject({
      status: 'notShipped',
      shippingOptionId: 'ship-flat',
      shippingOptionName: 'Standard',
    });
    await manager.post(`/api/owner/orders/${number}/refund`, { amountCents: 100, key: 'c-part' });
    const cancelled = await manager.post(`/api/owner/orders/${number}/cancel`, {
      returnStock: true,
      reason: 'Out of stock at the warehouse.',
      key: 'c-cancel',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      applied: true,
      change: { kind: 'cancel', amountCents: Number(charged) - 100, stockReturned: true },
      order: { status: 'cancelled', refundedCents: Number(charged), stockReturned: true },
    });
    expect(await stockOf(t.db, t.storeId, 'prod-filler-03', 'FILL-03')).toBe(taken + 2);
    const again = await manager.post(`/api/owner/orders/${number}/cancel`, { returnStock: true, key: 'c-cancel-2' });
    expect(again.status).toBe(409);
    expect(await stockOf(t.db, t.storeId, 'prod-filler-03', 'FILL-03')).toBe(taken + 2);
    const mails = await mailsTo('cancel@example.com');
    const cancelMail = mails.find((m) => m.subject.includes('was cancelled'));
    expect(cancelMail?.subject).toBe(`Your Owner Test Store order #${number} was cancelled`);
    expect(cancelMail?.text_body).toContain('Out of stock at the warehouse.');
    const cancelledList = (await manager.get('/api/owner/orders?status=cancelled')).body.orders;
    expect(cancelledList.map((o: { orderNumber: number }) => o.orderNumber)).toContain(Number(number));
    const open = (await manager.get('/api/owner/orders?status=notShipped')).body.orders;
    expect(open.map((o: { orderNumber: number }) => o.orderNumber)).not.toContain(Number(number));
  });

  it('a refund the provider refuses changes nothing on the order, and the same key can try again', async () => {
    const number = await insertOrder(t.db, t.storeId, order('refused@example.com'));
    const manager = await t.signedIn('admin');
    const stockBefore = await stockOf(t.db, t.storeId, 'prod-lamp', 'LAMP');
    payments.refusing = true;
    try {
      const refused = await manager.post(`/api/owner/orders/${number}/cancel`, { returnStock: true, key: 'try' });
      expect(refused.status).toBe(502);
      expect(refused.body.error).toBe(
        'The payment provider did not accept the refund. Nothing was changed; try again.',
      );
    } finally {
      payments.refusing = false;
    }
    const detail = (await manager.get(`/api/owner/orders/${number}`)).body;
    expect(detail).toMatchObject({ refundedCents: 0, refundableCents: 2660, changes: [] });
    expect(detail.status).not.toBe('cancelled');
    expect(await stockOf(t.db, t.storeId, 'prod-lamp', 'LAMP')).toBe(stockBefore);
    expect(await mailsTo('refused@example.com')).toEqual([]);
    const retried = await manager.post(`/api/owner/orders/${number}/cancel`, { returnStock: true, key: 'try' });
    expect(retried.body).toMatchObject({ applied: true, order: { status: 'cancelled', refundedCents: 2660 } });
    expect(await stockOf(t.db, t.storeId, 'prod-lamp', 'LAMP')).toBe(stockBefore + 2);
  });

  it('holds no lock while the provider works: another change of the order goes ahead, and both are counted', async () => {
    const number = await insertOrder(t.db, t.storeId, order('slow@example.com'));
    const manager = await t.signedIn('admin');
    const path = `/api/owner/orders/${number}/refund`;
    payments.holding = true;
    const slow = manager.post(path, { amountCents: 2000, key: 'slow' });
    try {
      await payments.heldOne();
      // The slow refund's 20.00 is already held: only 6.60 is left to the next one.
      const over = await manager.post(path, { amountCents: 1000, key: 'meanwhile-over' });
      expect(over.body.fieldErrors).toEqual({ amountCents: 'At most $6.60 is left to refund.' });
      const repeat = manager.post(path, { amountCents: 2000, key: 'slow' });
      payments.holding = false;
      const meanwhile = await manager.post(path, { amountCents: 660, key: 'meanwhile' });
      expect(meanwhile.body).toMatchObject({ applied: true, order: { refundedCents: 2660 } });
      payments.release();
      expect((await slow).body).toMatchObject({ applied: true, change: { amountCents: 2000 } });
      // The double click waited for the first and was answered with it.
      expect((await repeat).body).toMatchObject({ applied: false, change: { amountCents: 2000 } });
    } finally {
      payments.release();
    }
    const detail = (await manager.get(`/api/owner/orders/${number}`)).body;
    expect(detail).toMatchObject({ refundedCents: 2660, status: 'refunded' });
    expect(detail.changes.map((c: { amountCents: number }) => c.amountCents).sort()).toEqual([2000, 660]);
  });

  it('finishes a refund that a stopped process left pending, once, with the same idempotency key', async () => {
    const number = await insertOrder(t.db, t.storeId, order('stopped@example.com'));
    const [{ id }] = await t.db.query<{ id: string }>(
      'select id from orders where website_id = $1 and order_number = $2',
      [t.storeId, number],
    );
    // What step 1 leaves when the process stops before the provider answers.
    await t.db.query('update orders set refunded_cents = 700 where website_id = $1 and id = $2', [t.storeId, id]);
    await t.db.query(
      `insert into order_changes (website_id, id, order_id, kind, amount_cents, reason, by_email, request_key, state, created)
       values ($1, 'change-left', $2, 'refund', 700, '', 'owner@store.test', 'left', 'pending', now() - interval '5 minutes')`,
      [t.storeId, id],
    );
    const manager = await t.signedIn('admin');
    expect((await manager.get(`/api/owner/orders/${number}`)).body).toMatchObject({ refundedCents: 700, changes: [] });
    const keysBefore = payments.keys.length;
    const next = await manager.post(`/api/owner/orders/${number}/refund`, { amountCents: 100, key: 'next' });
    expect(next.body).toMatchObject({ applied: true, order: { refundedCents: 800 } });
    expect(payments.keys.slice(keysBefore)).toEqual(['change-left', expect.any(String)]);
    expect(next.body.order.changes.map((c: { amountCents: number }) => c.amountCents)).toEqual([700, 100]);
    expect(await mailsTo('stopped@example.com')).toHaveLength(2);
  });

  it('the background sweep finishes a stale pending refund without a further request, and leaves a young one', async () => {
    const number = await insertOrder(t.db, t.storeId, order('swept@example.com'));
    const [{ id }] = await t.db.query<{ id: string }>(
      'select id from orders where website_id = $1 and order_number = $2',
      [t.storeId, number],
    );
    await t.db.query('update orders set refunded_cents = 900 where website_id = $1 and id = $2', [t.storeId, id]);
    // One left by a stopped process five minutes ago, one still in flight in another process.
    await t.db.query(
      `insert into order_changes (website_id, id, order_id, kind, amount_cents, reason, by_email, request_key, state, created)
       values ($1, 'change-swept', $2, 'refund', 600, '', 'owner@store.test', 'swept', 'pending', now() - interval '5 minutes'),
              ($1, 'change-young', $2, 'refund', 300, '', 'owner@store.test', 'young', 'pending', now())`,
      [t.storeId, id],
    );
    const sweeper = new StaleChangeSweeper({
      db: t.db,
      sites: { all: () => [t.store()] },
      payments,
      mailer: createMailer({ db: t.db, transport: null }),
    });
    const keysBefore = payments.keys.length;
    expect(await sweeper.runOnce()).toBe(1);
    expect(payments.keys.slice(keysBefore)).toEqual(['change-swept']);
    const states = await t.db.query<{ id: string; state: string }>(
      'select id, state from order_changes where website_id = $1 and order_id = $2 order by id',
      [t.storeId, id],
    );
    expect(states).toEqual([
      { id: 'change-swept', state: 'done' },
      { id: 'change-young', state: 'pending' },
    ]);
    expect(await mailsTo('swept@example.com')).toHaveLength(1);
    // A second sweep finds nothing stale: one refund, one mail.
    expect(await sweeper.runOnce()).toBe(0);
    expect(payments.keys.slice(keysBefore)).toEqual(['change-swept']);
    expect(await mailsTo('swept@example.com')).toHaveLength(1);
  });

  it('a shipped order cannot be cancelled; the list filters by shipped and refuses an unknown status', async () => {
    const number = await insertOrder(t.db, t.storeId, order('shipped@example.com'));
    const manager = await t.signedIn('storeManager');
    expect((await manager.post(`/api/owner/orders/${number}/shipment`, { carrier: 'UPS' })).status).toBe(200);
    const refused = await manager.post(`/api/owner/orders/${number}/cancel`, { key: 's-cancel' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('This order has shipped and cannot be cancelled: refund it instead.');
    const shipped = (await manager.get('/api/owner/orders?status=shipped')).body.orders;
    expect(shipped.find((o: { orderNumber: number }) => o.orderNumber === number)?.status).toBe('shipped');
    const notShipped = (await manager.get('/api/owner/orders?status=notShipped')).body.orders;
    expect(notShipped.length).toBeGreaterThan(0);
    for (const o of notShipped) expect([o.shippedOn, o.cancelledOn]).toEqual([null, null]);
    expect(notShipped.map((o: { orderNumber: number }) => o.orderNumber)).not.toContain(number);
    const bogus = await manager.get('/api/owner/orders?status=lost');
    expect(bogus.status).toBe(400);
    expect(Object.keys(bogus.body.fieldErrors)).toEqual(['status']);
  });
});
