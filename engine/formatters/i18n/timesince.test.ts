import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { timesince, timeSinceText } from './timesince';

const NOW = 1520876934000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeSinceText', () => {
  it('uses the spec wording, checking years, months, weeks, days, hours, minutes in whole units', () => {
    const cases: [number, string][] = [
      [0, 'less than a minute ago'],
      [30_000, 'less than a minute ago'],
      [-5000, 'less than a minute ago'],
      [MINUTE, 'about a minute ago'],
      [119_000, 'about a minute ago'],
      [2 * MINUTE, 'about 2 minutes ago'],
      [HOUR - 1000, 'about 59 minutes ago'],
      [HOUR, 'about an hour ago'],
      [2 * HOUR, 'about 2 hours ago'],
      [DAY, 'about a day ago'],
      [2 * DAY, 'about 2 days ago'],
      [7 * DAY, 'about a week ago'],
      [14 * DAY, 'about 2 weeks ago'],
      [30 * DAY, 'about a month ago'],
      [60 * DAY, 'about 2 months ago'],
      [365 * DAY, 'about a year ago'],
      [730 * DAY, 'about 2 years ago'],
    ];
    for (const [elapsed, text] of cases) expect(timeSinceText(NOW - elapsed, NOW), `${elapsed} ms`).toBe(text);
  });
});

describe('timesince', () => {
  const scope = () => testScope({ now: NOW, locale: 'en-US' });

  it('wraps the text in a span carrying the instant', () => {
    expect(timesince(NOW - 2 * HOUR, [], scope())).toBe(
      `<span class="timesince" data-date="${NOW - 2 * HOUR}">about 2 hours ago</span>`,
    );
    expect(timesince(String(NOW - 2 * HOUR), [], scope())).toBe(
      `<span class="timesince" data-date="${NOW - 2 * HOUR}">about 2 hours ago</span>`,
    );
  });

  it('counts back from dates before 1970 and from ordinary past epoch milliseconds', () => {
    const scope1627 = testScope({ now: 1627849845000, locale: 'en-US' });
    expect(timesince(-607001400000, [], scope1627)).toBe(
      '<span class="timesince" data-date="-607001400000">about 70 years ago</span>',
    );
    expect(timesince(1577987019000, [], scope1627)).toBe(
      '<span class="timesince" data-date="1577987019000">about a year ago</span>',
    );
    expect(timesince('-607001400000', [], scope1627)).toContain('about 70 years ago');
  });

  it('prints "Invalid date." for missing or non-numeric values and without a locale', () => {
    for (const value of ['abc', undefined, null, NaN, {}]) expect(timesince(value, [], scope())).toBe('Invalid date.');
    expect(timesince(NOW, [], testScope({ now: NOW }))).toBe('Invalid date.');
  });
});
