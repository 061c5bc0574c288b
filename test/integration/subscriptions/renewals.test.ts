/**
 * Recurring subscriptions over simulated time: two renewal schedulers (on PostgreSQL, each
 * with its own connection pool, as two server processes have) run against one database at
 * every step of an injected clock. Each period renews exactly once, stock is taken, the buyer
 * is mailed, renewals stop after the last cycle, and cancelling stops them.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cycleDate } from '../../../domain';
import { openDatabase } from '../../../server/db';
import { testDatabases } from '../../../server/db/test-databases';
import { createMailer } from '../../../server/mail';
import { ROOT_DIR } from '../../../server/paths';
import { testPaymentProvider } from '../../../server/commerce';
import { RenewalScheduler } from '../../../server/subscriptions';
import { suiteApp } from '../helpers/suite-app';
import { stockOf } from '../commerce/commerce-app';
import { openClubApp, subscribe } from './club-app';
import type { Database } from '../../../server/db';
import type { PaymentProvider } from '../../../server/commerce';
import type { RenewalOutcome } from '../../../server/subscriptions';
import type { AccountOrder } from '../../../domain';

/** A provider that counts charges, so a double renewal would show as a double charge. */
function countingProvider(): PaymentProvider & { charges: string[] } {
  const inner = testPaymentProvider();
  const charges: string[] = [];
  return {
    name: inner.name,
    testMode: true,
    charges,
    async charge(request) {
      charges.push(request.orderId);
      return inner.charge(request);
    },
    refund: inner.refund,
  };
}

/** One scheduler in a child process (renewal-process.ts), run at each of `times`. */
function runScheduler(fixturesDir: string, times: string[]): Promise<RenewalOutcome[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/integration/subscriptions/renewal-process.ts', fixturesDir, ...times],
      {
        cwd: ROOT_DIR,
        env: process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()!))
        : reject(new Error(`scheduler process failed (${code}): ${err}`)),
    );
  });
}

for (const database of testDatabases()) {
  describe(`subscription renewals (${database.name})`, () => {
    const club = suiteApp(database.open, (db) => openClubApp(db));
    let now = new Date();
    const clock = () => now;

    /** Two schedulers as two processes: a second database handle on PostgreSQL, the same PGlite otherwise. */
    async function twoSchedulers(payments: PaymentProvider) {
      const second: Database =
        database.name === 'postgres' ? await openDatabase({ url: process.env.DATABASE_URL }) : club.db;
      const make = (db: Database) =>
        new RenewalScheduler({ db, sites: club.sites, payments, mailer: createMailer({ db, transport: null }), clock });
      return { a: make(club.db), b: make(second), close: () => (second === club.db ? undefined : second.close()) };
    }
    const subscriptionOf = async (orderId: string) =>
      (
        await club.db.query('select * from subscriptions where website_id = $1 and order_id = $2', [
          club.siteId,
          orderId,
        ])
      )[0]!;
    const renewalOrders = async (subscriptionId: string) =>
      club.db.query<{ cart_id: string; grand_total_cents: number; ships: boolean; city: string | null }>(
        `select cart_id, grand_total_cents, ships, shipping_address->>'city' as city from orders where website_id = $1 and kind = 'renewal' and cart_id like $2 order by cart_id`,
        [club.siteId, `renewal:${subscriptionId}:%`],
      );

    it('renews each period exactly once with two schedulers, then stops after the last cycle', async () => {
      const payments = countingProvider();
      const { a, b, close } = await twoSchedulers(payments);
      try {
        const buyer = club.visitor();
        const stockBefore = await stockOf(club.db, club.siteId, 'prod-coffee', 'COFFEE');
        const placed = await subscribe(buyer, 'prod-coffee', 'COFFEE', { email: 'coffee@example.com' });
        expect(placed.status).toBe(200);
        expect(placed.body.isSubscription).toBe(true);
        const sub = await subscriptionOf(placed.body.id);
        expect(sub).toMatchObject({
          period_value: 1,
          period_unit: 'MONTH',
          num_billing_cycles: 3,
          cycles_paid: 1,
          status: 'active',
        });
        const start = new Date(sub.started_at as string);

        // Nothing is due before the first period ends, however often the schedulers run.
        now = new Date(cycleDate(start, { value: 1, unit: 'MONTH' }, 1).getTime() - 60_000);
        expect([...(await a.runOnce()), ...(await b.runOnce())]).toEqual([]);

        for (const cycle of [2, 3]) {
          now = new Date(cycleDate(start, { value: 1, unit: 'MONTH' }, cycle - 1).getTime() + 60_000);
          // Both at once, then both again: still one renewal of this period.
          const runs = (await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]))
            .flat()
            .filter((r) => r.subscriptionId === sub.id);
          expect(runs.map((r) => [r.cycle, r.outcome])).toEqual([[cycle, 'renewed']]);
        }
        // A year later: the plan of 3 cycles is over.
        now = new Date(start.getTime() + 400 * 86_400_000);
        expect(
          (await Promise.all([a.runOnce(), b.runOnce()])).flat().filter((r) => r.subscriptionId === sub.id),
        ).toEqual([]);

        // Each period's box ships, to where the first order's went.
        expect(
          (await renewalOrders(String(sub.id))).map((o) => [o.cart_id, Number(o.grand_total_cents), o.ships, o.city]),
        ).toEqual([
          [`renewal:${sub.id}:2`, 1800, true, 'Albany'],
          [`renewal:${sub.id}:3`, 1800, true, 'Albany'],
        ]);
        expect(payments.charges).toHaveLength(2);
        expect(await subscriptionOf(placed.body.id)).toMatchObject({
          cycles_paid: 3,
          status: 'completed',
          next_renewal_at: null,
        });
        expect(await stockOf(club.db, club.siteId, 'prod-coffee', 'COFFEE')).toBe(stockBefore - 3);
        const mails = await club.db.query<{ subject: string }>(
          'select subject from mail_outbox where website_id = $1 and to_address = $2 order by id',
          [club.siteId, 'coffee@example.com'],
        );
        // The order's confirmation, then one renewal notice (the site's template) per renewal.
        expect(mails.map((m) => m.subject)).toEqual([
          'Your Club Test Shop order #1001',
          'Your Coffee Club subscription has renewed',
          'Your Coffee Club subscription has renewed',
        ]);
      } finally {
        await close();
      }
    });

    it('cancelling from the account stops renewals; another account cannot cancel it', async () => {
      const { a, b, close } = await twoSchedulers(countingProvider());
      try {
        const member = await club.member();
        const placed = await subscribe(member.browser, 'prod-member-monthly', 'MEMBER-MONTH', {
          email: member.email,
          headers: { 'X-Siteuser-Xsrf-Token': member.xsrfToken },
        });
        expect(placed.status).toBe(200);
        const sub = await subscriptionOf(placed.body.id);
        expect(sub.site_user_id).not.toBeNull();
        const list = await member.call('GET', '/api/site-users/account/subscriptions');
        expect(list.status).toBe(200);
        expect(list.body.subscriptions).toEqual([
          expect.objectContaining({
            id: sub.id,
            productName: 'Monthly Membership',
            status: 'active',
            cancellable: true,
            planText: '$5.00 every month',
          }),
        ]);

        const stranger = await club.member();
        expect((await stranger.call('POST', `/api/site-users/account/subscriptions/${sub.id}/cancel`)).status).toBe(
          404,
        );
        expect((await member.browser.post(`/api/site-users/account/subscriptions/${sub.id}/cancel`)).status).toBe(403);

        const cancelled = await member.call('POST', `/api/site-users/account/subscriptions/${sub.id}/cancel`);
        expect(cancelled.status).toBe(200);
        expect(cancelled.body.subscription).toMatchObject({
          status: 'cancelled',
          dateText: expect.stringMatching(/^Access until /),
          cancellable: false,
        });
        expect((await member.call('POST', `/api/site-users/account/subscriptions/${sub.id}/cancel`)).status).toBe(409);

        now = new Date(new Date(sub.started_at as string).getTime() + 100 * 86_400_000);
        expect(
          (await Promise.all([a.runOnce(), b.runOnce()])).flat().filter((r) => r.subscriptionId === sub.id),
        ).toEqual([]);
        expect(await renewalOrders(String(sub.id))).toEqual([]);
      } finally {
        await close();
      }
    });

    it("lists a subscription's first order and each renewal in the buyer's account, marked; no other account lists them", async () => {
      const { a, close } = await twoSchedulers(countingProvider());
      try {
        const member = await club.member();
        const headers = { 'X-Siteuser-Xsrf-Token': member.xsrfToken };
        // An order from the account's cart, then the subscription.
        await member.browser.post(
          '/api/commerce/shopping-cart/entries',
          { itemId: 'prod-member-lifetime', sku: 'MEMBER-LIFE', quantity: 1, additionalFields: null },
          headers,
        );
        const bought = await member.browser.post(
          '/api/commerce/checkout',
          { email: member.email, paymentToken: 'tok_test_ok' },
          headers,
        );
        expect(bought.status).toBe(200);
        const placed = await subscribe(member.browser, 'prod-coffee', 'COFFEE', { email: member.email, headers });
        expect(placed.status).toBe(200);
        const sub = await subscriptionOf(placed.body.id);
        now = new Date(
          cycleDate(new Date(sub.started_at as string), { value: 1, unit: 'MONTH' }, 1).getTime() + 60_000,
        );
        expect((await a.runOnce()).filter((r) => r.subscriptionId === sub.id).map((r) => r.outcome)).toEqual([
          'renewed',
        ]);
        const [renewal] = await club.db.query<{ order_number: number }>(
          `select order_number from orders where website_id = $1 and cart_id = $2`,
          [club.siteId, `renewal:${sub.id}:2`],
        );

        const account = await member.call('GET', '/api/site-users/account');
        expect(account.status).toBe(200);
        expect(
          account.body.orders.map((o: AccountOrder) => [o.orderNumber, o.items[0]!.productName, o.subscription]),
        ).toEqual([
          [Number(renewal!.order_number), 'Coffee Club', { id: sub.id, renewal: true }],
          [placed.body.orderNumber, 'Coffee Club', { id: sub.id, renewal: false }],
          [bought.body.orderNumber, 'Lifetime Membership', null],
        ]);
        // The account page marks them, each linking to the subscription in its list.
        const html = await (await member.browser.request('GET', '/account', undefined, { Accept: 'text/html' })).text();
        expect(html).toContain(`id="subscription-${sub.id}"`);
        expect(html).toContain(`<a class="account-order-kind" href="#subscription-${sub.id}">Subscription renewal</a>`);
        expect(html).toContain(`<a class="account-order-kind" href="#subscription-${sub.id}">Subscription</a>`);

        const stranger = await club.member();
        expect((await stranger.call('GET', '/api/site-users/account')).body.orders).toEqual([]);
      } finally {
        await close();
      }
    });

    it('stops a subscription whose stock runs out or whose card is declined, and tells the buyer', async () => {
      const { a, close } = await twoSchedulers(countingProvider());
      try {
        // Two in stock: the checkout takes one, the first renewal the other, the second finds none.
        const placed = await subscribe(club.visitor(), 'prod-tea', 'TEA', { email: 'tea@example.com' });
        expect(placed.status).toBe(200);
        const sub = await subscriptionOf(placed.body.id);
        const start = new Date(sub.started_at as string);
        now = new Date(cycleDate(start, { value: 2, unit: 'WEEK' }, 1).getTime() + 1000);
        expect((await a.runOnce()).filter((r) => r.subscriptionId === sub.id).map((r) => r.outcome)).toEqual([
          'renewed',
        ]);
        now = new Date(cycleDate(start, { value: 2, unit: 'WEEK' }, 2).getTime() + 1000);
        expect((await a.runOnce()).filter((r) => r.subscriptionId === sub.id).map((r) => r.outcome)).toEqual([
          'stopped',
        ]);
        expect(await subscriptionOf(placed.body.id)).toMatchObject({
          status: 'stopped',
          stop_reason: 'the product is out of stock.',
          cycles_paid: 2,
        });
        const mails = await club.db.query<{ subject: string }>(
          'select subject from mail_outbox where website_id = $1 and to_address = $2 order by id',
          [club.siteId, 'tea@example.com'],
        );
        expect(mails.at(-1)?.subject).toBe('Your Tea Club subscription has stopped');
      } finally {
        await close();
      }

      const declining: PaymentProvider = {
        ...testPaymentProvider(),
        async charge() {
          return { ok: false, message: 'Your card was declined. Please use another card.' };
        },
      };
      const scheduler = new RenewalScheduler({
        db: club.db,
        sites: club.sites,
        payments: declining,
        mailer: createMailer({ db: club.db, transport: null }),
        clock,
      });
      const placed = await subscribe(club.visitor(), 'prod-coffee', 'COFFEE', { email: 'declined@example.com' });
      const sub = await subscriptionOf(placed.body.id);
      const stock = await stockOf(club.db, club.siteId, 'prod-coffee', 'COFFEE');
      now = new Date(cycleDate(new Date(sub.started_at as string), { value: 1, unit: 'MONTH' }, 1).getTime() + 1000);
      expect((await scheduler.runOnce()).filter((r) => r.subscriptionId === sub.id).map((r) => r.outcome)).toEqual([
        'stopped',
      ]);
      expect(await subscriptionOf(placed.body.id)).toMatchObject({
        status: 'stopped',
        stop_reason: 'Your card was declined. Please use another card.',
      });
      expect(await stockOf(club.db, club.siteId, 'prod-coffee', 'COFFEE')).toBe(stock);
    });

    it('refuses a subscription whose product has no usable plan, and keeps no order', async () => {
      const answer = await subscribe(club.visitor(), 'prod-broken', 'BROKEN');
      expect(answer.status).toBe(422);
      expect(answer.body.error).toBe('This subscription has no billing plan. Please contact the store.');
      const orders = await club.db.query(
        `select 1 from order_lines where website_id = $1 and item_id = 'prod-broken'`,
        [club.siteId],
      );
      expect(orders).toEqual([]);
    });

    // Two real processes need a server: the embedded database lives inside one process.
    // Two real processes need a server: the embedded database lives inside one process.
    if (database.name === 'postgres') {
      it('two scheduler processes renew each period of each subscription exactly once', {
        timeout: 120_000,
      }, async () => {
        // A store of its own: fresh stock, and no subscription of the tests above.
        const shop = await openClubApp(club.db);
        try {
          const placed = [];
          // Three: the 10 bags in stock cover their 3 × 3 cycles.
          for (let n = 0; n < 3; n++)
            placed.push(
              await subscribe(shop.visitor(), 'prod-coffee', 'COFFEE', { email: `two-processes-${n}@example.com` }),
            );
          expect(placed.map((p) => p.status)).toEqual([200, 200, 200]);
          const subs = await shop.db.query<{ id: string; started_at: string }>(
            'select id, started_at from subscriptions where website_id = $1',
            [shop.siteId],
          );
          const start = new Date(Math.max(...subs.map((s) => new Date(s.started_at).getTime())));
          // Each month twice (both processes race on each), then long after the plan of 3 cycles ended.
          const times = [1, 1, 2, 2, 12].map((months) =>
            new Date(cycleDate(start, { value: 1, unit: 'MONTH' }, months).getTime() + 60_000).toISOString(),
          );
          const dir = shop.sites.options.fixturesDir;
          const [a, b] = await Promise.all([runScheduler(dir, times), runScheduler(dir, times)]);
          const renewed = [...a, ...b]
            .filter((r) => r.outcome === 'renewed')
            .map((r) => `${r.subscriptionId}:${r.cycle}`)
            .sort();
          expect(renewed).toEqual(subs.flatMap((s) => [`${s.id}:2`, `${s.id}:3`]).sort());
          const orders = await shop.db.query<{ n: number }>(
            `select count(*)::int as n from orders where website_id = $1 and kind = 'renewal'`,
            [shop.siteId],
          );
          expect(Number(orders[0]!.n)).toBe(6);
          expect(await stockOf(shop.db, shop.siteId, 'prod-coffee', 'COFFEE')).toBe(1);
        } finally {
          await shop.close();
        }
      });
    }
  });
}
