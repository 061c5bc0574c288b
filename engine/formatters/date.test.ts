import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../index';
import { date, dateFormatters } from './date';
import { testScope } from './test-scope';
import type { LruCache } from '../lru';

const T = 1_613_597_165_345; // 2021-02-17T21:26:05.345Z
const inZone = (timeZone?: unknown, defaultTimezone?: string) =>
  testScope({ frames: [{ website: { timeZone } }], defaultTimezone });

describe('date', () => {
  it('formats the §12.8 example in the default zone', () => {
    expect(date(T, ['%Y-%m-%d', '%H:%M:%S', '%Z'], testScope())).toBe('2021-02-17 16:26:05 EST');
  });

  it('formats %c in Tokyo as the §12.8 table shows', () => {
    expect(date(T, ['%c'], inZone('Asia/Tokyo'))).toBe('Thu, Feb 18, 2021 6:26:05 AM JST');
  });

  it('renders the §10.1 example', () => {
    const data = { t: 1_700_000_000_000, website: { timeZone: 'UTC' } };
    expect(renderTemplate('{t|date %A %d %B %Y}', data)).toEqual({ output: 'Tuesday 14 November 2023', errors: [] });
  });

  it('re-joins args with single spaces, keeping empty pieces', () => {
    expect(date(T, ['%Y', '', '%m'], testScope())).toBe('2021  02');
    expect(renderTemplate('{t|date:%Y:%m}', { t: T }).output).toBe('2021 02');
  });

  it('prints "" without args', () => {
    expect(date(T, [], testScope())).toBe('');
    expect(renderTemplate('[{t|date}]', { t: T }).output).toBe('[]');
  });

  it('prints "" for missing, null and non-finite input', () => {
    for (const value of [undefined, null, NaN, Infinity, 'abc', '']) expect(date(value, ['%Y'], testScope())).toBe('');
  });

  it('converts with toNumber', () => {
    expect(date(String(T), ['%F %H'], testScope())).toBe('2021-02-17 16');
    expect(date(0, ['%F %T'], testScope())).toBe('1969-12-31 19:00:00');
    expect(date(true, ['%F %T.%N'], inZone('UTC'))).toBe('1970-01-01 00:00:00.001000000');
    expect(date({ a: 1 }, ['%Y'], inZone('UTC'))).toBe('1970');
    expect(date(-1, ['%F %T.%N %s'], testScope())).toBe('1969-12-31 18:59:59.999000000 0');
  });

  it('uses website.timeZone, then the render default', () => {
    expect(date(T, ['%H %Z'], inZone('Europe/Paris'))).toBe('22 CET');
    expect(date(T, ['%H %Z'], inZone('', 'Asia/Kolkata'))).toBe('02 IST');
    expect(date(T, ['%H %Z'], inZone(5, 'Asia/Tokyo'))).toBe('06 JST');
  });

  it('renders in UTC for an unknown zone', () => {
    expect(date(T, ['%H:%M %Z %z'], inZone('Bogus/Zone'))).toBe('21:26 UTC +00:00');
  });

  it('records the Julian day error and prints "" outside the supported range', () => {
    const scope = inZone('UTC');
    expect(date(210_895_142_399_999, ['%F %T'], scope)).toBe('8652-12-31 23:59:59');
    expect(date(210_895_142_400_000, ['%F'], scope)).toBe('');
    expect(scope.errors).toEqual([
      'Julian day 4881504 is outside the supported range of this library: Mon Jan 1 4713 B.C. to Fri Dec 31 8652 A.D.',
    ]);
  });

  it('checks the range on the local day and handles numbers beyond the Date range', () => {
    const tokyo = inZone('Asia/Tokyo');
    expect(date(210_895_142_399_999 - 9 * 3_600_000, ['%F'], tokyo)).toBe('8652-12-31');
    expect(date(210_895_142_399_999 - 9 * 3_600_000 + 1, ['%F'], tokyo)).toBe('');
    const newYork = testScope();
    expect(date(1.5e20, ['%Y'], newYork)).toBe('');
    expect(newYork.errors[0]).toMatch(/^Julian day 1736113551698 is outside/);
  });

  it('records the range error as an engine error through the engine', () => {
    const result = renderTemplate('a{t|date %Y}b', { t: -210_866_803_200_001, website: { timeZone: 'UTC' } });
    expect(result.output).toBe('ab');
    expect(result.errors).toMatchObject([
      {
        type: 'engine',
        message:
          'Julian day -1 is outside the supported range of this library: Mon Jan 1 4713 B.C. to Fri Dec 31 8652 A.D.',
      },
    ]);
  });

  it('keeps its zone and Intl formatters in the shared cache', () => {
    const scope = inZone('Asia/Dubai');
    expect(date(T, ['%Z'], scope)).toBe('+04');
    date(T + 1000, ['%Z'], scope);
    expect(scope.formatCache.size).toBe(2);
    expect(
      (scope.formatCache.get('zones') as { byName: LruCache<string, { format: unknown }> }).byName.get('Asia/Dubai')!
        .format,
    ).toBeInstanceOf(Intl.DateTimeFormat);
    expect(scope.formatCache.get('dtf:Asia/Dubai:short')).toBeInstanceOf(Intl.DateTimeFormat);
  });
});

describe('datetimefield', () => {
  it('is a registered no-op', () => {
    const value = { a: 1 };
    expect(dateFormatters.datetimefield(value, ['x'], testScope())).toBe(value);
    expect(renderTemplate('{t|datetimefield}', { t: 5 })).toEqual({ output: '5', errors: [] });
  });
});
