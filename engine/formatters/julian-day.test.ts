import { describe, expect, it } from 'vitest';
import { julianDay, julianDayError } from './julian-day';

const FIRST_DAY_MS = -210_866_803_200_000; // 4713-01-01 BC (Julian calendar), 00:00 UTC
const AFTER_LAST_DAY_MS = 210_895_142_400_000; // 8653-01-01, 00:00 UTC

describe('julianDay', () => {
  it('numbers 1970-01-01 as 2440588', () => {
    expect(julianDay(0)).toBe(2_440_588);
    expect(julianDay(-1)).toBe(2_440_587);
  });

  it('counts the local calendar day', () => {
    expect(julianDay(0, -5 * 3_600_000)).toBe(2_440_587);
    expect(julianDay(FIRST_DAY_MS - 1, 14 * 3_600_000)).toBe(0);
  });
});

describe('julianDayError', () => {
  it('accepts Julian days 0 to 4881503', () => {
    expect(julianDayError(FIRST_DAY_MS)).toBeUndefined();
    expect(julianDayError(AFTER_LAST_DAY_MS - 1)).toBeUndefined();
    expect(julianDayError(Date.UTC(2021, 1, 17))).toBeUndefined();
  });

  it('gives the product spec message outside the range', () => {
    expect(julianDayError(FIRST_DAY_MS - 1)).toBe(
      'Julian day -1 is outside the supported range of this library: Mon Jan 1 4713 B.C. to Fri Dec 31 8652 A.D.',
    );
    expect(julianDayError(AFTER_LAST_DAY_MS)).toBe(
      'Julian day 4881504 is outside the supported range of this library: Mon Jan 1 4713 B.C. to Fri Dec 31 8652 A.D.',
    );
  });

  it('applies the zone offset', () => {
    expect(julianDayError(AFTER_LAST_DAY_MS - 1, 9 * 3_600_000)).toContain('Julian day 4881504 ');
    expect(julianDayError(1.5e20, -5 * 3_600_000)).toContain('Julian day 1736113551698 ');
  });
});
