/** The Analytics panel's date ranges: presets of the last N days (today included) in the site's time zone. */

export const PRESET_DAYS = [7, 30, 90] as const;

/** Today's date in `timeZone`, YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface DateRange {
  from: string;
  to: string;
}

export function lastDays(days: number, timeZone: string, now = new Date()): DateRange {
  const to = todayIn(timeZone, now);
  return { from: addDays(to, -(days - 1)), to };
}
