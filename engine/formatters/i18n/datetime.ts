/**
 * `datetime` (language reference §12.9): an instant as locale date and/or time text in the
 * site's time zone. Widths (`date:long`, bare `short`…) win over skeletons; with neither,
 * the long date is printed.
 */
import { glue } from './datetime-glue';
import { parseDateTimeArgs, type DateTimeRequest, type Width } from './datetime-options';
import { dateInput, epochOf, timeZoneOf } from './epoch';
import { LruCache } from '../../lru';
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

/**
 * Texts already formatted, by instant, locale, time zone and arguments: the text is a function
 * of those four alone, and a page prints the same few published dates on every render (a blog
 * page's posts: Intl's `format` and the options object built for it cost microseconds each).
 * Only texts that passed the range check are kept, so an out-of-range date still records its
 * error on every render.
 */
const TEXTS = 2000;
const texts = new LruCache<string, string>(TEXTS);

/** Each call site's arguments as one key part: a compiled template passes the same array every time. */
const argKeys = new WeakMap<readonly string[], string>();

function argKeyOf(args: readonly string[]): string {
  let key = argKeys.get(args);
  if (key === undefined) argKeys.set(args, (key = args.join('\u0000')));
  return key;
}

/** Format `value` (epoch ms) with `datetime` arguments; "" for a missing or non-numeric value or without a locale. */
export function formatDateTime(value: unknown, args: readonly string[], scope: Scope): string {
  const locale = localeOf(scope);
  if (locale === undefined) return '';
  const timeZone = timeZoneOf(scope);
  const asked = epochOf(value);
  if (asked === undefined) return '';
  const key = `${asked}\u0000${locale}\u0000${timeZone}\u0000${argKeyOf(args)}`;
  const known = texts.get(key);
  if (known !== undefined) return known;
  const epochMs = dateInput(value, scope, timeZone);
  if (epochMs === undefined) return '';
  const request = parseDateTimeArgs(args);
  const text = applyContext(render(epochMs, request, locale, scope, timeZone), request.context);
  texts.set(key, text);
  return text;
}

export const datetime: Formatter = (value, args, scope) => formatDateTime(value, args, scope);
