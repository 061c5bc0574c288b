/** `google-calendar-url`: an "add to Google Calendar" link for an event item. */
import { propertyPath, toNumber, toText } from '../../convert';
import type { Formatter } from '../../types';

const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'addressCountry'] as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `%Y%m%dT%H%M%SZ` in UTC; undefined for a time that has no four-digit year. */
function compactUtc(epochMs: number): string | undefined {
  const date = new Date(epochMs);
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) return undefined;
  return (
    `${pad(year, 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

function locationText(location: unknown): string {
  return ADDRESS_FIELDS.map((field) => toText(propertyPath(location, field)).trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * The title is encoded with JavaScript `escape()` and the location with `encodeURIComponent`, as
 * the platform does. Missing dates count as the epoch; dates that are not times → missing.
 */
export const googleCalendarUrl: Formatter = (value) => {
  const start = compactUtc(toNumber(propertyPath(value, 'startDate')));
  const end = compactUtc(toNumber(propertyPath(value, 'endDate')));
  if (start === undefined || end === undefined) return undefined;
  const title = escape(toText(propertyPath(value, 'title')));
  const location = locationText(propertyPath(value, 'location'));
  const url = `http://www.google.com/calendar/event?action=TEMPLATE&text=${title}&dates=${start}/${end}`;
  return location ? `${url}&location=${encodeURIComponent(location)}` : url;
};
