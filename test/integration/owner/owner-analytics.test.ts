import { describe, expect, it } from 'vitest';
import { roleCan } from '../../../domain/website-roles';
import { testDatabases } from '../../../server/db/test-databases';
import { todayIn } from '../../../domain/calendar-day';
import { MAX_RANGE_DAYS } from '../../../server/tracking';
import { suiteApp } from '../helpers/suite-app';
import { openOwnerApp, ROLES } from './owner-app';

const SUMMARY = '/api/owner/analytics/summary';
const V1 = 'a'.repeat(32);

describe.each(testDatabases())('owner analytics summary on $name', ({ open }) => {
  const t = suiteApp(open, (db) => openOwnerApp(db, {}, { siteVisitorMetrics: true }));

  it.each(ROLES)('%s: answers the summary when the role may read analytics, else 403', async (role) => {
    const visitor = await t.signedIn(role);
    const answer = await visitor.get(`${SUMMARY}?from=2026-03-01&to=2026-03-02`);
    if (roleCan(role, 'analytics.read')) {
      expect(answer.status).toBe(200);
      expect(answer.body.days.map((d: { date: string }) => d.date)).toEqual(['2026-03-01', '2026-03-02']);
    } else {
      expect([answer.status, answer.body]).toEqual([403, { error: 'Your role does not allow this.' }]);
    }
  });

  it('answers a reporting API key the same, and 401 without credentials', async () => {
    const admin = await t.signedIn('admin');
    const { secret } = (await admin.post('/api/owner/api-keys', { name: 'report key', role: 'reporting' })).body;
    expect((await t.withKey(secret, 'GET', `${SUMMARY}?from=2026-03-01&to=2026-03-01`)).status).toBe(200);
    const { secret: editorKey } = (await admin.post('/api/owner/api-keys', { name: 'editor key', role: 'editor' }))
      .body;
    expect((await t.withKey(editorKey, 'GET', SUMMARY)).status).toBe(403);
    expect((await t.visitor().get(SUMMARY)).status).toBe(401);
  });

  it('counts the stored hits, names the products added to cart, and defaults to the last 30 days', async () => {
    const at = new Date().toISOString();
    await t.db.query(
      `insert into tracking_hits (website_id, event_type, visitor_id, visit_id, new_visit, path, created_at) values ($1, 1, $2, 'visit-1', true, '/shop', $3)`,
      [t.storeId, V1, at],
    );
    await t.db.query(
      `insert into tracking_events (website_id, kind, name, data, created_at) values ($1, 'commerce', 'add_to_cart', $2::text::jsonb, $3)`,
      [t.storeId, JSON.stringify({ itemId: 'prod-lamp', quantity: 1 }), at],
    );
    const reporting = await t.signedIn('reporting');
    const answer = await reporting.get(SUMMARY);
    expect(answer.status).toBe(200);
    const today = todayIn('America/New_York');
    expect([answer.body.to, answer.body.days.length, answer.body.timeZone]).toEqual([today, 30, 'America/New_York']);
    expect(answer.body.totals).toMatchObject({ visits: 1, pageViews: 1, uniqueVisitors: 1 });
    expect(answer.body.topPages).toEqual([{ path: '/shop', views: 1 }]);
    expect(answer.body.topProductsAddedToCart).toEqual([
      { itemId: 'prod-lamp', adds: 1, quantity: 1, title: 'Camp Lamp' },
    ]);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
  });

  it.each([
    ['from=2026-02-30', 'from'],
    ['from=yesterday', 'from'],
    ['to=2026-3-1', 'to'],
    ['from=2026-03-02&to=2026-03-01', 'to'],
    [`from=2025-01-01&to=2026-12-31`, 'to'],
    ['from=2026-03-01&from=2026-03-02x', 'from'],
  ])('answers 400 naming the field to %s', async (search, field) => {
    const answer = await (await t.signedIn('reporting')).get(`${SUMMARY}?${search}`);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors)).toEqual([field]);
  });

  it('answers 400 to a NUL byte in the query', async () => {
    expect((await (await t.signedIn('reporting')).get(`${SUMMARY}?from=2026-03-01%00`)).status).toBe(400);
  });

  it(`takes exactly ${MAX_RANGE_DAYS} days`, async () => {
    const answer = await (await t.signedIn('reporting')).get(`${SUMMARY}?from=2025-01-01&to=2026-01-01`);
    expect([answer.status, answer.body.days?.length]).toEqual([200, MAX_RANGE_DAYS]);
  });

  it('answers 404 on a site whose beta flag is off, and tells the app to hide the panel', async () => {
    const answer = await t.rival.get(SUMMARY);
    expect([answer.status, answer.body]).toEqual([404, { error: 'Analytics are not turned on for this site.' }]);
    expect((await t.rival.get('/api/owner/me')).body.owner.site.visitorMetrics).toBe(false);
    expect((await (await t.signedIn('reporting')).get('/api/owner/me')).body.owner.site.visitorMetrics).toBe(true);
  });
});
