import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { relativeTime } from './relative-time';

const NOW = 1520876934000;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number, args: string[] = [], locale = 'en-US') =>
  relativeTime(NOW - ms, args, testScope({ now: NOW, locale }));

describe('relative-time', () => {
  it('picks the largest field that is at least 1 and rounds half-even', () => {
    const cases: [number, string][] = [
      [0, 'now'],
      [500, 'now'],
      [1500, '2 seconds ago'],
      [2500, '2 seconds ago'],
      [5 * SECOND, '5 seconds ago'],
      [45 * SECOND, '45 seconds ago'],
      [90 * SECOND, '2 minutes ago'],
      [59 * MINUTE + 40 * SECOND, '60 minutes ago'],
      [3 * HOUR, '3 hours ago'],
      [23 * HOUR + 40 * MINUTE, '24 hours ago'],
      [30 * HOUR, 'yesterday'],
      [36 * HOUR, '2 days ago'],
      [8 * DAY, '8 days ago'],
      [26 * DAY, '26 days ago'],
      [28 * DAY, 'last month'],
      [42 * DAY, 'last month'],
      [44 * DAY, '2 months ago'],
      [300 * DAY, '10 months ago'],
      [320 * DAY, '11 months ago'],
      [345 * DAY, '11 months ago'],
      [350 * DAY, '12 months ago'],
      [370 * DAY, 'last year'],
      [540 * DAY, 'last year'],
      [547 * DAY, '2 years ago'],
      [800 * DAY, '2 years ago'],
    ];
    for (const [ms, text] of cases) expect(ago(ms), `${ms} ms`).toBe(text);
  });

  it('looks forward too', () => {
    expect(ago(-3 * DAY)).toBe('in 3 days');
    expect(ago(-3 * HOUR)).toBe('in 3 hours');
    expect(ago(-DAY)).toBe('tomorrow');
    expect(ago(-2500)).toBe('in 2 seconds');
  });

  it('uses weeks only when allowed', () => {
    expect(ago(10 * DAY, ['allowWeeks:false'])).toBe('10 days ago');
    expect(ago(6 * DAY, ['allowWeeks:true'])).toBe('6 days ago');
    expect(ago(7 * DAY, ['allowWeeks:true'])).toBe('last week');
    expect(ago(11 * DAY, ['allowWeeks:true'])).toBe('2 weeks ago');
    expect(ago(27 * DAY, ['allowWeeks:true'])).toBe('4 weeks ago');
  });

  it('takes a fixed field', () => {
    expect(ago(3 * HOUR, ['field:day'])).toBe('today');
    expect(ago(50 * HOUR, ['field:day'])).toBe('2 days ago');
    expect(ago(3 * DAY, ['field:hour'])).toBe('72 hours ago');
    expect(ago(3 * DAY, ['field:minute'])).toBe('4,320 minutes ago');
    expect(ago(90 * SECOND, ['field:second'])).toBe('90 seconds ago');
    expect(ago(90 * SECOND, ['field:millis'])).toBe('90 seconds ago');
    expect(ago(400 * DAY, ['field:month'])).toBe('13 months ago');
    expect(ago(100 * DAY, ['field:year'])).toBe('this year');
    expect(ago(10 * DAY, ['field:week'])).toBe('last week');
    expect(ago(150 * MINUTE, ['field:hour'])).toBe('2 hours ago');
    expect(ago(3 * DAY, ['field:bogus'])).toBe('3 days ago');
  });

  it('prints numbers only with numericOnly, and "now" for zero with alwaysNow', () => {
    expect(ago(DAY, ['numericOnly:true'])).toBe('1 day ago');
    expect(ago(0, ['numericOnly:true'])).toBe('in 0 seconds');
    expect(ago(500, ['numericOnly:true'])).toBe('0 seconds ago');
    expect(ago(0, ['numericOnly:true', 'alwaysNow:true'])).toBe('now');
    expect(ago(2500, ['numericOnly:true', 'alwaysNow:true'])).toBe('2 seconds ago');
    expect(ago(DAY, ['alwaysNow:true'])).toBe('yesterday');
  });

  it('takes the width and number options', () => {
    expect(ago(3 * HOUR, ['width:short'])).toBe('3 hr. ago');
    expect(ago(3 * HOUR, ['width:narrow'])).toBe('3h ago');
    expect(ago(3 * HOUR, ['width:wide'])).toBe('3 hours ago');
    expect(ago(60 * DAY, ['width:short'])).toBe('2 mo. ago');
    expect(ago(90 * MINUTE, ['field:hour', 'maxfrac:1'])).toBe('1.5 hours ago');
    expect(ago(3 * DAY, ['field:day', 'minfrac:2'])).toBe('3.00 days ago');
    expect(ago(3 * DAY, ['field:minute', 'group:false'])).toBe('4320 minutes ago');
  });

  it('capitalizes for the begin-sentence, standalone and menu contexts', () => {
    expect(ago(DAY, ['context:begin-sentence'])).toBe('Yesterday');
    expect(ago(DAY, ['context:standalone'])).toBe('Yesterday');
    expect(ago(DAY, ['context:ui-list-or-menu'])).toBe('Yesterday');
    expect(ago(3 * DAY, ['context:begin-sentence'])).toBe('3 days ago');
  });

  it('measures between two values', () => {
    const between = (a: unknown, b: unknown) =>
      relativeTime(a, [], testScope({ now: NOW, values: [a, b], locale: 'en-US' }));
    expect(between(NOW, NOW + 3 * DAY)).toBe('in 3 days');
    expect(between(NOW + 3 * DAY, NOW)).toBe('3 days ago');
    expect(between(NOW, undefined)).toBe('');
  });

  it('follows the locale', () => {
    expect(ago(DAY, [], 'fr-FR')).toBe('hier');
    expect(ago(3 * DAY, ['field:minute'], 'de-DE')).toBe('vor 4.320 Minuten');
  });

  it('reads numeric text and prints "" for missing or non-numeric values and without a locale', () => {
    expect(relativeTime(String(NOW - HOUR), [], testScope({ now: NOW, locale: 'en-US' }))).toBe('1 hour ago');
    for (const value of ['abc', undefined, null, Infinity])
      expect(relativeTime(value, [], testScope({ now: NOW, locale: 'en-US' }))).toBe('');
    expect(relativeTime(NOW, [], testScope({ now: NOW }))).toBe('');
  });

  it('records the Julian day range error', () => {
    const scope = testScope({ now: NOW, locale: 'en-US' });
    expect(relativeTime(-3e14, [], scope)).toBe('');
    expect(scope.errors[0]).toMatch(/^Julian day -\d+ is outside the supported range/);
  });
});
