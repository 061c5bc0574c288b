import fc from 'fast-check';
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

  it('caches one zone (its formatter and the offsets read) per zone', () => {
    const own = new LruCache<string, unknown>(100);
    zoneOffsetMs(T, 'Asia/Tokyo', own);
    zoneOffsetMs(T + 1, 'Asia/Tokyo', own);
    expect(own.size).toBe(1);
    expect(
      (own.get('zones') as { byName: LruCache<string, { format: unknown }> }).byName.get('Asia/Tokyo')!.format,
    ).toBeInstanceOf(Intl.DateTimeFormat);
  });

  it('gives the offset Intl gives at every instant, around transitions too, once hours are remembered', () => {
    const shared = new LruCache<string, unknown>(100);
    // Intl's own answer: the wall clock in the zone minus the instant.
    const exact = (epochMs: number, zone: string) => {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        era: 'short',
      }).formatToParts(epochMs);
      const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
      const year = parts.find((part) => part.type === 'era')!.value === 'BC' ? 1 - get('year') : get('year');
      const wall = new Date(0);
      wall.setUTCFullYear(year, get('month') - 1, get('day'));
      wall.setUTCHours(get('hour'), get('minute'), get('second'), ((epochMs % 1000) + 1000) % 1000);
      return wall.getTime() - epochMs;
    };
    const zones = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Africa/Casablanca'];
    const instants = [
      Date.UTC(2018, 2, 11, 7) - 1,
      Date.UTC(2018, 2, 11, 7), // New York's spring transition
      Date.UTC(1883, 10, 18, 17) - 1,
      Date.UTC(1883, 10, 18, 17),
      Date.UTC(1883, 10, 18, 17, 3, 58), // its end of local mean time
      Date.UTC(1847, 11, 1, 0, 1, 15) - 1,
      Date.UTC(1847, 11, 1, 0, 1, 15), // London's
      Date.UTC(2021, 3, 3, 15) - 1,
      Date.UTC(2021, 3, 3, 15),
      Date.UTC(2021, 3, 3, 15, 30), // Lord Howe's half-hour change
    ];
    for (let k = 0; k < 400; k++) instants.push(-3e12 + k * 1.7e10 + (k % 7) * 1_234_567);
    for (const zone of zones) {
      for (const instant of instants) zoneOffsetMs(instant - 60_000, zone, shared);
      for (const instant of instants)
        expect(zoneOffsetMs(instant, zone, shared), `${zone} ${instant}`).toBe(exact(instant, zone));
    }
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

  it('gives the fields a UTC Date gives for the local instant, across the whole ECMAScript range', () => {
    const edges = [
      0,
      -1,
      8.64e15,
      -8.64e15,
      8.64e15 - 1,
      -8.64e15 + 1,
      Date.UTC(2000, 1, 29),
      Date.UTC(1900, 1, 28, 23, 59, 59, 999),
    ];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -8.64e15, max: 8.64e15 }),
          fc.integer({ min: -1e13, max: 1e13 }),
          fc.constantFrom(...edges),
        ),
        fc.constantFrom('UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'),
        (instant, zone) => {
          const time = zonedTime(instant, zone, cache);
          const local = new Date(instant + time.offsetMs);
          expect([
            time.year,
            time.month,
            time.day,
            time.hour,
            time.minute,
            time.second,
            time.millisecond,
            time.weekday,
          ]).toEqual([
            local.getUTCFullYear(),
            local.getUTCMonth() + 1,
            local.getUTCDate(),
            local.getUTCHours(),
            local.getUTCMinutes(),
            local.getUTCSeconds(),
            local.getUTCMilliseconds(),
            local.getUTCDay(),
          ]);
        },
      ),
      { numRuns: 5000, seed: 14 },
    );
  });
});
