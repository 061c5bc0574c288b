/**
 * `datetime-interval` (language reference §12.9): two instants as a locale range
 * (`Mar 12 – 13, 2018`). Without a skeleton or width the skeleton follows the data: the
 * time (`jm`) when both fall on the same local day (one time with seconds when both fall in
 * one minute), else the date (`yMMMd`); a weekday-only skeleton across days gains the month and day;
 * times across
 * days carry their dates. Both ends are read in the site's time zone.
 */
import { parseDateTimeArgs } from './datetime-options';
import { dateInput, timeZoneOf } from './epoch';
import { dateTimeFormat } from './intl-cache';
import { localeOf } from './locale';
import { applyContext } from './options';
import { hasFields, parseSkeleton } from './skeleton';
import type { Formatter, Scope } from '../../types';

type Options = Intl.DateTimeFormatOptions;

const SAME_DAY: Options = { hour: 'numeric', minute: 'numeric' };
const SAME_MINUTE: Options = { hour: 'numeric', minute: 'numeric', second: 'numeric' };
const MINUTE = 60_000;
const OTHER_DAYS: Options = { year: 'numeric', month: 'short', day: 'numeric' };

const weekdayOnly = (date: Options) =>
  date.weekday !== undefined && date.year === undefined && date.month === undefined && date.day === undefined;

/** Format the range `start`–`end` (epoch ms) with `datetime-interval` arguments; "" unless both are numbers and there is a locale. */
export function formatDateTimeInterval(start: unknown, end: unknown, args: readonly string[], scope: Scope): string {
  const locale = localeOf(scope);
  if (locale === undefined) return '';
  const timeZone = timeZoneOf(scope);
  const from = dateInput(start, scope, timeZone);
  const to = from === undefined ? undefined : dateInput(end, scope, timeZone);
  if (from === undefined || to === undefined) return '';
  const request = parseDateTimeArgs(args);
  const fields = parseSkeleton(request.skeleton);
  const day = dateTimeFormat(scope.formatCache, 'en-US', { timeZone, dateStyle: 'short' });
  const sameDay = day.format(from) === day.format(to);
  let options: Options = { ...fields.date, ...fields.time };
  if (request.dateWidth || request.timeWidth) {
    // Times alone on different days would not say which days: the medium date goes with them.
    const dateStyle = request.dateWidth ?? (sameDay ? undefined : 'medium');
    options = { ...(dateStyle && { dateStyle }), ...(request.timeWidth && { timeStyle: request.timeWidth }) };
  } else if (!hasFields(options)) {
    options = sameDay ? SAME_DAY : OTHER_DAYS;
    // Two instants within one minute make no range: the first, to the second, as CLDR's fallback does.
    if (Math.floor(from / MINUTE) === Math.floor(to / MINUTE)) {
      const single = dateTimeFormat(scope.formatCache, locale, {
        timeZone,
        ...(request.calendar && { calendar: request.calendar }),
        ...SAME_MINUTE,
      });
      return applyContext(single.format(from), request.context);
    }
  } else if (!sameDay && !hasFields(fields.date)) {
    // As CLDR's interval fallback does: a time skeleton across days gains the date (Mar 12, 2018, 1:48 PM – …).
    options = { ...OTHER_DAYS, ...options };
  } else if (!sameDay && weekdayOnly(fields.date)) {
    // A weekday alone would not say which days (`Tue – Mon`): the numeric month and day join it
    // (`Tue, 2/25 – Mon, 3/9`), and the year when the years differ.
    const year = dateTimeFormat(scope.formatCache, 'en-US', { timeZone, year: 'numeric' });
    options = {
      ...options,
      month: 'numeric',
      day: 'numeric',
      ...(year.format(from) !== year.format(to) && { year: 'numeric' }),
    };
  }
  const format = dateTimeFormat(scope.formatCache, locale, {
    timeZone,
    ...(request.calendar && { calendar: request.calendar }),
    ...options,
  });
  return applyContext(format.formatRange(from, to), request.context);
}

/** `{start, end|datetime-interval …}`: the two values of the tag. */
export const datetimeInterval: Formatter = (_value, args, scope) =>
  formatDateTimeInterval(scope.values[0], scope.values[1], args, scope);
