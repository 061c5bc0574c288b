import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { datetimeInterval } from './datetime-interval';

const T = 1520876934000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const run = (start: unknown, end: unknown, args: string[] = [], locale: string | null = 'en-US') =>
  datetimeInterval(start, args, testScope({ values: [start, end], locale: locale ?? undefined }));

describe('datetime-interval', () => {
  it('matches the reference example, thin spaces around the en dash', () => {
    expect(run(T, T + DAY)).toBe('Mar 12\u2009–\u200913, 2018');
  });

  it('picks the time when both fall on the same day, else the date', () => {
    expect(run(T, T + HOUR)).toBe('1:48\u2009–\u20092:48\u202fPM');
    expect(run(T, T + 60_000)).toBe('1:48\u2009–\u20091:49\u202fPM');
    expect(run(T, T + 1000)).toBe('1:48 PM');
    expect(run(T, T)).toBe('1:48 PM');
    expect(run(T, T + 30 * DAY)).toBe('Mar 12\u2009–\u2009Apr 11, 2018');
    expect(run(T, T + 400 * DAY)).toBe('Mar 12, 2018\u2009–\u2009Apr 16, 2019');
    expect(run(T + DAY, T)).toBe('Mar 13\u2009–\u200912, 2018');
  });

  it('takes skeletons from bare words and skeleton:', () => {
    expect(run(T, T + HOUR, ['yMMMd'])).toBe('Mar 12, 2018');
    expect(run(T, T + 30 * DAY, ['skeleton:yMMMd'])).toBe('Mar 12\u2009–\u2009Apr 11, 2018');
    expect(run(T, T + HOUR, ['hm'])).toBe('1:48\u2009–\u20092:48\u202fPM');
    expect(run(T, T + DAY, ['date:yMMMMEEEEd'])).toBe('Monday, March 12\u2009–\u2009Tuesday, March 13, 2018');
  });

  it('takes date and time widths', () => {
    expect(run(T, T + DAY, ['date:full'])).toBe('Monday, March 12\u2009–\u2009Tuesday, March 13, 2018');
    expect(run(T, T + DAY, ['date:short'])).toBe('3/12/18\u2009–\u20093/13/18');
    expect(run(T, T + HOUR, ['time:short'])).toBe('1:48\u2009–\u20092:48\u202fPM');
  });

  it('capitalizes for the begin-sentence context', () => {
    expect(run(T, T + 30 * DAY, ['MMMM', 'context:begin-sentence'], 'fr-FR')).toBe('Mars\u2009–\u2009avril');
    expect(run(T, T + 30 * DAY, ['MMMM'], 'fr-FR')).toBe('mars\u2009–\u2009avril');
  });

  it('prints "" unless both values are numbers, and without a locale', () => {
    expect(run(T, undefined)).toBe('');
    expect(run('x', T)).toBe('');
    expect(run(T, Infinity)).toBe('');
    expect(run(T, T + DAY, [], null)).toBe('');
    expect(run(String(T), String(T + DAY))).toBe('Mar 12\u2009–\u200913, 2018');
  });

  it('records the Julian day range error', () => {
    const scope = testScope({ values: [T, 1e15], locale: 'en-US' });
    expect(datetimeInterval(T, [], scope)).toBe('');
    expect(scope.errors[0]).toMatch(/^Julian day \d+ is outside the supported range/);
  });
});
