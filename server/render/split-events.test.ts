import { describe, expect, it } from 'vitest';
import { splitEvents } from './split-events';
import type { Item } from '../sites/types';

const event = (id: string, startDate: number, endDate?: number) =>
  ({ id, urlId: id, title: id, fullUrl: `/e/${id}`, startDate, endDate }) as unknown as Item;

describe('splitEvents', () => {
  it('puts ended events in past (latest first) and the rest in upcoming (soonest first)', () => {
    const items = [
      event('a', 100, 200),
      event('b', 500, 600),
      event('c', 300, 400),
      event('d', 250, 1000),
      event('e', 50),
    ];
    const { upcoming, past } = splitEvents(items, 350);
    expect(upcoming.map((e) => e.id)).toEqual(['d', 'c', 'b']);
    expect(past.map((e) => e.id)).toEqual(['a', 'e']);
  });
});
