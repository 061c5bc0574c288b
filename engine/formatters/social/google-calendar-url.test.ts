import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { googleCalendarUrl } from './google-calendar-url';

const scope = testScope();
const url = (value: unknown) => googleCalendarUrl(value, [], scope);
const BASE = 'http://www.google.com/calendar/event?action=TEMPLATE';
const EPOCH = '19700101T000000Z';

describe('google-calendar-url', () => {
  it('formats the dates in UTC (the reference example)', () => {
    expect(url({ startDate: 1384518630000, endDate: 1384518716400 })).toBe(
      `${BASE}&text=&dates=20131115T123030Z/20131115T123156Z`,
    );
  });

  it('escapes the title with escape() and the location with encodeURIComponent', () => {
    const event = {
      startDate: 1384518630000,
      endDate: 1384518716400,
      title: 'Tea & Cake ü/+@*_-.€',
      location: { addressLine1: ' 1 Main St ', addressLine2: '', addressCountry: 'Café, FR' },
    };
    expect(url(event)).toBe(
      `${BASE}&text=Tea%20%26%20Cake%20%FC/+@*_-.%u20AC&dates=20131115T123030Z/20131115T123156Z` +
        '&location=1%20Main%20St%2C%20Caf%C3%A9%2C%20FR',
    );
    expect(url({ title: 'a"<b>\'' })).toBe(`${BASE}&text=a%22%3Cb%3E%27&dates=${EPOCH}/${EPOCH}`);
  });

  it('drops empty address parts and prints scalar ones', () => {
    expect(url({ location: { addressLine1: '  ', addressLine2: null, addressCountry: { a: 1 } } })).toBe(
      `${BASE}&text=&dates=${EPOCH}/${EPOCH}`,
    );
    expect(url({ location: { addressLine1: 5, addressCountry: true } })).toBe(
      `${BASE}&text=&dates=${EPOCH}/${EPOCH}&location=5%2C%20true`,
    );
    expect(url({ location: 'x', title: 5 })).toBe(`${BASE}&text=5&dates=${EPOCH}/${EPOCH}`);
  });

  it('reads missing or null dates as the epoch and text dates as numbers', () => {
    expect(url({})).toBe(`${BASE}&text=&dates=${EPOCH}/${EPOCH}`);
    expect(url(undefined)).toBe(`${BASE}&text=&dates=${EPOCH}/${EPOCH}`);
    expect(url({ startDate: '1384518630000', endDate: null })).toBe(`${BASE}&text=&dates=20131115T123030Z/${EPOCH}`);
    expect(url({ startDate: -1000 })).toBe(`${BASE}&text=&dates=19691231T235959Z/${EPOCH}`);
    expect(url({ startDate: 1384518630999.7 })).toBe(`${BASE}&text=&dates=20131115T123030Z/${EPOCH}`);
  });

  it('is missing for dates that are not times', () => {
    expect(url({ endDate: 'abc' })).toBeUndefined();
    expect(url({ startDate: 1e20 })).toBeUndefined();
    expect(url({ startDate: 253402300800000 })).toBeUndefined();
  });
});
