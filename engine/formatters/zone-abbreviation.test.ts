import { describe, expect, it } from 'vitest';
import { LruCache } from '../lru';
import { zoneAbbreviation } from './zone-abbreviation';
import { zonedTime } from './zoned-time';

const WINTER = Date.UTC(2021, 1, 17, 21, 26);
const SUMMER = Date.UTC(2021, 5, 13, 15, 12);
const cache = new LruCache<string, unknown>(100);
const abbreviation = (epochMs: number, timeZone: string): string =>
  zoneAbbreviation(zonedTime(epochMs, timeZone, cache), cache);

describe('zoneAbbreviation', () => {
  it('uses Intl names for North American zones and UTC', () => {
    expect(abbreviation(WINTER, 'America/New_York')).toBe('EST');
    expect(abbreviation(SUMMER, 'America/New_York')).toBe('EDT');
    expect(abbreviation(WINTER, 'America/Los_Angeles')).toBe('PST');
    expect(abbreviation(WINTER, 'America/Halifax')).toBe('AST');
    expect(abbreviation(WINTER, 'UTC')).toBe('UTC');
  });

  it('uses the table where Intl gives GMT offsets', () => {
    expect(abbreviation(WINTER, 'Asia/Tokyo')).toBe('JST');
    expect(abbreviation(WINTER, 'Europe/Paris')).toBe('CET');
    expect(abbreviation(SUMMER, 'Europe/Paris')).toBe('CEST');
    expect(abbreviation(SUMMER, 'Europe/London')).toBe('BST');
    expect(abbreviation(WINTER, 'Europe/London')).toBe('GMT');
    expect(abbreviation(SUMMER, 'Europe/Dublin')).toBe('IST');
    expect(abbreviation(WINTER, 'Australia/Sydney')).toBe('AEDT');
    expect(abbreviation(SUMMER, 'Australia/Sydney')).toBe('AEST');
    expect(abbreviation(WINTER, 'Asia/Kolkata')).toBe('IST');
    expect(abbreviation(WINTER, 'America/St_Johns')).toBe('NST');
    expect(abbreviation(SUMMER, 'Asia/Jerusalem')).toBe('IDT');
    expect(abbreviation(WINTER, 'Pacific/Auckland')).toBe('NZDT');
  });

  it('falls back to the numeric tz database form', () => {
    expect(abbreviation(WINTER, 'Asia/Dubai')).toBe('+04');
    expect(abbreviation(WINTER, 'America/Sao_Paulo')).toBe('-03');
    expect(abbreviation(WINTER, 'Asia/Kathmandu')).toBe('+0545');
    expect(abbreviation(WINTER, 'Etc/GMT+5')).toBe('-05');
  });

  it('names local mean time LMT', () => {
    expect(abbreviation(Date.UTC(1800, 0, 1), 'America/New_York')).toBe('LMT');
  });

  it('does not let an offset the table lacks pick a wrong entry', () => {
    expect(abbreviation(Date.UTC(1800, 0, 1), 'Europe/Paris')).toBe('LMT');
  });
});
