import { describe, expect, it } from 'vitest';
import { LruCache } from '../lru';
import { testScope } from './test-scope';
import { scopeTimeZone, validTimeZone, zonedTime, zoneOffsetMs } from './zoned-time';

const HOUR = 3_600_000;
const T = 1_613_597_165_345; // 2021-02-17T21:26:05.345Z

describe('scopeTimeZone', () => {
  it('takes website.timeZone when it is a non-empty string', () => {
    expect(scopeTimeZone(testScope({ frames: [{ website: { timeZone: 'Asia/Tokyo' } }] }))).toBe('Asia/Tokyo');
  });

  it('falls back to the render default otherwise', () => {
    for (const timeZone of ['', 5, null, undefined]) {
      const scope = testScope({ frames: [{ website: { timeZone } }], defaultTimezone: 'Europe/Paris' });
      expect(scopeTimeZone(scope)).toBe('Europe/Paris');
    }
    expect(scopeTimeZone(testScope())).toBe('America/New_York');
  });
});

describe('zoneOffsetMs', () => {
  const cache = new LruCache<string, unknown>(100);

  it('reads standard and summer offsets', () => {
    expect(zoneOffsetMs(T, 'America/New_York', cache)).toBe(-5 * HOUR);
    expect(zoneOffsetMs(Date.UTC(2021, 6, 1), 'America/New_York', cache)).toBe(-4 * HOUR);
    expect(zoneOffsetMs(T, 'Asia/Kathmandu', cache)).toBe(5.75 * HOUR);
    expect(zoneOffsetMs(T, 'UTC', cache)).toBe(0);
  });

  it('keeps the seconds of local mean time', () => {
    expect(zoneOffsetMs(Date.UTC(1800, 0, 1), 'America/New_York', cache)).toBe(-(4 * HOUR + 56 * 60_000 + 2_000));
  });

  it('uses the offset at the edge of the ECMAScript range beyond it', () => {
    expect(zoneOffsetMs(1.5e20, 'America/New_York', cache)).toBe(zoneOffsetMs(8.64e15, 'America/New_York', cache));
  });

  it('caches one formatter per zone', () => {
    const own = new LruCache<string, unknown>(100);
    zoneOffsetMs(T, 'Asia/Tokyo', own);
    zoneOffsetMs(T + 1, 'Asia/Tokyo', own);
    expect(own.size).toBe(1);
    expect(own.get('dtf:Asia/Tokyo:longOffset')).toBeInstanceOf(Intl.DateTimeFormat);
  });
});

describe('validTimeZone', () => {
  it('falls back to UTC for an unknown zone', () => {
    const cache = new LruCache<string, unknown>(100);
    expect(validTimeZone('Bogus/Zone', cache)).toBe('UTC');
    expect(validTimeZone('Asia/Tokyo', cache)).toBe('Asia/Tokyo');
  });
});

describe('zonedTime', () => {
  const cache = new LruCache<string, unknown>(100);

  it('gives the wall-clock fields in the zone', () => {
    expect(zonedTime(T, 'Asia/Tokyo', cache)).toEqual({
      epochMs: T,
      timeZone: 'Asia/Tokyo',
      offsetMs: 9 * HOUR,
      year: 2021,
      month: 2,
      day: 18,
      hour: 6,
      minute: 26,
      second: 5,
      millisecond: 345,
      weekday: 4,
    });
  });

  it('truncates fractional milliseconds like Date does', () => {
    expect(zonedTime(1500.7, 'UTC', cache).millisecond).toBe(500);
    expect(zonedTime(-1, 'UTC', cache)).toMatchObject({ year: 1969, millisecond: 999, second: 59 });
  });

  it('keeps the offset but not the fields beyond the ECMAScript range', () => {
    const time = zonedTime(1.5e20, 'America/New_York', cache);
    expect(time.offsetMs).toBe(zoneOffsetMs(8.64e15, 'America/New_York', cache));
    expect(time.year).toBeNaN();
  });

  it('uses the proleptic Gregorian calendar', () => {
    expect(zonedTime(Date.UTC(1582, 9, 4), 'UTC', cache)).toMatchObject({ year: 1582, month: 10, day: 4 });
  });
});
