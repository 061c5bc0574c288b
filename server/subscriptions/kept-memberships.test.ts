/**
 * Memberships kept in a process until subscriptions or memberships are written (issue 28): a
 * signed-in visitor's pages send no membership read, while a cancellation or a stopped renewal
 * closes the area on the next lookup in this process, on a PostgreSQL server in every other
 * process as soon as its notification arrives, and a last period ending closes it with nothing
 * written. On PGlite "another process" is the one database itself (no other can open it).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freshSiteId, testDatabases } from '../db/test-databases';
import { countedSelects, heardAllWrites, suiteDatabase, until } from '../db/write-watch-testing';
import { heldMembershipsReader } from './kept-memberships';
import { cancelSubscription } from './end-subscription';
import { findSubscription, insertMembership, insertSubscription, stopSubscription } from './records';
import type { BillingPlan } from '../../domain';

const MONTHLY: BillingPlan = { value: 1, unit: 'MONTH', numBillingCycles: 0 };
const ONE_WEEK: BillingPlan = { value: 1, unit: 'WEEK', numBillingCycles: 1 };
const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())('memberships kept on a $name database', ({ open }) => {
  const suite = suiteDatabase(open);
  const siteId = freshSiteId('kept-memberships');

  /** What checkout writes for a membership: by subscription (`plan`), or bought once (none). */
  const grant = (siteUserId: string, itemId: string, plan?: BillingPlan, startedAt = new Date()) =>
    suite.db.transaction(async (tx) => {
      const orderId = randomUUID();
      const subscriptionId = plan
        ? await insertSubscription(tx, siteId, {
            orderId,
            siteUserId,
            email: `${siteUserId}@example.com`,
            itemId,
            sku: itemId.toUpperCase(),
            productName: itemId,
            quantity: 1,
            unitPriceCents: 500,
            currency: 'USD',
            plan,
            startedAt,
            paymentProvider: 'test',
            paymentMethod: 'tok_test_ok',
          })
        : null;
      await insertMembership(tx, siteId, { siteUserId, itemId, orderId, subscriptionId });
      return subscriptionId!;
    });

  /** A reader over `suite.db` counting its selects, once every write so far is heard. */
  const reader = async () => {
    await heardAllWrites(suite.db);
    const sql = countedSelects(suite.db);
    return { sql, held: heldMembershipsReader(sql) };
  };

  /** A user holding a monthly subscription's membership, kept by a new reader. */
  const monthlyMember = async () => {
    const user = randomUUID();
    const monthly = await grant(user, 'club-monthly', MONTHLY);
    const { held } = await reader();
    expect(await held(siteId, user, new Date())).toEqual(new Set(['club-monthly']));
    return { user, monthly, held };
  };

  it("reads a user's memberships once while nothing is written, and never answers one user with another's", async () => {
    const [ada, bob] = [randomUUID(), randomUUID()];
    await grant(ada, 'club-lifetime');
    await grant(ada, 'club-monthly', MONTHLY);
    const { sql, held } = await reader();
    const now = new Date();
    expect([...(await held(siteId, ada, now))].sort()).toEqual(['club-lifetime', 'club-monthly']);
    expect(await held(siteId, bob, now)).toEqual(new Set());
    // The same user id on another site holds nothing there.
    expect(await held(freshSiteId(), ada, now)).toEqual(new Set());
    expect(sql.selects).toBe(3);
    // Writes to tables memberships do not read leave them kept.
    await suite.db.query('delete from rate_buckets where key = $1', [`none-${randomUUID()}`]);
    await suite.db.query("update carts set language = 'fr-FR' where website_id = $1", [siteId]);
    expect((await held(siteId, ada, now)).size).toBe(2);
    expect(await held(siteId, bob, now)).toEqual(new Set());
    expect(sql.selects).toBe(3);
  });

  it('closes a subscription cancelled now or stopped on the next lookup in this process, and opens a new one', async () => {
    const { user, monthly, held } = await monthlyMember();
    // As an owner's "cancel now" does it.
    await suite.db.transaction((tx) => cancelSubscription(tx, siteId, monthly, 'now', { owner: 'owner@example.com' }));
    expect(await held(siteId, user, new Date())).toEqual(new Set());

    const again = await grant(user, 'club-monthly', MONTHLY);
    expect(await held(siteId, user, new Date())).toEqual(new Set(['club-monthly']));
    // As the renewal scheduler stops one it cannot charge.
    const row = (await findSubscription(suite.db, siteId, again))!;
    await suite.db.transaction((tx) => stopSubscription(tx, row, 'Your card was declined.'));
    expect(await held(siteId, user, new Date())).toEqual(new Set());
  });

  it("keeps a buyer's own cancel open until the paid period ends, then closes it with nothing written", async () => {
    const { user, monthly, held } = await monthlyMember();
    // As the buyer's cancel from their account page does it.
    const cancelled = await suite.db.transaction((tx) =>
      cancelSubscription(tx, siteId, monthly, 'periodEnd', { siteUserId: user }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', nextRenewalAt: null, cancelledBy: null });
    expect(cancelled!.accessUntil).toEqual(cancelled!.paidThrough);
    await heardAllWrites(suite.db);
    const sql = countedSelects(suite.db);
    const kept = heldMembershipsReader(sql);
    expect(await kept(siteId, user, new Date())).toEqual(new Set(['club-monthly']));
    expect(await kept(siteId, user, new Date(cancelled!.paidThrough.getTime() - 1000))).toEqual(
      new Set(['club-monthly']),
    );
    expect(await kept(siteId, user, new Date(cancelled!.paidThrough.getTime() + 1000))).toEqual(new Set());
    expect(sql.selects).toBe(1);
    // The old reader dropped what it kept at the write, and reads the same.
    expect(await held(siteId, user, new Date())).toEqual(new Set(['club-monthly']));
  });

  it("ends a buyer's own cancel at once when no paid period is left (a renewal due, not yet charged)", async () => {
    const { user, monthly, held } = await monthlyMember();
    await suite.db.query('update subscriptions set paid_through = $3 where website_id = $1 and id = $2', [
      siteId,
      monthly,
      new Date(Date.now() - HOUR),
    ]);
    const cancelled = await suite.db.transaction((tx) =>
      cancelSubscription(tx, siteId, monthly, 'periodEnd', { siteUserId: user }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', accessUntil: null });
    expect(await held(siteId, user, new Date())).toEqual(new Set());
  });

  it('cancels only the buyer’s own subscription, and only an active one', async () => {
    const { user, monthly } = await monthlyMember();
    const cancel = (siteUserId: string) =>
      suite.db.transaction((tx) => cancelSubscription(tx, siteId, monthly, 'periodEnd', { siteUserId }));
    expect(await cancel(randomUUID())).toBeUndefined();
    expect(await cancel(user)).toMatchObject({ status: 'cancelled' });
    expect(await cancel(user)).toBeUndefined();
  });

  it('closes a membership whose last period ends, with nothing written', async () => {
    const user = randomUUID();
    // A one-week plan is completed at once, paid through a week after it started: an hour from now.
    await grant(user, 'club-week', ONE_WEEK, new Date(Date.now() - 7 * 24 * HOUR + HOUR));
    const { sql, held } = await reader();
    expect(await held(siteId, user, new Date())).toEqual(new Set(['club-week']));
    expect(await held(siteId, user, new Date(Date.now() + 2 * HOUR))).toEqual(new Set());
    expect(sql.selects).toBe(1);
  });

  it("closes another process's cancellation as soon as it is heard", async () => {
    const { user, monthly, held } = await monthlyMember();
    await suite.other.write("update subscriptions set status = 'cancelled' where website_id = $1 and id = $2", [
      siteId,
      monthly,
    ]);
    await until(async () => (await held(siteId, user, new Date())).size === 0, 'the cancellation');
  });
});
