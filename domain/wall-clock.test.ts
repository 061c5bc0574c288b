import { describe, expect, it } from 'vitest';
import { epochOfWallClock, wallClockIn, zoneOffsetAt } from './wall-clock';

describe('wall-clock times in a site time zone', () => {
  it('reads the offset of a zone in winter and summer', () => {
    expect(zoneOffsetAt(Date.parse('2027-01-15T12:00:00Z'), 'America/New_York')).toBe(-5 * 3600_000);
    expect(zoneOffsetAt(Date.parse('2027-07-15T12:00:00Z'), 'America/New_York')).toBe(-4 * 3600_000);
    expect(zoneOffsetAt(Date.parse('2027-07-15T12:00:30.500Z'), 'Asia/Kolkata')).toBe(5.5 * 3600_000);
  });

  it('writes an instant as the zone’s datetime-local value and reads it back', () => {
    const at = Date.parse('2027-03-01T09:00:00Z');
    expect(wallClockIn(at, 'America/New_York')).toBe('2027-03-01T04:00');
    expect(wallClockIn(at, 'Europe/Paris')).toBe('2027-03-01T10:00');
    expect(epochOfWallClock('2027-03-01T04:00', 'America/New_York')).toBe(at);
    expect(epochOfWallClock('2027-07-01T04:00', 'America/New_York')).toBe(Date.parse('2027-07-01T08:00:00Z'));
  });

  it('is right on both sides of a daylight-saving change and moves a skipped time forward', () => {
    // New York springs forward at 2:00 on 14 March 2027: 1:30 is EST, 3:30 is EDT, 2:30 does not exist.
    expect(epochOfWallClock('2027-03-14T01:30', 'America/New_York')).toBe(Date.parse('2027-03-14T06:30:00Z'));
    expect(epochOfWallClock('2027-03-14T03:30', 'America/New_York')).toBe(Date.parse('2027-03-14T07:30:00Z'));
    expect(wallClockIn(epochOfWallClock('2027-03-14T02:30', 'America/New_York'), 'America/New_York')).toBe(
      '2027-03-14T03:30',
    );
  });

  it('answers NaN for a value that is not a datetime-local value', () => {
    expect(epochOfWallClock('tomorrow', 'America/New_York')).toBeNaN();
  });
});
