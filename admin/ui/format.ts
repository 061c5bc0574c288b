/** How the owner app writes money and dates, in the site's currency and locale. */
import { dateTextOf, formatCents } from '../../domain';

export function money(cents: number, currency: string, locale: string): string {
  return formatCents(cents, currency, { locale });
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * `Nov 25, 2026, 4:30 AM`, in `timeZone` when given (the site's, for times the site acts on),
 * else the browser's; an unreadable date is `Invalid Date` (spec §8).
 */
export function dateTime(iso: string, locale: string, timeZone?: string): string {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale || 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    dateFormats.set(key, format);
  }
  return dateTextOf(iso, format);
}

/** `1 notice`, `3 notices`. */
export function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
