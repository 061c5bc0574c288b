/**
 * Memberships: a paywall product (type 5) opens a member area sold by membership. Bought once
 * from the cart, or by subscription (the buyer's cancel keeps access until the paid period ends,
 * a store's cancel now ends it at once); guests cannot buy one;
 * the membership confirmed page (208) links to the member area. What a user holds is kept in the
 * process between pages (issue 28), yet a cancellation closes the area on the very next page and
 * a last period ending closes it with nothing written.
 */
import { describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { cancelSubscription } from '../../../server/subscriptions/end-subscription';
import { findSubscription } from '../../../server/subscriptions/records';
import { suiteApp } from '../helpers/suite-app';
import { monthlyMember, openClubApp, subscribe } from './club-app';

const XSRF = 'X-Siteuser-Xsrf-Token';

for (const database of testDatabases()) {
  describe(`memberships (${database.name})`, () => {
    const club = suiteApp(database.open, (db) => openClubApp(db));
    const page = async (browser: ReturnType<typeof club.visitor>, path: string) => {
      const response = await browser.request('GET', path, undefined, { Accept: 'text/html' });
      return { status: response.status, html: await response.text() };
    };

    it('a guest is asked to sign in, and cannot buy a membership', async () => {
      const guest = club.visitor();
      const denied = await page(guest, '/members');
      expect(denied.status).toBe(403);
      expect(denied.html).toContain('Please sign in to continue');
      await guest.add('prod-member-lifetime', 'MEMBER-LIFE');
      const refused = await guest.post('/api/commerce/checkout', {
        email: 'guest@example.com',
        paymentToken: 'tok_test_ok',
      });
      expect(refused).toMatchObject({
        status: 422,
        body: { error: 'Sign in to your account to buy a membership, so that it opens the member area for you.' },
      });
    });

    it('a signed-in user without a membership is offered the memberships; buying one opens the area (208)', async () => {
      const member = await club.member();
      const headers = { [XSRF]: member.xsrfToken };
      const offered = await page(member.browser, '/members');
      expect(offered.status).toBe(403);
      expect(offered.html).toContain('Become one with a membership');
      expect(offered.html).toContain('href="/shop/lifetime"');
      expect(offered.html).not.toContain('Welcome, member.');

      expect(
        (
          await member.browser.post(
            '/api/commerce/shopping-cart/entries',
            { itemId: 'prod-member-lifetime', sku: 'MEMBER-LIFE', quantity: 1, additionalFields: null },
            headers,
          )
        ).status,
      ).toBe(200);
      const order = await member.browser.post(
        '/api/commerce/checkout',
        { email: member.email, paymentToken: 'tok_test_ok' },
        headers,
      );
      expect(order.status).toBe(200);
      const confirmed = await page(member.browser, `/order-confirmed/${order.body.id}`);
      expect(confirmed.html).toContain('data-page-type="208"');
      expect(confirmed.html).toContain('Your membership is confirmed');
      expect(confirmed.html).toContain('href="/members"');
      const open = await page(member.browser, '/members');
      expect(open.status).toBe(200);
      expect(open.html).toContain('Welcome, member.');
      // Another account holds nothing.
      expect((await page((await club.member()).browser, '/members')).status).toBe(403);
    });

    it("a buyer's own cancel keeps the member area open until the paid period ends, then closes it", async () => {
      const member = await club.member();
      const headers = { [XSRF]: member.xsrfToken };
      const order = await subscribe(member.browser, 'prod-member-monthly', 'MEMBER-MONTH', {
        email: member.email,
        headers,
      });
      expect(order.status).toBe(200);
      expect((await page(member.browser, `/order-confirmed/${order.body.id}`)).html).toContain('data-page-type="208"');
      expect((await page(member.browser, '/members')).status).toBe(200);
      const [sub] = (await member.call('GET', '/api/site-users/account/subscriptions')).body.subscriptions;
      // The month paid for ends in a minute (the clock cannot move a month: the session would end first).
      await club.db.query('update subscriptions set paid_through = $3 where website_id = $1 and id = $2', [
        club.siteId,
        sub.id,
        new Date(Date.now() + 60_000),
      ]);
      const cancelled = await member.call('POST', `/api/site-users/account/subscriptions/${sub.id}/cancel`);
      expect(cancelled.status).toBe(200);
      const row = (await findSubscription(club.db, club.siteId, sub.id))!;
      expect(row).toMatchObject({ status: 'cancelled', nextRenewalAt: null, cancelledBy: null });
      expect(row.accessUntil).toEqual(row.paidThrough);
      expect(cancelled.body.subscription).toMatchObject({
        status: 'cancelled',
        statusText: 'Cancelled',
        dateText: `Access until ${row.paidThrough.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' })}`,
        cancellable: false,
      });
      // Paid for this month: the area stays open, and search still finds it.
      expect((await page(member.browser, '/members')).status).toBe(200);
      expect((await page(member.browser, '/search?q=member')).html).toContain('Welcome, member.');
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(row.paidThrough.getTime() - 1000);
        expect((await page(member.browser, '/members')).status).toBe(200);
        // The paid period over: closed by the clock, with nothing written.
        vi.setSystemTime(row.paidThrough.getTime() + 1000);
        const closed = await page(member.browser, '/members');
        expect(closed.status).toBe(403);
        expect(closed.html).toContain('Become one with a membership');
        expect((await page(member.browser, '/search?q=member')).html).not.toContain('Welcome, member.');
        // The account page says when access ended.
        const [ended] = (await member.call('GET', '/api/site-users/account/subscriptions')).body.subscriptions;
        expect(ended.dateText).toBe(
          `Access ended ${row.paidThrough.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' })}`,
        );
      } finally {
        vi.useRealTimers();
      }
      expect(await findSubscription(club.db, club.siteId, sub.id)).toEqual(row);
    });

    it("a buyer's cancel with no paid period left (a renewal due, not yet charged) closes the area at once", async () => {
      const { member, subscription } = await subscribedMember();
      await club.db.query('update subscriptions set paid_through = $3 where website_id = $1 and id = $2', [
        club.siteId,
        subscription.id,
        new Date(Date.now() - 60_000),
      ]);
      const cancelled = await member.call('POST', `/api/site-users/account/subscriptions/${subscription.id}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.subscription).toMatchObject({ status: 'cancelled', dateText: '' });
      expect((await page(member.browser, '/members')).status).toBe(403);
    });

    /** A signed-in member of the club by a monthly subscription, and that subscription's row. */
    const subscribedMember = async () => {
      const { member, id } = await monthlyMember(club);
      return { member, subscription: (await findSubscription(club.db, club.siteId, id))! };
    };

    it("closes the area on the next page after the store's code cancels now, and never opens it for another account", async () => {
      const { member, subscription } = await subscribedMember();
      expect((await page(member.browser, '/members')).status).toBe(200);
      // Another account asks after the member's memberships were read (and kept): it holds none.
      const stranger = await club.member();
      expect((await page(stranger.browser, '/members')).html).toContain('Become one with a membership');
      expect((await page(member.browser, '/members')).status).toBe(200);
      await club.db.transaction((tx) =>
        cancelSubscription(tx, club.siteId, subscription.id, 'now', { owner: 'owner@example.com' }),
      );
      const closed = await page(member.browser, '/members');
      expect(closed.status).toBe(403);
      expect(closed.html).toContain('Become one with a membership');
    });

    it('closes the area once the last period paid for ends, with nothing written', async () => {
      const { member, subscription } = await subscribedMember();
      const paidThrough = new Date(Date.now() + 60_000);
      // Renewals over: the last period runs for another minute.
      await club.db.query(
        "update subscriptions set status = 'completed', next_renewal_at = null, paid_through = $3 where website_id = $1 and id = $2",
        [club.siteId, subscription.id, paidThrough],
      );
      expect((await page(member.browser, '/members')).status).toBe(200);
      expect((await page(member.browser, '/members')).status).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(paidThrough.getTime() + 1000);
        const closed = await page(member.browser, '/members');
        expect(closed.status).toBe(403);
        expect(closed.html).toContain('Become one with a membership');
      } finally {
        vi.useRealTimers();
      }
    });

    it('a subscription confirmed page (206) for a subscription that is not a membership', async () => {
      const buyer = club.visitor();
      const order = await subscribe(buyer, 'prod-coffee', 'COFFEE');
      const confirmed = await page(buyer, `/order-confirmed/${order.body.id}`);
      expect(confirmed.html).toContain('data-page-type="206"');
      expect(confirmed.html).toContain('Your subscription is confirmed');
    });

    it('refuses hostile subscription ids and unsigned calls', async () => {
      const member = await club.member();
      for (const id of ['x', '../../etc', '%00', 'a'.repeat(500), '00000000-0000-0000-0000-000000000000']) {
        const answer = await member.call(
          'POST',
          `/api/site-users/account/subscriptions/${encodeURIComponent(id)}/cancel`,
        );
        expect(answer.status, id).toBeGreaterThanOrEqual(400);
        expect(answer.status, id).toBeLessThan(500);
      }
      expect((await club.visitor().get('/api/site-users/account/subscriptions')).status).toBe(401);
    });
  });
}
