/** The Analytics panel's date ranges: presets of the last N days (today included) in the site's time zone. */
import { addDays, todayIn } from '../../../domain';

export const PRESET_DAYS = [7, 30, 90] as const;

export interface DateRange {
  from: string;
  to: string;
}

export function lastDays(days: number, timeZone: string, now = new Date()): DateRange {
  const to = todayIn(timeZone, now);
  return { from: addDays(to, -(days - 1)), to };
}
