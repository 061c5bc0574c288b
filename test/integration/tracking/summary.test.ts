import { describe, expect, it } from 'vitest';
import { freshSiteId, testDatabases } from '../../../server/db/test-databases';
import { analyticsSummary, eachDay } from '../../../server/tracking';
import type { Database } from '../../../server/db';
import { suiteApp } from '../helpers/suite-app';

const V1 = '1'.repeat(32);
const V2 = '2'.repeat(32);

/** A hit at a UTC instant. */
async function hit(
  db: Database,
  site: string,
  at: string,
  fields: {
    visitor?: string | null;
    visit?: string | null;
    path?: string;
    recordType?: number;
    pageType?: number;
    event?: number;
  },
) {
  await db.query(
    `insert into tracking_hits (website_id, event_type, visitor_id, visit_id, new_visit, path, record_type, page_type, created_at) values ($1, $2, $3, $4, false, $5, $6, $7, $8)`,
    [
      site,
      fields.event ?? 1,
      fields.visitor ?? null,
      fields.visit ?? null,
      fields.path ?? '/',
      fields.recordType ?? null,
      fields.pageType ?? null,
      at,
    ],
  );
}

describe.each(testDatabases())('analytics summary on $name', ({ open }) => {
  const suite = suiteApp(open, async () => ({}));

  it('counts visits, page views and visitors per day in the site time zone, top pages and products, conversion', async () => {
    const db = suite.db;
    const site = freshSiteId();
    // 2026-03-01 23:30 in New York is 2026-03-02 04:30 UTC: it belongs to March 1st.
    await hit(db, site, '2026-03-02T04:30:00Z', { visitor: V1, visit: 'v1a', path: '/shop' });
    await hit(db, site, '2026-03-02T04:35:00Z', {
      visitor: V1,
      visit: 'v1a',
      path: '/shop/lamp',
      recordType: 11,
      pageType: 50,
    });
    await hit(db, site, '2026-03-02T15:00:00Z', {
      visitor: V2,
      visit: 'v2a',
      path: '/shop/lamp',
      recordType: 11,
      pageType: 50,
    });
    await hit(db, site, '2026-03-02T16:00:00Z', { visitor: V1, visit: 'v1b', path: '/' });
    await hit(db, site, '2026-03-02T16:01:00Z', { path: '/' }); // cookieless
    await hit(db, site, '2026-03-02T16:02:00Z', { visitor: V1, visit: 'v1b', path: '/search', event: 2 });
    await hit(db, site, '2026-03-10T12:00:00Z', { visitor: V1, visit: 'v1c', path: '/out-of-range' });
    for (const item of ['prod-lamp', 'prod-lamp', 'prod-mug']) {
      await db.query(
        `insert into tracking_events (website_id, kind, name, data, created_at) values ($1, 'commerce', 'add_to_cart', $2::text::jsonb, '2026-03-02T16:00:00Z')`,
        [site, JSON.stringify({ itemId: item, quantity: 2 })],
      );
    }
    await db.query(
      `insert into orders (website_id, id, cart_id, email, currency, subtotal_cents, discount_cents, shipping_cents, tax_cents, grand_total_cents, charged_cents, payment_provider, test_mode, created, order_number)
       values ($1, 'o1', 'c1', 'a@example.com', 'USD', 100, 0, 0, 0, 100, 100, 'test', true, '2026-03-02T17:00:00Z', 1001)`,
      [site],
    );
    const summary = await analyticsSummary(db, site, {
      from: '2026-03-01',
      to: '2026-03-03',
      timeZone: 'America/New_York',
    });
    expect(summary.days).toEqual([
      { date: '2026-03-01', visits: 1, pageViews: 2, uniqueVisitors: 1 },
      { date: '2026-03-02', visits: 2, pageViews: 3, uniqueVisitors: 2 },
      { date: '2026-03-03', visits: 0, pageViews: 0, uniqueVisitors: 0 },
    ]);
    expect(summary.totals).toEqual({
      visits: 3,
      pageViews: 5,
      uniqueVisitors: 2,
      productViews: 2,
      productViewVisits: 2,
      orders: 1,
      conversionRate: 0.5,
    });
    expect(summary.topPages).toEqual([
      { path: '/', views: 2 },
      { path: '/shop/lamp', views: 2 },
      { path: '/shop', views: 1 },
    ]);
    expect(summary.topProductsAddedToCart).toEqual([
      { itemId: 'prod-lamp', adds: 2, quantity: 4 },
      { itemId: 'prod-mug', adds: 1, quantity: 2 },
    ]);
    const empty = await analyticsSummary(db, freshSiteId(), { from: '2026-03-01', to: '2026-03-01', timeZone: 'UTC' });
    expect(empty.totals.conversionRate).toBe(0);
  });

  it('lists every day of a range', () => {
    expect(eachDay('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(eachDay('2026-03-02', '2026-03-01')).toEqual([]);
  });
});
