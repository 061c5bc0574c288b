/**
 * `relative-time` (language reference §12.9): the distance from now (or from the first value
 * to the second) in the largest calendar field that is at least 1, rounded half-even,
 * as locale text (`yesterday`, `3 hours ago`, `in 2 months`).
 */
import { formatNumber, type NumberOptions } from '../../../domain';
import { zoneOffsetMs } from '../zoned-time';
import { monthsBetween } from './calendar-diff';
import { dateInput, timeZoneOf } from './epoch';
import { relativeTimeFormat } from './intl-cache';
import { localeOf } from './locale';
import { applyNumberOption } from './number-options';
import { applyContext, splitOption } from './options';
import type { Formatter, Scope } from '../../types';

type Unit = Intl.RelativeTimeFormatUnit;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const FIELDS: Record<string, Unit> = {
  year: 'year',
  month: 'month',
  week: 'week',
  day: 'day',
  hour: 'hour',
  minute: 'minute',
  second: 'second',
  millis: 'second',
};
const STYLES: Record<string, Intl.RelativeTimeFormatStyle> = { wide: 'long', short: 'short', narrow: 'narrow' };

interface Request {
  field?: Unit;
  numericOnly: boolean;
  allowWeeks: boolean;
  alwaysNow: boolean;
  style: Intl.RelativeTimeFormatStyle;
  context?: string;
  number: NumberOptions;
}

// `dayOfWeek:true` is accepted but, as in the reference output, changes nothing.
function parseArgs(args: readonly string[]): Request {
  const request: Request = { numericOnly: false, allowWeeks: false, alwaysNow: false, style: 'long', number: {} };
  for (const arg of args) {
    const [key, value] = splitOption(arg);
    if (key === 'field')
      request.field = value !== undefined && Object.hasOwn(FIELDS, value) ? FIELDS[value] : undefined;
    else if (key === 'numericOnly') request.numericOnly = value === 'true';
    else if (key === 'allowWeeks') request.allowWeeks = value === 'true';
    else if (key === 'alwaysNow') request.alwaysNow = value === 'true';
    else if (key === 'width')
      request.style = (value !== undefined && Object.hasOwn(STYLES, value) && STYLES[value]) || 'long';
    else if (key === 'context') request.context = value;
    else applyNumberOption(key, value, request.number);
  }
  // Whole units unless the fraction digits say otherwise.
  request.number.maxFrac ??= request.number.minFrac ?? 0;
  return request;
}

/** The distance `ms` (positive) in `unit`; months and years are calendar-aware. */
function amount(unit: Unit, ms: number, months: () => number): number {
  switch (unit) {
    case 'year':
      return months() / 12;
    case 'month':
      return months();
    case 'week':
      return ms / WEEK;
    case 'day':
      return ms / DAY;
    case 'hour':
      return ms / HOUR;
    case 'minute':
      return ms / MINUTE;
    default:
      return ms / SECOND;
  }
}

function largestField(ms: number, months: number, allowWeeks: boolean): Unit {
  if (months >= 12) return 'year';
  if (months >= 1) return 'month';
  if (allowWeeks && ms >= WEEK) return 'week';
  if (ms >= DAY) return 'day';
  if (ms >= HOUR) return 'hour';
  return ms >= MINUTE ? 'minute' : 'second';
}

function describe(from: number, to: number, request: Request, locale: string, scope: Scope, timeZone: string): string {
  const cache = scope.formatCache;
  const wall = (epochMs: number) => epochMs + zoneOffsetMs(epochMs, timeZone, cache);
  const [earlier, later] = from <= to ? [from, to] : [to, from];
  const ms = later - earlier;
  const months = () => monthsBetween(wall(earlier), wall(later));
  const unit = request.field ?? largestField(ms, months(), request.allowWeeks);
  const exact = String(amount(unit, ms, months));
  const rounded = Number(formatNumber(cache, 'en-US', exact, {}, { ...request.number, grouping: false }));
  const numeric = request.numericOnly && !(request.alwaysNow && rounded === 0) ? 'always' : 'auto';
  const format = relativeTimeFormat(cache, locale, { numeric, style: request.style });
  if (request.alwaysNow && rounded === 0) return format.format(0, 'second');
  const parts = format.formatToParts(to < from ? -rounded : rounded, unit);
  const first = parts.findIndex((part) => part.type !== 'literal');
  if (first < 0) return parts.map((part) => part.value).join('');
  // The number is printed with the number options, which RelativeTimeFormat does not take.
  const last = parts.findLastIndex((part) => part.type !== 'literal');
  const number = formatNumber(cache, locale, exact, {}, request.number);
  return [...parts.slice(0, first).map((p) => p.value), number, ...parts.slice(last + 1).map((p) => p.value)].join('');
}

/** Relative time from `from` to `to` (epoch ms); "" unless both are numbers and there is a locale. */
function formatRelativeTime(from: unknown, to: unknown, args: readonly string[], scope: Scope): string {
  const locale = localeOf(scope);
  if (locale === undefined) return '';
  const timeZone = timeZoneOf(scope);
  const start = dateInput(from, scope, timeZone);
  const end = start === undefined ? undefined : dateInput(to, scope, timeZone);
  if (start === undefined || end === undefined) return '';
  const request = parseArgs(args);
  return applyContext(describe(start, end, request, locale, scope, timeZone), request.context);
}

/** `{t|relative-time}` measures from now to t; `{a, b|relative-time}` from a to b. */
export const relativeTime: Formatter = (value, args, scope) =>
  scope.values.length >= 2
    ? formatRelativeTime(scope.values[0], scope.values[1], args, scope)
    : formatRelativeTime(scope.now, value, args, scope);
