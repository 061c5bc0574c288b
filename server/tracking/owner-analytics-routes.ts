/**
 * `GET /api/owner/analytics/summary?from=&to=` (README.md "Owner API"): the analytics figures of
 * a date range, with the title of each product in "top products added to cart" read from the
 * site's catalogue. Behind the site's site-visitor-metrics beta flag: off, the call answers 404.
 */
import { Hono } from 'hono';
import { HttpError } from '../http-error';
import { OWNER_MESSAGES } from '../owner/messages';
import { allow, type OwnerDb, type OwnerEnv } from '../owner/credentials';
import { findOwnerProduct } from '../inventory/site-products';
import { analyticsRange, visitorMetricsOn } from './analytics-range';
import { analyticsSummary } from './summary';
import type { MiddlewareHandler } from 'hono';
import type { AnalyticsSummary } from '../../domain';

export function ownerAnalyticsRoutes(db: OwnerDb, auth: MiddlewareHandler<OwnerEnv>) {
  return new Hono<OwnerEnv>().get('/summary', auth, allow('analytics.read'), async (c) => {
    const site = c.get('site');
    if (!visitorMetricsOn(site)) throw new HttpError(404, OWNER_MESSAGES.analyticsOff);
    // A repeated parameter stays a list, which the schema refuses, rather than one copy winning.
    const query = Object.fromEntries(
      Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
    );
    const range = analyticsRange(site, query);
    const summary = await analyticsSummary(db(), site.id, range);
    c.header('Cache-Control', 'no-store');
    return c.json<AnalyticsSummary>({
      ...summary,
      topProductsAddedToCart: summary.topProductsAddedToCart.map((row) => ({
        ...row,
        title: findOwnerProduct(site, row.itemId)?.product.title ?? null,
      })),
    });
  });
}
