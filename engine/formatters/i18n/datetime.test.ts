import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { datetime } from './datetime';

// 2018-03-12 13:48:54 in New York (EDT).
const T = 1520876934000;
const run = (args: string[], value: unknown = T, data: object = {}, locale: string | null = 'en-US') =>
  datetime(value, args, testScope({ frames: [data], locale: locale ?? undefined }));

describe('datetime', () => {
  it('matches the reference example', () => {
    expect(run(['date:full'])).toBe('Monday, March 12, 2018');
  });

  it('prints the long date by default', () => {
    expect(run([])).toBe('March 12, 2018');
    expect(run(['wrap:long'])).toBe('March 12, 2018');
  });

  it('takes bare date, time and widths', () => {
    expect(run(['date'])).toBe('3/12/18');
    expect(run(['time'])).toBe('1:48 PM');
    expect(run(['date', 'time'])).toBe('3/12/18, 1:48 PM');
    expect(run(['short'])).toBe('3/12/18, 1:48 PM');
    expect(run(['medium'])).toBe('Mar 12, 2018, 1:48:54 PM');
    expect(run(['long'])).toBe('March 12, 2018 at 1:48:54 PM EDT');
    expect(run(['full'])).toBe('Monday, March 12, 2018 at 1:48:54 PM Eastern Daylight Time');
    expect(run(['datetime:long'])).toBe('March 12, 2018 at 1:48:54 PM EDT');
  });

  it('combines date and time widths with the date width glue, or the wrap width', () => {
    expect(run(['date:long', 'time:short'])).toBe('March 12, 2018 at 1:48 PM');
    expect(run(['date:short', 'time:full'])).toBe('3/12/18, 1:48:54 PM Eastern Daylight Time');
    expect(run(['date:full', 'time'])).toBe('Monday, March 12, 2018 at 1:48 PM');
    expect(run(['date:short', 'time:full', 'wrap:full'])).toBe('3/12/18 at 1:48:54 PM Eastern Daylight Time');
    expect(run(['date:full', 'time:short', 'wrapper:short'])).toBe('Monday, March 12, 2018, 1:48 PM');
    expect(run(['date:short', 'wrapped:full'])).toBe('3/12/18');
  });

  it('formats skeletons, from bare words, skeleton: and non-width date:/time: values', () => {
    expect(run(['yMMMd'])).toBe('Mar 12, 2018');
    expect(run(['yMMM', 'd'])).toBe('Mar 12, 2018');
    expect(run(['skeleton:yMMMdEEEE'])).toBe('Monday, Mar 12, 2018');
    expect(run(['skeleton:hmsz'])).toBe('1:48:54 PM EDT');
    expect(run(['skeleton:Hm'])).toBe('13:48');
    expect(run(['date:yMMM'])).toBe('Mar 2018');
    expect(run(['date:yMMM', 'time:hm'])).toBe('Mar 2018, 1:48 PM');
    expect(run(['skeleton:yMMMMdjm'])).toBe('March 12, 2018 at 1:48 PM');
    expect(run(['skeleton:MMMMd'])).toBe('March 12');
    expect(run(['skeleton:yMd'])).toBe('3/12/2018');
    expect(run(['skeleton:yyMMdd'])).toBe('03/12/18');
    expect(run(['skeleton:hmv'])).toBe('1:48 PM ET');
    expect(run(['skeleton:hmzzzz'])).toBe('1:48 PM Eastern Daylight Time');
    expect(run(['skeleton:LLLL'])).toBe('March');
    expect(run(['skeleton:hmsSSS'])).toBe('1:48:54.000 PM');
    expect(run(['skeleton:Bh'])).toBe('1 in the afternoon');
    expect(run(['EEEE'])).toBe('Monday');
    expect(run(['GGGGy'])).toBe('2018 Anno Domini');
  });

  it('lets widths win over a skeleton, and mixes a width with a skeleton part', () => {
    expect(run(['skeleton:yMMMd', 'short'])).toBe('3/12/18, 1:48 PM');
    expect(run(['date', 'time:hm'])).toBe('3/12/18, 1:48 PM');
  });

  it('uses the calendar option', () => {
    expect(run(['skeleton:yMMMMd', 'calendar:buddhist'])).toBe('March 12, 2561 BE');
    expect(run(['skeleton:yMMMMd', 'calendar:japanese'])).toBe('March 12, 30 Heisei');
    expect(run(['skeleton:yMMMMd', 'calendar:persian'])).toBe('Esfand 21, 1396 AP');
    expect(run(['date:full', 'calendar:iso8601'])).toBe('Monday, March 12, 2018');
    expect(run(['calendar:gregory'])).toBe('March 12, 2018');
    expect(run(['calendar:bogus'])).toBe('March 12, 2018');
  });

  it('capitalizes for the begin-sentence, standalone and menu contexts', () => {
    expect(run(['skeleton:MMMM', 'context:begin-sentence'], T, {}, 'fr-FR')).toBe('Mars');
    expect(run(['skeleton:MMMM', 'context:standalone'], T, {}, 'fr-FR')).toBe('Mars');
    expect(run(['skeleton:MMMM', 'context:middle-of-text'], T, {}, 'fr-FR')).toBe('mars');
  });

  it('uses website.timeZone, falling back when the zone is unknown', () => {
    expect(run(['date:full'], T, { website: { timeZone: 'Asia/Tokyo' } })).toBe('Tuesday, March 13, 2018');
    expect(run(['date:full'], T, { website: { timeZone: 'Bogus/Zone' } })).toBe('Monday, March 12, 2018');
    expect(datetime(T, ['time'], testScope({ locale: 'en-US', defaultTimezone: 'UTC' }))).toBe('5:48 PM');
  });

  it('reads numeric text and prints "" for a missing or non-numeric value', () => {
    expect(run(['date:full'], String(T))).toBe('Monday, March 12, 2018');
    for (const value of ['abc', undefined, null, true, NaN, Infinity, {}]) {
      expect(datetime(value, ['date:full'], testScope({ locale: 'en-US' }))).toBe('');
    }
  });

  it('prints "" without a locale', () => {
    expect(run(['date:full'], T, {}, null)).toBe('');
  });

  it('records the Julian day range error and prints ""', () => {
    const scope = testScope({ locale: 'en-US', defaultTimezone: 'UTC' });
    expect(datetime(-300000000000000, ['date:full'], scope)).toBe('');
    expect(datetime(300000000000000, ['date:full'], scope)).toBe('');
    expect(scope.errors[0]).toMatch(
      /^Julian day -\d+ is outside the supported range of this library: Mon Jan 1 4713 B\.C\. to Fri Dec 31 8652 A\.D\.$/,
    );
    expect(scope.errors).toHaveLength(2);
    expect(datetime(Date.UTC(8652, 11, 31), ['date:full'], scope)).toBe('Friday, December 31, 8652');
  });

  it('gives the same text again for the same instant, and reads the locale, time zone and arguments each time', () => {
    const at = (zone: string, locale: string, args: string[]) =>
      datetime(T, args, testScope({ locale, defaultTimezone: zone }));
    const first = at('UTC', 'en-US', ['time']);
    expect(at('UTC', 'en-US', ['time'])).toBe(first);
    expect(at('Asia/Tokyo', 'en-US', ['time'])).not.toBe(first);
    expect(at('UTC', 'fr-FR', ['time'])).not.toBe(first);
    expect(at('UTC', 'en-US', ['time:long'])).not.toBe(first);
  });

  it('records the range error again on every render of an out-of-range date', () => {
    for (let i = 0; i < 2; i++) {
      const scope = testScope({ locale: 'en-US', defaultTimezone: 'UTC' });
      expect(datetime(-300000000000000, ['date:full'], scope)).toBe('');
      expect(scope.errors).toHaveLength(1);
    }
  });
});
