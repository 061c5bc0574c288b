/**
 * The owner's analytics figures for a date range, in the site's time zone: visits, page views
 * and unique visitors per day, top pages, the products most added to cart, and conversion
 * from product view to order. Visits and visitors count only hits that carried the tracking
 * cookies; cookieless hits (restrictive policy) count as page views alone.
 */
import { PAGE_TYPES, RECORD_TYPES } from '../../domain';
import { VIEW_EVENT_TYPES } from '../../domain';
import { COMMERCE_EVENTS } from './commerce-events';
import type { AnalyticsSummary, DayFigures, ProductAdds } from '../../domain';
import type { Sql } from '../db';

/**
 * The owner's summary (domain/owner-api-site.ts) before the products' titles, which come from
 * the site's catalogue, not the database: the route adds them.
 */
export type SummaryFigures = Omit<AnalyticsSummary, 'topProductsAddedToCart'> & {
  topProductsAddedToCart: Omit<ProductAdds, 'title'>[];
};

export interface SummaryRange {
  /** First day, YYYY-MM-DD, in `timeZone`. */
  from: string;
  /** Last day, included. */
  to: string;
  timeZone: string;
}

/** The longest range one call may ask for. */
export const MAX_RANGE_DAYS = 366;

const n = (value: unknown) => Number(value ?? 0);

export async function analyticsSummary(
  db: Sql,
  siteId: string,
  { from, to, timeZone }: SummaryRange,
): Promise<SummaryFigures> {
  // Both ends as instants: midnight at the start of `from` and after `to`, in the site's zone.
  const range = [siteId, from, to, timeZone] as const;
  const within = `website_id = $1 and created_at >= ($2::date)::timestamp at time zone $4 and created_at < ($3::date + 1)::timestamp at time zone $4`;
  const [daily, totals, pages, adds, orders] = await Promise.all([
    db.query(
      `select to_char((created_at at time zone $4)::date, 'YYYY-MM-DD') as day,
              count(distinct visit_id) as visits, count(*) filter (where event_type = ${VIEW_EVENT_TYPES.pageView}) as page_views,
              count(distinct visitor_id) as visitors
       from tracking_hits where ${within} group by 1 order by 1`,
      range,
    ),
    db.query(
      `select count(distinct visit_id) as visits, count(*) filter (where event_type = ${VIEW_EVENT_TYPES.pageView}) as page_views,
              count(distinct visitor_id) as visitors,
              count(*) filter (where record_type = ${RECORD_TYPES['store-item']} and page_type = ${PAGE_TYPES.contentItem}) as product_views,
              count(distinct visit_id) filter (where record_type = ${RECORD_TYPES['store-item']} and page_type = ${PAGE_TYPES.contentItem}) as product_visits
       from tracking_hits where ${within}`,
      range,
    ),
    db.query(
      `select path, count(*) as views from tracking_hits where ${within} and event_type = ${VIEW_EVENT_TYPES.pageView}
       group by path order by views desc, path limit 10`,
      range,
    ),
    db.query(
      `select data->>'itemId' as item_id, count(*) as adds, sum(coalesce((data->>'quantity')::int, 1)) as quantity
       from tracking_events where ${within} and kind = 'commerce' and name = '${COMMERCE_EVENTS.addToCart}'
       group by 1 order by adds desc, item_id limit 10`,
      range,
    ),
    db.query(
      `select count(*) as orders from orders where website_id = $1 and created >= ($2::date)::timestamp at time zone $4 and created < ($3::date + 1)::timestamp at time zone $4`,
      range,
    ),
  ]);
  const byDay = new Map(daily.map((r) => [String(r.day), r]));
  const days: DayFigures[] = eachDay(from, to).map((date) => {
    const r = byDay.get(date);
    return { date, visits: n(r?.visits), pageViews: n(r?.page_views), uniqueVisitors: n(r?.visitors) };
  });
  const t = totals[0] ?? {};
  const productViewVisits = n(t.product_visits);
  const orderCount = n(orders[0]?.orders);
  return {
    from,
    to,
    timeZone,
    days,
    totals: {
      visits: n(t.visits),
      pageViews: n(t.page_views),
      uniqueVisitors: n(t.visitors),
      productViews: n(t.product_views),
      productViewVisits,
      orders: orderCount,
      conversionRate: productViewVisits === 0 ? 0 : Math.round((orderCount / productViewVisits) * 10_000) / 10_000,
    },
    topPages: pages.map((r) => ({ path: String(r.path), views: n(r.views) })),
    topProductsAddedToCart: adds.map((r) => ({ itemId: String(r.item_id), adds: n(r.adds), quantity: n(r.quantity) })),
  };
}

/** Every date from `from` to `to` (YYYY-MM-DD), both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
