/**
 * The visit cookies (spec §9): the visitor id (390 days), the visit record (2 years), the
 * visit time and current visit (30 minutes, renewed by every hit), the previous visit's start.
 * A visit ends after 30 minutes without a hit; the next hit starts a new one.
 */
import { TRACKING_COOKIES, formatVisitRecord, isVisitorId, parseVisitRecord, type VisitRecord } from '../../domain';
import { readCookie, writeCookie } from './cookies';

export interface Visit {
  record: VisitRecord;
  visitId: string;
  newVisit: boolean;
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Reads the visit cookies, starts a new visit when the last hit is too old, and writes them back. */
export function touchVisit(now: number): Visit {
  const { visitorId, visitRecord, visitTime, currentVisit, previousVisit } = TRACKING_COOKIES;
  const knownId = readCookie(visitorId.name);
  const id = isVisitorId(knownId) ? knownId : randomHex(16);
  const stored = parseVisitRecord(readCookie(visitRecord.name));
  const record: VisitRecord =
    stored && stored.visitorId === id ? stored : { visitorId: id, visitCount: 0, firstVisit: now };
  const lastHit = Number(readCookie(visitTime.name));
  let visitId = readCookie(currentVisit.name) ?? '';
  const ongoing = /^[0-9a-f]{24}$/.test(visitId) && lastHit > 0 && now - lastHit < visitTime.maxAgeMs;
  if (!ongoing) {
    if (record.visitCount > 0 && lastHit > 0) writeCookie(previousVisit.name, String(lastHit), previousVisit.maxAgeMs);
    record.visitCount += 1;
    visitId = randomHex(12);
  }
  writeCookie(visitorId.name, id, visitorId.maxAgeMs);
  writeCookie(visitRecord.name, formatVisitRecord(record), visitRecord.maxAgeMs);
  writeCookie(visitTime.name, String(now), visitTime.maxAgeMs);
  writeCookie(currentVisit.name, visitId, currentVisit.maxAgeMs);
  return { record, visitId, newVisit: !ongoing };
}
