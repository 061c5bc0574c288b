/**
 * The tracking calls (spec §7): page views and the census hits, RecordEvent, client errors,
 * the events service and performance records. Each validates its body (400 naming the field,
 * nothing stored), queues rows for the batched writer and answers at once. Tracking has its
 * own per-visitor rate limit, so page hits never use up a visitor's cart calls.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { PayloadError, validate } from '../http';
import { rateLimit } from '../middleware/rate-limit';
import { analyticsEventProblems } from './event-schema';
import { TRACKING_TABLES } from './ingest';
import { readFields, readJsonText } from './read-body';
import { pathOf, recordEvent, recordHit } from './record';
import {
  ButtonHitBody,
  EventServiceBody,
  FormRenderBody,
  JavascriptErrorsBody,
  OverlayHitBody,
  PerformanceRecordsBody,
  RecordEventBody,
  RecordHitBody,
} from './schemas';
import type { Context } from 'hono';
import type { IngestQueue } from './ingest';
import type { AppEnv } from '../types';
import type { PerformanceSettings } from '../../domain';

/** Paths of the tracking calls: their own rate limit, not the cart's. */
export const TRACKING_PATHS = ['/api/census/', '/api/events/', '/api/1/performance/'];

export function isTrackingPath(path: string): boolean {
  return TRACKING_PATHS.some((prefix) => path.startsWith(prefix)) && !path.startsWith('/api/census/RecordQuickView');
}

export interface TrackingRoutesOptions {
  /** Without one (no database) every call answers 204 and stores nothing. */
  ingest?: IngestQueue;
  /** The global switch: calls are accepted and dropped. @default TRACKING_DISABLED is set */
  disabled?: boolean;
}

export function trackingRoutes({
  ingest,
  disabled = Boolean(process.env.TRACKING_DISABLED),
}: TrackingRoutesOptions): Hono<AppEnv> {
  const store = disabled ? undefined : ingest;
  const siteId = (c: Context<AppEnv>) => c.get('site').id;
  const app = new Hono<AppEnv>();
  // A page sends a few hits; a visitor reading fast sends more. Generous, but bounded.
  // In process memory: a shared store's round trip would cost more than the batched write itself.
  const limit = rateLimit({ name: 'tracking', capacity: 60, refillPerSecond: 10, local: true });
  for (const prefix of TRACKING_PATHS)
    app.use(`${prefix}*`, (c, next) => (isTrackingPath(c.req.path) ? limit(c, next) : next()));

  const census = (name: string, schema: typeof ButtonHitBody | typeof OverlayHitBody | typeof FormRenderBody) =>
    app.post(`/api/census/${name}`, async (c) => {
      const { visitorCookie, url, ...data } = validate(schema, await readFields(c));
      if (store)
        recordEvent(store, siteId(c), { kind: 'census', name, visitor: visitorCookie, path: pathOf(url), data });
      return c.body(null, 204);
    });

  app.post('/api/census/RecordHit', async (c) => {
    const hit = validate(RecordHitBody, await readFields(c));
    if (store) recordHit(store, siteId(c), hit);
    return c.body(null, 204);
  });
  census('button-click', ButtonHitBody);
  census('button-render', ButtonHitBody);
  census('overlay', OverlayHitBody);
  census('form-render', FormRenderBody);

  app.post('/api/events/RecordEvent', async (c) => {
    const { event, data } = validate(RecordEventBody, await readFields(c));
    if (store) recordEvent(store, siteId(c), { kind: 'event', name: event, data: data ?? null });
    return c.body(null, 204);
  });

  app.post('/api/events/RecordJavascriptErrors', async (c) => {
    const errors = validate(JavascriptErrorsBody, await readJsonText(c));
    if (store) {
      for (const error of errors) {
        const url = typeof error.data.url === 'string' ? pathOf(error.data.url) : null;
        recordEvent(store, siteId(c), {
          kind: 'error',
          name: error.event,
          path: url,
          data: { ...error.data, timestamp: error.timestamp },
        });
      }
    }
    return c.body(null, 204);
  });

  app.post('/api/events/service', async (c) => {
    const { eventContent, eventSchemaName } = validate(EventServiceBody, await readJsonText(c));
    const problems = analyticsEventProblems(eventContent, eventSchemaName);
    if (c.req.query('validate') === 'true') return c.json({ valid: problems.length === 0, problems });
    if (problems.length > 0) {
      return c.json(
        {
          error: 'The event content does not match its schema.',
          fieldErrors: Object.fromEntries(problems.map((p) => [`eventContent.${p.field}`, p.message])),
        },
        400,
      );
    }
    const path = typeof eventContent.pagePath === 'string' ? pathOf(eventContent.pagePath) : null;
    if (store)
      recordEvent(store, siteId(c), {
        kind: 'service',
        name: eventSchemaName,
        visitor: String(eventContent.analyticsId ?? ''),
        path,
        data: eventContent,
      });
    return c.body(null, 202);
  });

  app.get('/api/1/performance/settings', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<PerformanceSettings>({ pageLoadId: randomUUID() });
  });

  app.post('/api/1/performance/records', async (c) => {
    const records = validate(PerformanceRecordsBody, await readJsonText(c));
    if (store) {
      for (const r of records) {
        store.push(TRACKING_TABLES.performance, [
          siteId(c),
          r.pageLoadId,
          r.type,
          r.name,
          r.value ?? null,
          r.url ? JSON.stringify({ path: pathOf(r.url) }) : null,
        ]);
      }
    }
    return c.body(null, 204);
  });

  app.onError((error, c) => {
    if (error instanceof PayloadError) return c.json({ error: error.message, fieldErrors: error.fieldErrors }, 400);
    throw error;
  });
  return app;
}
