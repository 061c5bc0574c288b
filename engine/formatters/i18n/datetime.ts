/**
 * `datetime` (language reference §12.9): an instant as locale date and/or time text in the
 * site's time zone. Widths (`date:long`, bare `short`…) win over skeletons; with neither,
 * the long date is printed.
 */
import { glue } from './datetime-glue';
import { parseDateTimeArgs, type DateTimeRequest, type Width } from './datetime-options';
import { dateInput, timeZoneOf } from './epoch';
import { dateTimeFormat } from './intl-cache';
import { localeOf } from './locale';
import { applyContext } from './options';
import { hasFields, parseSkeleton } from './skeleton';
import type { Formatter, Scope } from '../../types';

type Options = Intl.DateTimeFormatOptions;

/** The glue width CLDR picks for a skeleton date: by how wide its month (and weekday) is. */
function skeletonGlueWidth(date: Options): Width {
  if (date.month === 'long') return date.weekday === 'long' ? 'full' : 'long';
  return date.month === 'short' ? 'medium' : 'short';
}

function render(epochMs: number, request: DateTimeRequest, locale: string, scope: Scope, timeZone: string): string {
  const fields = parseSkeleton(request.skeleton);
  const common: Options = { timeZone, ...(request.calendar && { calendar: request.calendar }) };
  const dateWidth =
    request.dateWidth ?? (request.timeWidth || hasFields(fields.date) || hasFields(fields.time) ? undefined : 'long');
  const date = dateWidth ? { dateStyle: dateWidth } : hasFields(fields.date) ? fields.date : undefined;
  const time = request.timeWidth ? { timeStyle: request.timeWidth } : hasFields(fields.time) ? fields.time : undefined;
  const format = (options: Options) =>
    dateTimeFormat(scope.formatCache, locale, { ...common, ...options }).format(epochMs);
  if (!date || !time) return format((date ?? time)!);
  const styled = dateWidth !== undefined && request.timeWidth !== undefined;
  const skeletonOnly = dateWidth === undefined && request.timeWidth === undefined;
  // Intl glues date and time itself when both are styles or both are skeleton fields.
  if (!request.wrap && (styled || skeletonOnly)) return format({ ...date, ...time });
  const width = request.wrap ?? dateWidth ?? skeletonGlueWidth(fields.date);
  return glue(scope.formatCache, locale, width, format(date), format(time));
}

/** Format `value` (epoch ms) with `datetime` arguments; "" for a missing or non-numeric value or without a locale. */
export function formatDateTime(value: unknown, args: readonly string[], scope: Scope): string {
  const locale = localeOf(scope);
  if (locale === undefined) return '';
  const timeZone = timeZoneOf(scope);
  const epochMs = dateInput(value, scope, timeZone);
  if (epochMs === undefined) return '';
  const request = parseDateTimeArgs(args);
  return applyContext(render(epochMs, request, locale, scope, timeZone), request.context);
}

export const datetime: Formatter = (value, args, scope) => formatDateTime(value, args, scope);
