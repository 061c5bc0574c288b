/**
 * Owners manage subscriptions (/config/subscriptions): the site's list and one subscription with
 * its orders, cancelling at the end of the paid period (the membership stays open until then)
 * or now (the member area closes on the next page), cancelling or fully refunding the order that
 * started one ends it now while a partial refund does not, and the roles that manage orders are
 * the ones that manage subscriptions. Another site's subscription is a 404.
 */
import { describe, expect, it, vi } from 'vitest';
import { roleCan, type WebsiteRoleName } from '../../../domain/website-roles';
import { freshSiteId, testDatabases } from '../../../server/db/test-databases';
import { saveOwner } from '../../../server/owner/accounts';
import { insertSubscription } from '../../../server/subscriptions/records';
import { Visitor } from '../commerce/commerce-app';
import { outbox } from '../site-users/site-user-app';
import { suiteApp } from '../helpers/suite-app';
import { HOST, monthlyMember, openClubApp, subscribe } from './club-app';
import type { OwnerSubscription, SubscriptionDetail } from '../../../domain';

const PASSWORD = 'correct horse battery';
const API = '/api/owner/subscriptions';
/** A role that reads orders only, one that manages them, one that sees none. */
const ROLES: WebsiteRoleName[] = ['admin', 'storeManager', 'reporting', 'editor'];

for (const database of testDatabases()) {
  describe(`owner subscriptions (${database.name})`, () => {
    const club = suiteApp(database.open, async (db) => {
      const app = await openClubApp(db);
      for (const role of ROLES)
        await saveOwner(db, app.siteId, { email: `${role}@club.test`, password: PASSWORD, role });
      return app;
    });
    const owner = async (role: WebsiteRoleName) => {
      const browser = new Visitor(club.app, HOST);
      const answer = await browser.post('/api/owner/session', { email: `${role}@club.test`, password: PASSWORD });
      if (answer.status !== 200) throw new Error(`sign-in of ${role} answered ${answer.status}`);
      return browser;
    };
    const membersPage = async (browser: Visitor) =>
      (await browser.request('GET', '/members', undefined, { Accept: 'text/html' })).status;

    /** A member by monthly subscription, the member area open to them. */
    const subscribedMember = async () => {
      const subscribed = await monthlyMember(club);
      expect(await membersPage(subscribed.member.browser)).toBe(200);
      return subscribed;
    };
    const detail = async (id: string): Promise<SubscriptionDetail> => {
      const answer = await (await owner('admin')).get(`${API}/${id}`);
      expect(answer.status).toBe(200);
      return answer.body;
    };

    it('lists the site’s subscriptions newest first with plan, status, dates and membership; filters by status', async () => {
      const { member, id, orderNumber } = await subscribedMember();
      const admin = await owner('admin');
      const list = await admin.get(API);
      expect(list.status).toBe(200);
      const first: OwnerSubscription = list.body.subscriptions[0];
      expect(first).toMatchObject({
        id,
        email: member.email,
        productName: 'Monthly Membership',
        status: 'active',
        orderNumber,
        endsOn: null,
        cancellable: true,
        membership: { itemId: 'prod-member-monthly', areaTitle: "Members' corner", open: true, openUntil: null },
      });
      expect(first.planText).toMatch(/month/i);
      expect(Date.parse(first.nextRenewalOn!)).toBeGreaterThan(Date.parse(first.startedOn));
      // A subscription that is not a membership has none.
      await subscribe(club.visitor(), 'prod-coffee', 'COFFEE', { email: 'coffee@example.com' });
      const coffee = (await admin.get(`${API}?q=coffee%40example`)).body.subscriptions;
      expect(coffee.map((s: OwnerSubscription) => [s.productName, s.membership])).toEqual([['Coffee Club', null]]);

      const one = await detail(id);
      expect(one.orders).toEqual([expect.objectContaining({ orderNumber, cycle: 1 })]);
      expect(
        (await admin.get(`${API}?status=cancelled`)).body.subscriptions.map((s: OwnerSubscription) => s.id),
      ).not.toContain(id);
      expect(
        (await admin.get(`${API}?status=active`)).body.subscriptions.map((s: OwnerSubscription) => s.id),
      ).toContain(id);
      const bad = await admin.get(`${API}?status=paused`);
      expect([bad.status, Object.keys(bad.body.fieldErrors)]).toEqual([400, ['status']]);
      const badCursor = await admin.get(`${API}?cursor=nope`);
      expect([badCursor.status, Object.keys(badCursor.body.fieldErrors)]).toEqual([400, ['cursor']]);
      // The order names the subscription it started, which its cancellation or full refund ends.
      const order = await admin.get(`/api/owner/orders/${orderNumber}`);
      expect(order.body.startedSubscription).toEqual({ id, status: 'active', endsWithOrder: true });
    });

    it('cancelled at the period end: no more renewals, the member area stays open until then, the buyer is mailed', async () => {
      const { member, id } = await subscribedMember();
      // The month paid for ends in a minute: the clock cannot move a month, the member's sign-in would end first.
      await club.db.query('update subscriptions set paid_through = $3 where website_id = $1 and id = $2', [
        club.siteId,
        id,
        new Date(Date.now() + 60_000),
      ]);
      const manager = await owner('storeManager');
      const answer = await manager.post(`${API}/${id}/cancel`, { when: 'periodEnd' });
      expect(answer.status).toBe(200);
      const s: SubscriptionDetail = answer.body.subscription;
      expect(answer.body.notified).toBe(true);
      expect(s).toMatchObject({ status: 'cancelled', nextRenewalOn: null, cancelledBy: 'storemanager@club.test' });
      expect(s.endsOn).toBe(s.paidThrough);
      expect(s.membership).toMatchObject({ open: true, openUntil: s.paidThrough });
      expect(s.cancellable).toBe(true);
      const [row] = await club.db.query<{ next_renewal_at: unknown }>(
        'select next_renewal_at from subscriptions where website_id = $1 and id = $2',
        [club.siteId, id],
      );
      expect(row!.next_renewal_at).toBeNull();
      expect((await outbox(club.db, club.siteId, member.email)).map((m) => m.subject)).toContain(
        'Your Monthly Membership subscription is cancelled',
      );
      expect(await membersPage(member.browser)).toBe(200);
      // The buyer's account says until when it is paid.
      const [mine] = (await member.call('GET', '/api/site-users/account/subscriptions')).body.subscriptions;
      expect(mine).toMatchObject({ status: 'cancelled', cancellable: false });
      expect(mine.dateText).toMatch(/^Access until /);
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.parse(s.paidThrough) - 1000);
        expect(await membersPage(member.browser)).toBe(200);
        // The paid period over, still signed in: closed by the clock, and offered the memberships.
        vi.setSystemTime(Date.parse(s.paidThrough) + 1000);
        const closed = await member.browser.request('GET', '/members', undefined, { Accept: 'text/html' });
        expect(closed.status).toBe(403);
        expect(await closed.text()).toContain('Become one with a membership');
      } finally {
        vi.useRealTimers();
      }
      // Cancelling it now as well closes the area at once, and the buyer is not mailed twice.
      const now = await manager.post(`${API}/${id}/cancel`, { when: 'now' });
      expect([now.status, now.body.notified, now.body.subscription.membership.open]).toEqual([200, false, false]);
      expect(await membersPage(member.browser)).toBe(403);
      expect(
        (await outbox(club.db, club.siteId, member.email)).filter((m) => /cancelled/.test(m.subject)),
      ).toHaveLength(1);
      expect((await manager.post(`${API}/${id}/cancel`, { when: 'now' })).status).toBe(409);
    });

    it('cancelled now: the member area closes on the very next page', async () => {
      const { member, id } = await subscribedMember();
      const admin = await owner('admin');
      for (const body of [{}, { when: 'later' }, { when: ['now'] }]) {
        const bad = await admin.post(`${API}/${id}/cancel`, body);
        expect([bad.status, Object.keys(bad.body.fieldErrors ?? {})]).toEqual([400, ['when']]);
      }
      expect(await membersPage(member.browser)).toBe(200);
      const answer = await admin.post(`${API}/${id}/cancel`, { when: 'now' });
      expect(answer.body.subscription).toMatchObject({
        status: 'cancelled',
        cancellable: false,
        membership: { open: false, openUntil: null },
      });
      expect(await membersPage(member.browser)).toBe(403);
      expect((await admin.post(`${API}/${id}/cancel`, { when: 'periodEnd' })).status).toBe(409);
    });

    it('cancelling the order that started it ends it now and closes the membership', async () => {
      const { member, id, orderNumber } = await subscribedMember();
      const admin = await owner('admin');
      const cancelled = await admin.post(`/api/owner/orders/${orderNumber}/cancel`, { key: `cancel-${id}` });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.order.startedSubscription).toEqual({ id, status: 'cancelled', endsWithOrder: false });
      expect((await detail(id)).status).toBe('cancelled');
      expect(await membersPage(member.browser)).toBe(403);
      expect((await outbox(club.db, club.siteId, member.email)).map((m) => m.subject)).toContain(
        'Your Monthly Membership subscription is cancelled',
      );
    });

    it('a partial refund keeps it; refunding the rest ends it now', async () => {
      const { member, id, orderNumber } = await subscribedMember();
      const admin = await owner('admin');
      const refund = (amountCents: number, key: string) =>
        admin.post(`/api/owner/orders/${orderNumber}/refund`, { amountCents, key });
      const part = await refund(100, `part-${id}`);
      expect(part.status).toBe(200);
      expect((await detail(id)).status).toBe('active');
      expect(await membersPage(member.browser)).toBe(200);
      const rest = await refund(part.body.order.refundableCents, `rest-${id}`);
      expect(rest.status).toBe(200);
      expect(rest.body.order.status).toBe('refunded');
      const ended = await detail(id);
      expect(ended).toMatchObject({ status: 'cancelled', nextRenewalOn: null, cancelledBy: 'admin@club.test' });
      expect(await membersPage(member.browser)).toBe(403);
    });

    it('an order with nothing to ship is done once paid, whatever address its checkout had: no shipping asked of it', async () => {
      // The membership's checkout was given an address, as the coffee's was.
      const { orderNumber } = await subscribedMember();
      const coffee = await subscribe(club.visitor(), 'prod-coffee', 'COFFEE', { email: 'box@example.com' });
      const manager = await owner('storeManager');
      const membership = (await manager.get(`/api/owner/orders/${orderNumber}`)).body;
      expect(membership).toMatchObject({ ships: false, status: 'paid', shippedOn: null });
      expect(membership.shippingAddress).toMatchObject({ city: 'Albany' });
      expect((await manager.get(`/api/owner/orders/${coffee.body.orderNumber}`)).body).toMatchObject({
        ships: true,
        status: 'notShipped',
      });
      const toShip = (await manager.get('/api/owner/orders?status=notShipped')).body.orders.map(
        (o: { orderNumber: number }) => o.orderNumber,
      );
      expect(toShip).toContain(coffee.body.orderNumber);
      expect(toShip).not.toContain(orderNumber);
      const listed = (await manager.get(`/api/owner/orders?q=${orderNumber}`)).body.orders;
      expect(listed.map((o: { status: string; ships: boolean }) => [o.status, o.ships])).toEqual([['paid', false]]);
      // Marking it shipped is refused, and leaves it as it was.
      const refused = await manager.post(`/api/owner/orders/${orderNumber}/shipment`, { carrier: 'UPS' });
      expect([refused.status, refused.body.error]).toEqual([
        409,
        'Nothing in this order ships: it has no physical product.',
      ]);
      expect((await manager.get(`/api/owner/orders/${orderNumber}`)).body).toMatchObject({
        status: 'paid',
        shipment: null,
      });
      expect((await manager.post('/api/owner/orders/999999/shipment', { carrier: 'UPS' })).status).toBe(404);
      const shipped = await manager.post(`/api/owner/orders/${coffee.body.orderNumber}/shipment`, { carrier: 'UPS' });
      expect([shipped.status, shipped.body.order.status]).toEqual([200, 'shipped']);
    });

    it("another site's subscription, and an id that is none, answer 404", async () => {
      const rivalId = freshSiteId('rival');
      const rivalSub = await insertSubscription(club.db, rivalId, {
        orderId: 'rival-order',
        siteUserId: null,
        email: 'rival@example.com',
        itemId: 'prod-coffee',
        sku: 'COFFEE',
        productName: 'Rival Coffee',
        quantity: 1,
        unitPriceCents: 1000,
        currency: 'USD',
        plan: { value: 1, unit: 'MONTH', numBillingCycles: 0 },
        startedAt: new Date(),
        paymentProvider: 'test',
        paymentMethod: 'pm_test',
      });
      const admin = await owner('admin');
      for (const id of [rivalSub, '00000000-0000-0000-0000-000000000000', 'x', '..%2F..%2Fetc']) {
        expect([id, (await admin.get(`${API}/${id}`)).status]).toEqual([id, 404]);
        expect([id, (await admin.post(`${API}/${id}/cancel`, { when: 'now' })).status]).toEqual([id, 404]);
      }
      expect((await admin.get(API)).body.subscriptions.map((s: OwnerSubscription) => s.id)).not.toContain(rivalSub);
      const [row] = await club.db.query<{ status: string }>(
        'select status from subscriptions where website_id = $1 and id = $2',
        [rivalId, rivalSub],
      );
      expect(row!.status).toBe('active');
      await club.db.query('delete from subscriptions where website_id = $1', [rivalId]);
    });

    it('the roles that read orders read subscriptions; those that fulfil orders cancel them; the crumb is needed', async () => {
      const { member, id } = await subscribedMember();
      for (const role of ROLES.filter((r) => r !== 'admin')) {
        const browser = await owner(role);
        expect([role, (await browser.get(API)).status]).toEqual([role, roleCan(role, 'orders.read') ? 200 : 403]);
        expect([role, (await browser.get(`${API}/${id}`)).status]).toEqual([
          role,
          roleCan(role, 'orders.read') ? 200 : 403,
        ]);
        if (!roleCan(role, 'orders.fulfil'))
          expect([role, (await browser.post(`${API}/${id}/cancel`, { when: 'now' })).status]).toEqual([role, 403]);
      }
      expect((await club.visitor().get(API)).status).toBe(401);
      const admin = await owner('admin');
      expect((await admin.post(`${API}/${id}/cancel`, { when: 'now' }, { 'X-CSRF-Token': '' })).status).toBe(403);
      expect((await detail(id)).status).toBe('active');
      expect(await membersPage(member.browser)).toBe(200);
    });
  });
}
