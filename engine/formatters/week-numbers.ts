/** Day-of-year and week numbering for strftime's `%j`, `%U`/`%W` and `%V`/`%G`. */

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a proleptic Gregorian date. */
function dayNumber(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.floor(date.getTime() / MS_PER_DAY);
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** 1-based day of the year. */
export function dayOfYear(year: number, month: number, day: number): number {
  return dayNumber(year, month, day) - dayNumber(year, 1, 1) + 1;
}

/**
 * Week of the year with weeks starting on Sunday and week 1 the week containing 1 January
 * (at least one day in the first week), so the last days of December can be week 1 of the
 * next year.
 */
export function sundayWeek(year: number, yearDay: number, weekday: number): number {
  const daysInYear = isLeapYear(year) ? 366 : 365;
  if (yearDay + (6 - weekday) > daysInYear) return 1;
  const firstWeekday = (((weekday - (yearDay - 1)) % 7) + 7) % 7;
  return Math.floor((yearDay - 1 + firstWeekday) / 7) + 1;
}

/** ISO 8601 week (Monday start, week 1 holds the first Thursday) and its week-based year. */
export function isoWeek(year: number, month: number, day: number, weekday: number): { week: number; year: number } {
  const mondayBased = (weekday + 6) % 7;
  const thursday = new Date((dayNumber(year, month, day) - mondayBased + 3) * MS_PER_DAY);
  const isoYear = thursday.getUTCFullYear();
  const thursdayYearDay = dayOfYear(isoYear, thursday.getUTCMonth() + 1, thursday.getUTCDate());
  return { week: Math.floor((thursdayYearDay - 1) / 7) + 1, year: isoYear };
}
