/**
 * The demo store's seeded trade (server/demo-store/): on a fresh database the demo orders are
 * placed through checkout with the test provider, with their honest past times, the fulfilled,
 * partly refunded and cancelled ones as the owner left them, the member's subscription and
 * membership, each buyer's visit for Analytics; stock moves as real orders move it and the
 * sold-out variants stay sold out; a second run places nothing.
 */
import { describe, expect, it } from 'vitest';
import { testPaymentProvider } from '../../../server/commerce/payments/test-provider';
import { freshSiteId, testDatabases } from '../../../server/db/test-databases';
import { DEMO_MEMBER, DEMO_ORDERS, DEMO_ORDERS_SITE, seedDemoOrders } from '../../../server/demo-store';
import { seedStock } from '../../../server/inventory/stock-store';
import { stockRows } from '../../../server/inventory/stock-rows';
import { verifyPassword } from '../../../server/lock/password';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../../server/paths';
import { createSiteUser, findSiteUserByEmail } from '../../../server/site-users/accounts';
import { readAccountView } from '../../../server/site-users/account-view';
import { siteLanguage } from '../../../domain';
import { siteWith } from '../../../server/sites/site-caches';
import { SiteRegistry } from '../../../server/sites/site-registry';
import { heldAt, membershipGrants } from '../../../server/subscriptions/records';
import { listOwnerSubscriptions } from '../../../server/subscriptions/owner-subscriptions';
import { analyticsSummary } from '../../../server/tracking/summary';
import { suiteApp } from '../helpers/suite-app';
import type { Database } from '../../../server/db';
import type { Site } from '../../../server/sites/types';

const NOW = new Date('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;

type StockKey = string;
const stockOf = async (db: Database, siteId: string) =>
  new Map(
    (
      await db.query<{ item_id: string; sku: string; qty_in_stock: number; unlimited: boolean }>(
        'select item_id, sku, qty_in_stock, unlimited from stock where website_id = $1',
        [siteId],
      )
    ).map((r): [StockKey, { qty: number; unlimited: boolean }] => [
      `${r.item_id} ${r.sku}`,
      { qty: Number(r.qty_in_stock), unlimited: Boolean(r.unlimited) },
    ]),
  );

/** The demo site under a fresh id, its fixture stock, and the first seeding's outcome. */
interface Seeded {
  site: Site;
  before: Awaited<ReturnType<typeof stockOf>>;
  placed: number;
  warnings: string[];
  again(): Promise<number>;
  close?(): Promise<void>;
}

for (const database of testDatabases()) {
  describe(`demo orders (${database.name})`, () => {
    const suite = suiteApp<Seeded>(database.open, async (db) => {
      const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
      // The demo site under an id of its own: a shared server holds other runs' demo rows.
      const site: Site = siteWith(sites.byId(DEMO_ORDERS_SITE)!, { id: freshSiteId('demo') });
      await seedStock(db, site.id, stockRows(site));
      const before = await stockOf(db, site.id);
      const warnings: string[] = [];
      const log = { info() {}, warn: (m: string) => warnings.push(m), error: (m: string) => warnings.push(m) };
      const deps = { db, payments: testPaymentProvider(), secret: 'test-secret', log, now: NOW };
      const placed = await seedDemoOrders(deps, site);
      return { site, before, placed, warnings, again: () => seedDemoOrders(deps, site) };
    });
    const orders = () =>
      suite.db.query(
        `select id, order_number, email, created, subtotal_cents, discount_cents, shipping_cents, tax_cents, grand_total_cents,
           gift_card_cents, charged_cents, refunded_cents, payment_provider, test_mode, is_subscription, shipped_at,
           cancelled_at, stock_returned_at
         from orders where website_id = $1 order by order_number`,
        [suite.site.id],
      );

    it('places every demo order through checkout, at the time each was placed, with example addresses', async () => {
      expect(suite.warnings).toEqual([]);
      expect(suite.placed).toBe(DEMO_ORDERS.length);
      const rows = await orders();
      expect(rows).toHaveLength(DEMO_ORDERS.length);
      for (const [index, row] of rows.entries()) {
        const planned = DEMO_ORDERS[index]!;
        expect(String(row.email)).toBe(planned.email);
        expect(String(row.email)).toMatch(/@example\.(com|test)$/);
        expect(new Date(row.created as string).getTime()).toBe(NOW.getTime() - planned.hoursAgo * HOUR);
        expect(row.payment_provider).toBe('test');
        expect(row.test_mode).toBe(true);
      }
      // Spread over the last two weeks, oldest first.
      expect(new Date(rows[0]!.created as string).getTime()).toBeGreaterThan(NOW.getTime() - 14 * 24 * HOUR);
    });

    it('leaves one fulfilled, one shipped and partly refunded, one cancelled with its stock back', async () => {
      const rows = await orders();
      const shipped = rows.filter((r) => r.shipped_at && Number(r.refunded_cents) === 0);
      const partRefunded = rows.filter((r) => Number(r.refunded_cents) > 0 && !r.cancelled_at);
      const cancelled = rows.filter((r) => r.cancelled_at);
      expect(shipped).toHaveLength(1);
      // Shipped the day after it was placed, as the demo order says.
      const planned = DEMO_ORDERS.find((o) => o.email === shipped[0]!.email)!;
      const hoursLater =
        planned.afterwards && 'shipped' in planned.afterwards ? planned.afterwards.shipped.hoursLater : 0;
      expect(new Date(shipped[0]!.shipped_at as string).getTime()).toBe(
        new Date(shipped[0]!.created as string).getTime() + hoursLater * HOUR,
      );
      expect(hoursLater).toBeGreaterThan(0);
      expect(partRefunded).toHaveLength(1);
      expect(Number(partRefunded[0]!.refunded_cents)).toBeLessThan(Number(partRefunded[0]!.charged_cents));
      expect(cancelled).toHaveLength(1);
      expect(Number(cancelled[0]!.refunded_cents)).toBe(Number(cancelled[0]!.charged_cents));
      expect(cancelled[0]!.stock_returned_at).toBeTruthy();
      const changes = await suite.db.query(
        'select kind, state, by_email from order_changes where website_id = $1 order by kind',
        [suite.site.id],
      );
      expect(changes.map((c) => [c.kind, c.state, c.by_email])).toEqual([
        ['cancel', 'done', 'owner@northwind.test'],
        ['refund', 'done', 'owner@northwind.test'],
      ]);
    });

    it("keeps each order's totals whole: lines make the subtotal, the parts the total, the charge the rest", async () => {
      for (const row of await orders()) {
        const lines = await suite.db.query<{ quantity: number; unit_price_cents: number }>(
          'select quantity, unit_price_cents from order_lines where website_id = $1 and order_id = $2',
          [suite.site.id, row.id],
        );
        const subtotal = lines.reduce((sum, l) => sum + Number(l.quantity) * Number(l.unit_price_cents), 0);
        expect(Number(row.subtotal_cents)).toBe(subtotal);
        expect(Number(row.grand_total_cents)).toBe(
          subtotal - Number(row.discount_cents) + Number(row.shipping_cents) + Number(row.tax_cents),
        );
        expect(Number(row.charged_cents)).toBe(Number(row.grand_total_cents) - Number(row.gift_card_cents));
        expect(Number(row.charged_cents)).toBeGreaterThan(0);
      }
      // The New York order carries sales tax and the TRAIL10 discount.
      const ny = (await orders()).find((r) => r.email === 'daniel.ortiz@example.com')!;
      expect(Number(ny.tax_cents)).toBeGreaterThan(0);
      expect(Number(ny.discount_cents)).toBeGreaterThan(0);
    });

    it('takes stock as orders do, gives the cancelled one back, and leaves plenty to buy and the sold-out sold out', async () => {
      const after = await stockOf(suite.db, suite.site.id);
      const kept = await suite.db.query<{ item_id: string; sku: string; quantity: number }>(
        `select l.item_id, l.sku, sum(l.quantity)::int as quantity from order_lines l
         join orders o on o.website_id = l.website_id and o.id = l.order_id
         where l.website_id = $1 and o.stock_returned_at is null group by 1, 2`,
        [suite.site.id],
      );
      const taken = new Map(kept.map((r) => [`${r.item_id} ${r.sku}`, Number(r.quantity)]));
      let bought = 0;
      for (const [key, was] of suite.before) {
        const now = after.get(key)!;
        if (was.unlimited) {
          expect(now).toEqual(was);
          continue;
        }
        expect(now.qty, key).toBe(was.qty - (taken.get(key) ?? 0));
        if (taken.has(key)) {
          bought++;
          expect(now.qty, `${key} keeps stock for a visitor`).toBeGreaterThan(2);
        }
        // The restock sign-up demos: what the fixtures sell out stays sold out.
        if (was.qty === 0) expect(now.qty, key).toBe(0);
      }
      expect(bought).toBeGreaterThan(2);
    });

    it('starts the member’s subscription with its membership, open to the member who can sign in', async () => {
      const { subscriptions } = await listOwnerSubscriptions(suite.db, suite.site, {});
      expect(subscriptions).toHaveLength(1);
      expect(subscriptions[0]).toMatchObject({ email: DEMO_MEMBER.email, status: 'active' });
      const member = await findSiteUserByEmail(suite.db, suite.site.id, DEMO_MEMBER.email);
      expect(await verifyPassword(DEMO_MEMBER.password, member!.passwordHash)).toBe(true);
      const grants = await membershipGrants(suite.db, suite.site.id, member!.id);
      expect([...heldAt(grants, new Date())]).toEqual(['prod-trail-club-monthly']);
      const [sub] = await suite.db.query(
        'select started_at, next_renewal_at from subscriptions where website_id = $1',
        [suite.site.id],
      );
      const planned = DEMO_ORDERS.find((o) => o.subscription)!;
      expect(new Date(sub!.started_at as string).getTime()).toBe(NOW.getTime() - planned.hoursAgo * HOUR);
      // A month from the start: not due while the demo is tried.
      expect(new Date(sub!.next_renewal_at as string).getTime()).toBeGreaterThan(NOW.getTime());
    });

    it("lists the member's Trail Club order in their account, marked as a subscription, in the page's language; another buyer's account does not", async () => {
      const member = await findSiteUserByEmail(suite.db, suite.site.id, DEMO_MEMBER.email);
      const [subscription] = (await listOwnerSubscriptions(suite.db, suite.site, {})).subscriptions;
      const french = await readAccountView(suite.db, suite.site, member!.id, DEMO_MEMBER.email, siteLanguage('fr-FR'));
      expect(french.orders).toEqual([
        expect.objectContaining({
          items: [{ productName: 'Adhésion au Trail Club (mensuelle)', quantity: 1 }],
          subscription: { id: subscription!.id, renewal: false },
        }),
      ]);
      // The subscription too: the product's French title, the plan in French words, and every
      // date as French pages write them (the site's New York time zone: placed 6 days before NOW).
      expect(french.subscriptions).toEqual([
        expect.objectContaining({
          id: subscription!.id,
          productName: 'Adhésion au Trail Club (mensuelle)',
          statusText: 'Actif',
          dateText: 'Renouvellement le 14 déc. 2026',
        }),
      ]);
      expect(french.subscriptions[0]!.planText).toMatch(/ par mois$/);
      expect(french.orders[0]!.placedText).toBe('14 nov. 2026');
      const german = await readAccountView(suite.db, suite.site, member!.id, DEMO_MEMBER.email, siteLanguage('de-DE'));
      expect(german.orders[0]!.placedText).toBe('14.11.2026');
      expect(german.subscriptions[0]!.dateText).toMatch(/14\.12\.2026$/);
      expect(german.subscriptions[0]!.productName).not.toBe('Trail Club membership (monthly)');
      const english = await readAccountView(suite.db, suite.site, member!.id, DEMO_MEMBER.email);
      expect(english.orders.map((o) => o.items[0]!.productName)).toEqual(['Trail Club membership (monthly)']);
      expect(english.orders[0]!.placedText).toBe('Nov 14, 2026');
      expect(english.subscriptions).toEqual([
        expect.objectContaining({
          productName: 'Trail Club membership (monthly)',
          planText: expect.stringMatching(/ every month$/),
          dateText: 'Renews on Dec 14, 2026',
        }),
      ]);

      // A buyer of the demo with an account of their own (made after their guest order) sees none of it.
      const other = await createSiteUser(suite.db, suite.site.id, 'maya.chen@example.com', 'not-a-real-hash');
      const theirs = await readAccountView(suite.db, suite.site, other!.id, 'maya.chen@example.com');
      expect(theirs.orders).toEqual([]);
      expect(theirs.subscriptions).toEqual([]);
    });

    it("keeps the mail to the buyers in the outbox, never sent, marked as the demo store's", async () => {
      const mails = await suite.db.query<{ to_address: string; delivered_at: unknown; kept_reason: string | null }>(
        'select to_address, delivered_at, kept_reason from mail_outbox where website_id = $1',
        [suite.site.id],
      );
      expect(mails.length).toBeGreaterThanOrEqual(DEMO_ORDERS.length);
      for (const mail of mails) {
        expect(mail.to_address).toMatch(/@(example\.com|northwind\.test)$/);
        expect(mail).toMatchObject({ delivered_at: null, kept_reason: 'demo-store' });
      }
    });

    it("records each buyer's visit before their order, so Analytics counts visits, product views and adds", async () => {
      const summary = await analyticsSummary(suite.db, suite.site.id, {
        from: '2026-11-01',
        to: '2026-11-20',
        timeZone: 'UTC',
      });
      const lines = DEMO_ORDERS.flatMap((o) => o.lines);
      expect(summary.totals).toMatchObject({
        orders: DEMO_ORDERS.length,
        visits: DEMO_ORDERS.length,
        uniqueVisitors: DEMO_ORDERS.length,
        productViews: lines.length,
        productViewVisits: DEMO_ORDERS.length,
        conversionRate: 1,
      });
      // One add per line bought through the cart (a subscription has a cart of its own).
      const adds = summary.topProductsAddedToCart.reduce((sum, p) => sum + p.adds, 0);
      expect(adds).toBe(DEMO_ORDERS.filter((o) => !o.subscription).flatMap((o) => o.lines).length);
      expect(summary.days.filter((d) => d.visits > 0).length).toBe(DEMO_ORDERS.length);
      // Each visit ends in the minutes before an order, never after it.
      const unordered = await suite.db.query(
        `select count(*)::int as n from (
           select max(created_at) as last from tracking_hits where website_id = $1 group by visit_id) v
         where not exists (select 1 from orders o where o.website_id = $1
           and o.created >= v.last and o.created < v.last + interval '30 minutes')`,
        [suite.site.id],
      );
      expect(Number(unordered[0]!.n)).toBe(0);
    });

    it('places nothing on a second run: the site has orders', async () => {
      const stock = await stockOf(suite.db, suite.site.id);
      expect(await suite.again()).toBe(0);
      expect(await orders()).toHaveLength(DEMO_ORDERS.length);
      expect(await stockOf(suite.db, suite.site.id)).toEqual(stock);
    });
  });
}
