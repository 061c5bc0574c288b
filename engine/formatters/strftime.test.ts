import { describe, expect, it } from 'vitest';
import { strftime } from './strftime';
import type { ZonedTime } from './zoned-time';

/** 2021-02-17 16:26:05.345 in New York (a Wednesday). */
const EVENING: ZonedTime = {
  epochMs: 1_613_597_165_345,
  timeZone: 'America/New_York',
  offsetMs: -5 * 3_600_000,
  year: 2021,
  month: 2,
  day: 17,
  hour: 16,
  minute: 26,
  second: 5,
  millisecond: 345,
  weekday: 3,
};
/** 2021-01-01 00:00:00.000 UTC (a Friday). */
const MIDNIGHT: ZonedTime = {
  epochMs: 1_609_459_200_000,
  timeZone: 'UTC',
  offsetMs: 0,
  year: 2021,
  month: 1,
  day: 1,
  hour: 0,
  minute: 0,
  second: 0,
  millisecond: 0,
  weekday: 5,
};

const format = (pattern: string, time = EVENING): string =>
  strftime(pattern, time, (t) => (t.timeZone === 'UTC' ? 'UTC' : 'EST'));

describe('strftime', () => {
  it('formats the §12.8 example', () => {
    expect(format('%Y-%m-%d %H:%M:%S %Z')).toBe('2021-02-17 16:26:05 EST');
  });

  it.each([
    ['%a', 'Wed'],
    ['%A', 'Wednesday'],
    ['%b', 'Feb'],
    ['%h', 'Feb'],
    ['%B', 'February'],
    ['%c', 'Wed, Feb 17, 2021 4:26:05 PM EST'],
    ['%C', '20'],
    ['%d', '17'],
    ['%e', '17'],
    ['%D', '02/17/21'],
    ['%F', '2021-02-17'],
    ['%g', '21'],
    ['%G', '2021'],
    ['%H', '16'],
    ['%k', '16'],
    ['%I', '04'],
    ['%l', ' 4'],
    ['%i', '4'],
    ['%j', '048'],
    ['%m', '02'],
    ['%M', '26'],
    ['%n', '\n'],
    ['%t', '\t'],
    ['%N', '345000000'],
    ['%s', '1613597165'],
    ['%p', 'PM'],
    ['%P', 'pm'],
    ['%q', '1'],
    ['%r', '4:26:05 PM'],
    ['%R', '16:26'],
    ['%T', '16:26:05'],
    ['%S', '05'],
    ['%u', '3'],
    ['%w', '3'],
    ['%U', '08'],
    ['%W', '08'],
    ['%V', '07'],
    ['%v', '17-Feb-2021'],
    ['%x', '02/17/2021'],
    ['%X', '04:26:05 PM'],
    ['%y', '21'],
    ['%Y', '2021'],
    ['%z', '-05:00'],
    ['%Z', 'EST'],
    ['%%', '%'],
  ])('%s → %j', (pattern, expected) => {
    expect(format(pattern)).toBe(expected);
  });

  it('pads at midnight on the first of the month', () => {
    expect(format('%c|%e|%k|%l|%i|%I|%r|%X|%v|%p|%P|%N|%u|%w|%j', MIDNIGHT)).toBe(
      'Fri, Jan 1, 2021 12:00:00 AM UTC| 1| 0|12|12|12|12:00:00 AM|12:00:00 AM| 1-Jan-2021|AM|am|000000000|5|5|001',
    );
    expect(format('%U %V %G %g %z', MIDNIGHT)).toBe('01 53 2020 20 +00:00');
  });

  it('numbers Sunday 7 for %u and 0 for %w', () => {
    const sunday = { ...MIDNIGHT, day: 3, weekday: 0 };
    expect(format('%u %w %U', sunday)).toBe('7 0 02');
  });

  it('prints nothing for an unknown code and % for a trailing lone %', () => {
    expect(format('%Q/%-/%5/%é/%Y')).toBe('////2021');
    expect(format('%')).toBe('%');
    expect(format('%Y%')).toBe('2021%');
    expect(format('a%%%Yb')).toBe('a%2021b');
    expect(format('')).toBe('');
  });

  it('prints a positive offset with a colon, and drops seconds of local mean time', () => {
    expect(format('%z', { ...MIDNIGHT, offsetMs: 5.75 * 3_600_000 })).toBe('+05:45');
    expect(format('%z', { ...MIDNIGHT, offsetMs: -(4 * 3_600_000 + 56 * 60_000 + 2_000) })).toBe('-04:56');
  });

  it('truncates %s toward zero before the epoch', () => {
    expect(format('%s', { ...MIDNIGHT, epochMs: -1500 })).toBe('-1');
  });

  it('prints years before 1 AD as era years', () => {
    expect(format('%Y %C %y', { ...MIDNIGHT, year: -4712 })).toBe('4713 47 13');
    expect(format('%Y', { ...MIDNIGHT, year: 7 })).toBe('7');
  });

  it('asks for the zone abbreviation only when the pattern needs it', () => {
    let asked = 0;
    strftime('%Y-%m-%d', EVENING, () => String(++asked));
    expect(asked).toBe(0);
    expect(strftime('%Z %c', EVENING, () => String(++asked))).toBe('1 Wed, Feb 17, 2021 4:26:05 PM 2');
  });
});
