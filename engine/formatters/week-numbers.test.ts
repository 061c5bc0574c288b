import { describe, expect, it } from 'vitest';
import { dayOfYear, isoWeek, sundayWeek } from './week-numbers';

const weekday = (year: number, month: number, day: number): number =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();
const sunday = (year: number, month: number, day: number): number =>
  sundayWeek(year, dayOfYear(year, month, day), weekday(year, month, day));
const iso = (year: number, month: number, day: number) => isoWeek(year, month, day, weekday(year, month, day));

describe('dayOfYear', () => {
  it('counts from 1 and knows leap years', () => {
    expect(dayOfYear(2021, 1, 1)).toBe(1);
    expect(dayOfYear(2021, 2, 17)).toBe(48);
    expect(dayOfYear(2020, 12, 31)).toBe(366);
    expect(dayOfYear(2100, 12, 31)).toBe(365);
    expect(dayOfYear(2000, 12, 31)).toBe(366);
  });

  it('works for years below 100', () => {
    expect(dayOfYear(4, 12, 31)).toBe(366);
  });
});

describe('sundayWeek', () => {
  it('starts weeks on Sunday with week 1 holding 1 January', () => {
    expect(sunday(2021, 1, 1)).toBe(1);
    expect(sunday(2021, 1, 2)).toBe(1);
    expect(sunday(2021, 1, 3)).toBe(2);
    expect(sunday(2021, 2, 17)).toBe(8);
    expect(sunday(2023, 1, 1)).toBe(1);
    expect(sunday(2023, 12, 30)).toBe(52);
  });

  it('gives the last days of December week 1 when their week holds the next 1 January', () => {
    expect(sunday(2020, 12, 31)).toBe(1);
    expect(sunday(2021, 12, 25)).toBe(52);
    expect(sunday(2021, 12, 26)).toBe(1);
    expect(sunday(2023, 12, 31)).toBe(1);
  });
});

describe('isoWeek', () => {
  it('follows ISO 8601 around the year boundary', () => {
    expect(iso(2021, 1, 1)).toEqual({ week: 53, year: 2020 });
    expect(iso(2021, 1, 3)).toEqual({ week: 53, year: 2020 });
    expect(iso(2021, 1, 4)).toEqual({ week: 1, year: 2021 });
    expect(iso(2022, 1, 1)).toEqual({ week: 52, year: 2021 });
    expect(iso(2024, 12, 30)).toEqual({ week: 1, year: 2025 });
    expect(iso(2021, 2, 17)).toEqual({ week: 7, year: 2021 });
  });
});
