/**
 * Turns validated tracking payloads into rows for the ingest queue. The visitor is read from
 * the visit record (`ss_cvr`) or the `visitorCookie` field only when it is well formed; a
 * cookieless hit (restrictive policy) is stored without one.
 */
import { isVisitorId, parseVisitRecord } from '../../domain';
import { DATED_TRACKING_TABLES, TRACKING_TABLES, type IngestQueue } from './ingest';
import type * as v from 'valibot';
import type { HitData, RecordHitBody } from './schemas';

type Hit = v.InferOutput<typeof RecordHitBody>;
type HitFields = v.InferOutput<typeof HitData>;

/** The path of a page URL (absolute or not), without its query: what top pages count. */
export function pathOf(url: string): string {
  try {
    return new URL(url, 'http://site.invalid').pathname.slice(0, 2048);
  } catch {
    return '/';
  }
}

const size = (width: number | null | undefined, height: number | null | undefined) =>
  width != null && height != null ? `${width}x${height}` : null;

/** A row as recorded now, or, given `at` (the demo store's seeded visits only), at that time. */
const dated = (row: unknown[], at: Date | undefined) => (at ? [...row, at] : row);

export function recordHit(ingest: IngestQueue, siteId: string, hit: Hit, at?: Date): void {
  const data: HitFields = hit.data;
  const visitor = parseVisitRecord(hit.ss_cvr)?.visitorId ?? null;
  const visitId = visitor && data.visitId && /^[0-9a-f]{16,32}$/.test(data.visitId) ? data.visitId : null;
  const row = [
    siteId,
    hit.event,
    visitor,
    visitId,
    Boolean(visitId && data.newVisit),
    pathOf(data.url),
    data.title ?? null,
    data.itemId ?? null,
    data.collectionId ?? null,
    data.recordType ?? null,
    data.pageType ?? null,
    data.website_locale ?? null,
    data.userAgent ?? null,
    size(data.viewportInnerWidth, data.viewportInnerHeight),
    size(data.screenWidth, data.screenHeight),
    data.clientDate == null ? null : String(data.clientDate),
  ];
  ingest.push(at ? DATED_TRACKING_TABLES.hits : TRACKING_TABLES.hits, dated(row, at));
}

/** A named event: `kind` says which call recorded it (census, event, error, service, commerce). */
export function recordEvent(
  ingest: IngestQueue,
  siteId: string,
  event: { kind: string; name: string; visitor?: string | null; path?: string | null; data?: unknown },
  at?: Date,
): void {
  const visitor = isVisitorId(event.visitor) ? event.visitor : (parseVisitRecord(event.visitor)?.visitorId ?? null);
  const row = [
    siteId,
    event.kind,
    event.name,
    visitor,
    event.path ?? null,
    event.data === undefined ? null : JSON.stringify(event.data),
  ];
  ingest.push(at ? DATED_TRACKING_TABLES.events : TRACKING_TABLES.events, dated(row, at));
}
