/** Epoch-millisecond inputs of the date formatters, with the Julian day range check of spec §8. */
import { julianDayError } from '../julian-day';
import { scopeTimeZone, validTimeZone, zoneOffsetMs } from '../zoned-time';
import { decimalText } from '../../../domain';
import type { Scope } from '../../types';

/** The time zone of §12.8 (`website.timeZone`, else the render default), resolved to a valid IANA name. */
export function timeZoneOf(scope: Scope): string {
  return validTimeZone(scopeTimeZone(scope), scope.formatCache);
}

/** A finite number or numeric text as whole epoch ms; undefined for anything else. */
export function epochOf(value: unknown): number | undefined {
  const decimal = decimalText(value);
  if (decimal === undefined) return undefined;
  const epochMs = Math.trunc(Number(decimal));
  return Number.isFinite(epochMs) ? epochMs : undefined;
}

/**
 * The epoch ms of a date input, or undefined when it is missing, not a number, or outside the
 * supported Julian day range (that last case also records the spec §8 error).
 */
export function dateInput(value: unknown, scope: Scope, timeZone: string): number | undefined {
  const epochMs = epochOf(value);
  if (epochMs === undefined) return undefined;
  const rangeError = julianDayError(epochMs, zoneOffsetMs(epochMs, timeZone, scope.formatCache));
  if (rangeError === undefined) return epochMs;
  scope.error(rangeError, 'engine');
  return undefined;
}
