/**
 * `date` (language reference §12.8): epoch milliseconds formatted with a strftime pattern
 * in the site's time zone. `datetimefield` is a registered no-op legacy name (§12.10).
 */
import { toNumber } from '../convert';
import { julianDayError } from './julian-day';
import { compilePattern, formatCompiled, type CompiledPattern } from './strftime';
import { zoneAbbreviation } from './zone-abbreviation';
import { scopeTimeZone, zonedTime } from './zoned-time';
import type { ArgumentRule, Formatter } from '../types';

/**
 * The pattern of each call site, read once. A compiled template passes the same args array to
 * every call of a tag, so its pattern is joined and looked up once rather than on every date
 * of every render; arrays that are dropped take their entry with them.
 */
const patterns = new WeakMap<readonly string[], CompiledPattern>();

function patternOf(args: readonly string[]): CompiledPattern {
  let pattern = patterns.get(args);
  if (pattern === undefined) {
    pattern = compilePattern(args.length === 1 ? args[0]! : args.join(' '));
    patterns.set(args, pattern);
  }
  return pattern;
}

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
  return formatCompiled(patternOf(args), time, zoneAbbreviation, scope.formatCache);
};

/** Without a pattern `date` prints nothing. */
export const dateArguments: Record<string, ArgumentRule> = {
  date: { minArgs: 1 },
};

export const dateFormatters: Record<string, Formatter> = {
  date,
  datetimefield: (value) => value,
};
