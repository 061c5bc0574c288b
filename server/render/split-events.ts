/** Events pages list upcoming events soonest first, then past events most recent first. */
import type { Item } from '../sites/types';

const time = (item: Item, key: 'startDate' | 'endDate') => {
  const value = Number((item as Record<string, unknown>)[key]);
  return Number.isFinite(value) ? value : 0;
};

/** An event is past once it has ended (its end, or its start when it has no end). */
export function splitEvents(items: readonly Item[], now: number): { upcoming: Item[]; past: Item[] } {
  const ends = (item: Item) => time(item, 'endDate') || time(item, 'startDate');
  const upcoming = items
    .filter((item) => ends(item) >= now)
    .sort((a, b) => time(a, 'startDate') - time(b, 'startDate'));
  const past = items.filter((item) => ends(item) < now).sort((a, b) => time(b, 'startDate') - time(a, 'startDate'));
  return { upcoming, past };
}
