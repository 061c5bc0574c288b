/**
 * The date range of `GET /api/owner/analytics/summary`: both ends optional (the last 30 days,
 * today included, in the site's time zone), real calendar dates, `to` not before `from`, at
 * most MAX_RANGE_DAYS days. Failures are a PayloadError naming the field.
 */
import * as v from 'valibot';
import { DEFAULT_TIME_ZONE, addDays, daysBetween, todayIn } from '../../domain';
import { BETA_FEATURES, featureConfigOf, isFeatureEnabledOr } from '../../domain';
import { PayloadError, validate } from '../http';
import { MAX_RANGE_DAYS, type SummaryRange } from './summary';
import type { Site } from '../sites/types';

export const DEFAULT_RANGE_DAYS = 30;
export { DEFAULT_TIME_ZONE };

/** A YYYY-MM-DD that names a real day (2026-02-30 does not). */
const isCalendarDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

const day = (field: string) =>
  v.optional(
    v.pipe(
      v.string(`Give ${field} as a date (YYYY-MM-DD).`),
      v.maxLength(10, `Give ${field} as a date (YYYY-MM-DD).`),
      v.check((s) => {
        try {
          return isCalendarDate(s);
        } catch {
          return false;
        }
      }, `Give ${field} as a date (YYYY-MM-DD).`),
    ),
  );

const RangeQuery = v.object({ from: day('from'), to: day('to') });

/** The site's IANA time zone, or New York when it has none or one the runtime does not know. */
export function siteTimeZone(site: Site): string {
  const zone = site.website.timeZone;
  if (typeof zone !== 'string' || !zone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

export function analyticsRange(site: Site, query: Record<string, unknown>, now = new Date()): SummaryRange {
  const parsed = validate(RangeQuery, query);
  const timeZone = siteTimeZone(site);
  const to = parsed.to ?? (parsed.from ? addDays(parsed.from, DEFAULT_RANGE_DAYS - 1) : todayIn(timeZone, now));
  const from = parsed.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (to < from) throw new PayloadError({ to: 'The end date must not be before the start date.' });
  if (daysBetween(from, to) > MAX_RANGE_DAYS) throw new PayloadError({ to: `Choose at most ${MAX_RANGE_DAYS} days.` });
  return { from, to, timeZone };
}

/** Whether the site shows its owners analytics: its site-visitor-metrics beta flag (spec §6). */
export function visitorMetricsOn(site: Site): boolean {
  const flags =
    site.featureFlags && typeof site.featureFlags === 'object' && !Array.isArray(site.featureFlags)
      ? (site.featureFlags as Record<string, unknown>)
      : {};
  return isFeatureEnabledOr(featureConfigOf(flags), BETA_FEATURES.siteVisitorMetrics, false);
}
