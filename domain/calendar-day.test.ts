import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, todayIn } from './calendar-day';

describe('calendar days', () => {
  it('reads today in the time zone, not in UTC', () => {
    const lateEvening = new Date('2026-03-02T04:30:00Z'); // 23:30 on March 1st in New York
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-03-01');
    expect(todayIn('UTC', lateEvening)).toBe('2026-03-02');
    expect(todayIn('Not/AZone', lateEvening)).toBe('2026-03-02');
  });

  it('counts days across months, leap days and daylight saving changes', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-08', 29)).toBe('2026-04-06');
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(366);
  });
});
