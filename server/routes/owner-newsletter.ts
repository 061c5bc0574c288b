/**
 * The owner's newsletter calls (issue 15, permission `forms.read`: sign-ups are form
 * submissions): how many readers the list has, and its CSV export.
 */
import { Hono } from 'hono';
import { allow, type OwnerDb, type OwnerEnv } from '../owner';
import { subscriberCounts, subscribersCsv } from '../newsletter';
import type { MiddlewareHandler } from 'hono';

export function ownerNewsletterRoutes(db: OwnerDb, auth: MiddlewareHandler<OwnerEnv>): Hono<OwnerEnv> {
  return new Hono<OwnerEnv>()
    .get('/api/owner/newsletter', auth, allow('forms.read'), async (c) => c.json(await subscriberCounts(db(), c.get('site').id)))
    .get('/api/owner/newsletter/subscribers.csv', auth, allow('forms.read'), async (c) => {
      const csv = await subscribersCsv(db(), c.get('site').id);
      return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"' });
    });
}
