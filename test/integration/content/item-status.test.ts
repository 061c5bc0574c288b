/**
 * Issue 23's item statuses (spec §4 "Item statuses in labels": Draft, Scheduled, Needs Review,
 * Private) on both databases: an item that is not published is hidden from its page, its list,
 * search and checkout; a Scheduled item goes public at its time, published by the content
 * scheduler exactly once with two schedulers on one database (on PostgreSQL each with its own
 * connection pool, as two server processes have).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATUS_LABELS } from '../../../domain';
import { openDatabase, type Database } from '../../../server/db';
import { testDatabases } from '../../../server/db/test-databases';
import { ScheduledPublisher, type ScheduledPublish } from '../../../server/content-schedule';
import { eventually, openContentApp, type ContentApp } from './content-app';

const PUBLISH = '/api/owner/content/publish';
const status = (id: string) => `/api/owner/content/items/shop/${id}/status`;
const T0 = Date.parse('2027-03-01T09:00:00Z');

describe.each(testDatabases())('item statuses on $name', (database) => {
  const t = {} as ContentApp;
  let second: Database;
  beforeAll(async () => {
    Object.assign(t, await openContentApp(await database.open()));
    // A second process has a database handle of its own; PGlite lives inside one process.
    second = database.name === 'postgres' ? await openDatabase({ url: process.env.DATABASE_URL }) : t.db;
  }, 240_000);
  afterAll(async () => {
    if (second && second !== t.db) await second.close();
    await t.close?.();
    await t.db?.close();
  });

  const revisionOf = async (id: string) =>
    (await t.withKey('GET', `/api/owner/content/documents/item/shop/${id}`)).body.revision as number;
  const setStatus = async (id: string, body: Record<string, unknown>) =>
    t.withKey('PUT', status(id), { revision: await revisionOf(id), ...body });
  const served = (urlId: string) =>
    t.sites
      .byId(t.siteId)!
      .collections.get('shop')!
      .items.some((i) => i.urlId === urlId);
  const publish = async () => expect((await t.withKey('POST', PUBLISH)).status).toBe(200);
  const schedulers = (now: () => Date) => {
    const sites = { all: () => [{ id: t.siteId }] };
    return [
      new ScheduledPublisher({ db: t.db, sites, clock: now }),
      new ScheduledPublisher({ db: second, sites, clock: now }),
    ] as const;
  };

  it('the spec words each status in labels', () => {
    expect(Object.values(ITEM_STATUS_LABELS).sort()).toEqual(['Draft', 'Needs Review', 'Private', 'Scheduled']);
  });

  it('hides an item of every status but published from its page, its list, search and checkout', async () => {
    expect((await t.page('/shop/lamp')).status).toBe(200);
    expect((await t.page('/search?q=Camp')).html).toContain('/shop/lamp');
    for (const hidden of ['draft', 'needs-review', 'private', 'scheduled'] as const) {
      const saved = await setStatus('prod-lamp', { status: hidden, publishOn: Date.now() + 365 * 86_400_000 });
      expect(saved.status).toBe(200);
      // A draft edit: visitors see nothing of it until the site is published.
      expect((await t.page('/shop/lamp')).status).toBe(200);
      await publish();
      await eventually(async () => !served('lamp'));
      expect((await t.page('/shop/lamp')).status).toBe(404);
      expect((await t.page('/shop')).html).not.toContain('/shop/lamp');
      expect((await t.page('/search?q=Camp')).html).not.toContain('/shop/lamp');
      expect((await t.visitor().add('prod-lamp', 'LAMP')).status).toBe(404);
      await setStatus('prod-lamp', { status: 'published' });
      await publish();
      await eventually(async () => served('lamp'));
      expect((await t.page('/shop/lamp')).status).toBe(200);
    }
  });

  it('refuses an unknown status, Scheduled without a time and a stale revision, in the editor words', async () => {
    const unknown = await setStatus('prod-shirt', { status: 'soon' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ status: 'soon is not one of the expected options' });
    const untimed = await t.withKey('PUT', status('prod-class'), {
      revision: await revisionOf('prod-class'),
      status: 'scheduled',
    });
    // The class's fixture names no publishOn: Scheduled needs one.
    expect(untimed.status).toBe(400);
    expect(untimed.body.fieldErrors).toEqual({
      publishOn: 'A scheduled item needs the time it goes public: publishOn, in milliseconds since 1970 (UTC).',
    });
    expect((await setStatus('prod-shirt', { status: 'published' })).status).toBe(200);
    const current = await revisionOf('prod-shirt');
    const stale = await t.withKey('PUT', status('prod-shirt'), { revision: current - 1, status: 'draft' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ revision: current });
    expect((await t.withKey('PUT', status('prod-nothing'), { revision: 1, status: 'draft' })).status).toBe(404);
  });

  it('publishes a Scheduled item at its time, once, with two schedulers racing on one database', async () => {
    let now = new Date(T0 - 60_000);
    const [a, b] = schedulers(() => now);
    const ids = ['prod-shirt', 'prod-ebook', 'prod-coffee'];
    for (const [i, id] of ids.entries()) {
      expect((await setStatus(id, { status: 'scheduled', publishOn: T0 + i * 1000 })).status).toBe(200);
    }
    await publish();
    await eventually(async () => !served('shirt') && !served('ebook') && !served('coffee'));
    // Before the time: nothing is due.
    expect([...(await a.runOnce()), ...(await b.runOnce())]).toEqual([]);

    // Past the first item's time only: that one item, by one of the two.
    now = new Date(T0 + 500);
    const first = (await Promise.all([a.runOnce(), b.runOnce()])).flat();
    expect(first.map((p) => p.key)).toEqual(['shop/prod-shirt']);
    await eventually(async () => served('shirt'));
    expect((await t.page('/shop/shirt')).status).toBe(200);
    expect(served('ebook')).toBe(false);

    // Past every time, both racing again, twice over: each item once.
    now = new Date(T0 + 60_000);
    const rest: ScheduledPublish[] = [];
    for (let round = 0; round < 2; round++) rest.push(...(await Promise.all([b.runOnce(), a.runOnce()])).flat());
    expect(rest.map((p) => p.key).sort()).toEqual(['shop/prod-coffee', 'shop/prod-ebook']);
    await eventually(async () => served('ebook') && served('coffee'));

    // The draft follows (status published, a new revision by the scheduler), so the next
    // publish keeps the items public; the audit names the scheduler once per item.
    const shirt = (await t.withKey('GET', '/api/owner/content/documents/item/shop/prod-shirt')).body;
    expect(shirt).toMatchObject({ draft: { status: 'published', publishOn: T0 }, updatedBy: 'scheduler' });
    expect(shirt.publishedRevision).toBe(shirt.revision);
    const audit = (await t.withKey('GET', '/api/owner/content/audit')).body.entries as {
      action: string;
      key: string;
    }[];
    const scheduledPublishes = audit.filter((e) => e.action === 'scheduled publish').map((e) => e.key);
    expect(scheduledPublishes.sort()).toEqual(['shop/prod-coffee', 'shop/prod-ebook', 'shop/prod-shirt']);
    await publish();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(served('shirt') && served('ebook') && served('coffee')).toBe(true);
    expect([...(await a.runOnce()), ...(await b.runOnce())]).toEqual([]);
  });

  it('a Scheduled item the owner moved back to Draft before its time is not published by the scheduler', async () => {
    let now = new Date(T0);
    const [a] = schedulers(() => now);
    await setStatus('prod-gift', { status: 'scheduled', publishOn: T0 + 10_000 });
    await publish();
    await setStatus('prod-gift', { status: 'draft' });
    await publish();
    now = new Date(T0 + 20_000);
    expect(await a.runOnce()).toEqual([]);
    await eventually(async () => !served('gift'));
    await setStatus('prod-gift', { status: 'published' });
    await publish();
  });
  it('a Scheduled item takes effect only as published: a draft-only schedule and unpublished edits stay drafts', async () => {
    let now = new Date(T0 + 100_000);
    const [a] = schedulers(() => now);
    // A signed-in admin of its own: the API key's writes share one rate-limit bucket over the file.
    const admin = await t.signedIn('admin');
    const setStatus = async (id: string, body: Record<string, unknown>) =>
      admin.put(status(id), { revision: await revisionOf(id), ...body });
    const publish = async () => expect((await admin.post(PUBLISH)).status).toBe(200);
    const itemOf = () =>
      t.sites
        .byId(t.siteId)!
        .collections.get('shop')!
        .items.find((i) => i.id === 'prod-class');
    const title = itemOf()!.title;
    // Scheduled in the draft only, already due: the scheduler leaves it, visitors see the published item.
    await setStatus('prod-class', { status: 'scheduled', publishOn: T0 });
    expect(await a.runOnce()).toEqual([]);
    expect(itemOf()?.title).toBe(title);
    await publish();
    await eventually(async () => itemOf() === undefined);

    // Published as Scheduled for later; then a title edit the owner does not publish.
    now = new Date(T0);
    await setStatus('prod-class', { status: 'scheduled', publishOn: T0 + 10_000 });
    await publish();
    const renamed = await admin.put('/api/owner/content/products/prod-class', {
      revision: await revisionOf('prod-class'),
      name: 'Renamed in the draft',
    });
    expect(renamed.status).toBe(200);
    now = new Date(T0 + 20_000);
    expect((await a.runOnce()).map((p) => p.key)).toEqual(['shop/prod-class']);
    // What goes public is the published body; the edit stays a draft until the next publish.
    await eventually(async () => itemOf() !== undefined);
    expect(itemOf()!.title).toBe(title);
    const doc = (await t.withKey('GET', '/api/owner/content/documents/item/shop/prod-class')).body;
    expect(doc.draft).toMatchObject({ title: 'Renamed in the draft', status: 'published' });
    expect(doc.publishedRevision).toBeLessThan(doc.revision);
    await publish();
    await eventually(async () => itemOf()?.title === 'Renamed in the draft');
  });
});
