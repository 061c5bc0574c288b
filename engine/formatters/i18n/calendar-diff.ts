/**
 * Calendar differences for `relative-time`, measured on wall-clock times (epoch ms shifted
 * by the zone offset, then read as UTC). Whole months are stepped back from the later date;
 * the rest is a fraction of the month before, so 1 month and 14 days in February is 1.5.
 */

function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month + 1, 0);
  return date.getUTCDate();
}

/** `wallMs` moved by `months` calendar months, the day clamped to the target month's length. */
function addMonths(wallMs: number, months: number): number {
  const date = new Date(wallMs);
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  date.setUTCFullYear(year, month, Math.min(date.getUTCDate(), daysInMonth(year, month)));
  return date.getTime();
}

/** Fractional calendar months from `earlier` to `later` (wall-clock ms, earlier <= later). */
export function monthsBetween(earlier: number, later: number): number {
  const a = new Date(earlier);
  const b = new Date(later);
  let whole = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
  while (whole > 0 && addMonths(later, -whole) < earlier) whole--;
  const anchor = addMonths(later, -whole);
  const previous = addMonths(later, -(whole + 1));
  return whole + (anchor - earlier) / (anchor - previous);
}
