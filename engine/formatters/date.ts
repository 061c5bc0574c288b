/**
 * `date` (language reference §12.8): epoch milliseconds formatted with a strftime pattern
 * in the site's time zone. `datetimefield` is a registered no-op legacy name (§12.10).
 */
import { toNumber } from '../convert';
import { julianDayError } from './julian-day';
import { strftime } from './strftime';
import { zoneAbbreviation } from './zone-abbreviation';
import { scopeTimeZone, zonedTime } from './zoned-time';
import type { ArgumentRule, Formatter } from '../types';

/** The args re-joined with single spaces are the pattern; missing or non-finite input prints "". */
export const date: Formatter = (value, args, scope) => {
  if (args.length === 0 || value === undefined || value === null) return '';
  const number = toNumber(value);
  if (!Number.isFinite(number)) return '';
  const time = zonedTime(number, scopeTimeZone(scope), scope.formatCache);
  const rangeError = julianDayError(time.epochMs, time.offsetMs);
  if (rangeError) {
    scope.error(rangeError, 'engine');
    return '';
  }
  return strftime(args.length === 1 ? args[0]! : args.join(' '), time, zoneAbbreviation, scope.formatCache);
};

/** Without a pattern `date` prints nothing. */
export const dateArguments: Record<string, ArgumentRule> = {
  date: { minArgs: 1 },
};

export const dateFormatters: Record<string, Formatter> = {
  date,
  datetimefield: (value) => value,
};
