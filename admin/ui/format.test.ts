import { describe, expect, it } from 'vitest';
import { dateTime } from './format';

describe('owner app dates', () => {
  it('writes a readable date in the locale', () => {
    expect(dateTime('2026-11-25T09:30:00Z', 'en-US')).toMatch(/^Nov 25, 2026/);
  });

  it("writes 'Invalid Date' for a date it cannot read (spec §8)", () => {
    for (const text of ['', 'yesterday', '2026-13-45']) expect(dateTime(text, 'en-US')).toBe('Invalid Date');
  });
});
