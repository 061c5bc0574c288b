/**
 * `timesince` (language reference §12.9, spec §9 relative time): English "about N units
 * ago" text in a `timesince` span that carries the instant, for scripts that refresh it.
 */
import { DATE_MESSAGES, RELATIVE_TIME } from '../../../domain';
import { epochOf } from './epoch';
import { localeOf } from './locale';
import type { Formatter } from '../../types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Months are 30 days and years 365 (spec §9); checked from the largest, in whole units.
const UNITS: readonly [name: string, one: string, days: number][] = [
  ['year', 'a year', RELATIVE_TIME.daysPerYear],
  ['month', 'a month', RELATIVE_TIME.daysPerMonth],
  ['week', 'a week', 7],
  ['day', 'a day', 1],
];

/** The English distance from `epochMs` back to `now`. */
export function timeSinceText(epochMs: number, now: number): string {
  const elapsed = now - epochMs;
  if (elapsed < MINUTE) return 'less than a minute ago';
  const days = Math.floor(elapsed / DAY);
  for (const [name, one, size] of UNITS) {
    const count = Math.floor(days / size);
    if (count >= 1) return count === 1 ? `about ${one} ago` : `about ${count} ${name}s ago`;
  }
  const hours = Math.floor(elapsed / HOUR);
  if (hours >= 1) return hours === 1 ? 'about an hour ago' : `about ${hours} hours ago`;
  const minutes = Math.floor(elapsed / MINUTE);
  return minutes === 1 ? 'about a minute ago' : `about ${minutes} minutes ago`;
}

/** `Invalid date.` without a locale or for a missing or non-numeric value. */
export const timesince: Formatter = (value, _args, scope) => {
  const epochMs = epochOf(value);
  if (localeOf(scope) === undefined || epochMs === undefined) return DATE_MESSAGES.invalidDateSentence;
  return `<span class="timesince" data-date="${epochMs}">${timeSinceText(epochMs, scope.now)}</span>`;
};
