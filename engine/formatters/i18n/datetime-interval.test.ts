import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../index';
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
    // Within one minute there is no range: the first instant, with its seconds (as both upstream engines).
    expect(run(T, T + 1000)).toBe('1:48:54 PM');
    expect(run(T, T)).toBe('1:48:54 PM');
    expect(run(T, T + 30 * DAY)).toBe('Mar 12\u2009–\u2009Apr 11, 2018');
    expect(run(T, T + 400 * DAY)).toBe('Mar 12, 2018\u2009–\u2009Apr 16, 2019');
    expect(run(T + DAY, T)).toBe('Mar 13\u2009–\u200912, 2018');
  });

  it('adds the month and day to a weekday-only skeleton across days, and the year across years', () => {
    expect(run(T, T + 8 * DAY, ['EEE'])).toBe('Mon, 3/12\u2009–\u2009Tue, 3/20');
    expect(run(T, T + 300 * DAY, ['EEE'])).toBe('Mon, 3/12/2018\u2009–\u2009Sun, 1/6/2019');
    expect(run(T, T + HOUR, ['EEE'])).toBe('Mon');
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

  it('formats times and time zones, with the dates when the range spans days, in the site zone', () => {
    const a = 1520876934000;
    const r = (args: string, end: number, timeZone = 'America/New_York') =>
      renderTemplate(
        `{x, y|datetime-interval ${args}}`,
        { x: a, y: end, website: { timeZone } },
        { locale: 'en-US' },
      ).output.replace(/[\u202f\u2009]/g, ' ');
    const later = a + 3 * 3_600_000;
    const days = a + 26 * 86_400_000;
    expect(r('jm', later)).toBe('1:48 – 4:48 PM');
    expect(r('jm', later, 'Asia/Tokyo')).toBe('2:48 – 5:48 AM');
    expect(r('jmz', later)).toBe('1:48 – 4:48 PM EDT');
    expect(r('Hm', later, 'Europe/Paris')).toBe('18:48 – 21:48');
    expect(r('jm', days)).toBe('Mar 12, 2018, 1:48 PM – Apr 7, 2018, 1:48 PM');
    expect(r('jmz', days, 'Asia/Tokyo')).toBe('Mar 13, 2018, 2:48 AM GMT+9 – Apr 8, 2018, 2:48 AM GMT+9');
    expect(r('time:short', later)).toBe('1:48 – 4:48 PM');
    expect(r('time:long', later)).toBe('1:48:54 PM EDT – 4:48:54 PM EDT');
    expect(r('time:short', days)).toBe('Mar 12, 2018, 1:48 PM – Apr 7, 2018, 1:48 PM');
    expect(r('date:long time:short', days)).toBe('March 12, 2018 at 1:48 PM – April 7, 2018 at 1:48 PM');
    expect(r('skeleton:yMMMdjm', later)).toBe('Mar 12, 2018, 1:48 – 4:48 PM');
  });
});
