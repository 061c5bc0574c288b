/**
 * The supported date range of the reference platform (product spec §8): Julian day 0
 * (1 January 4713 BC) to 4881503 (31 December 8652 AD), counted on the local calendar day.
 */
import { JULIAN_DAY_RANGE } from '../../domain';

const MS_PER_DAY = 86_400_000;
// The Julian day number of 1970-01-01.
const EPOCH_JULIAN_DAY = 2_440_588;
const LAST_JULIAN_DAY = JULIAN_DAY_RANGE.max;

/** The Julian day number of the local calendar day of an instant. */
export function julianDay(epochMs: number, offsetMs = 0): number {
  return Math.floor((epochMs + offsetMs) / MS_PER_DAY) + EPOCH_JULIAN_DAY;
}

/**
 * The error message for an instant outside the supported range, or undefined inside it.
 * `offsetMs` is the zone offset at that instant (see `zoneOffsetMs`).
 */
export function julianDayError(epochMs: number, offsetMs = 0): string | undefined {
  const day = julianDay(epochMs, offsetMs);
  if (day >= JULIAN_DAY_RANGE.min && day <= LAST_JULIAN_DAY) return undefined;
  return `Julian day ${day} is outside the supported range of this library: Mon Jan 1 4713 B.C. to Fri Dec 31 8652 A.D.`;
}
