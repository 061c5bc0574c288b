import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { percentageFormat } from './percentage';

const run = (value: unknown, args: string[] = [], locale: string | null = 'en-US') =>
  percentageFormat(value, args, testScope({ locale: locale ?? undefined }));

describe('percentage-format', () => {
  it('shows 2 to 3 fraction digits and no sign', () => {
    expect(run(53.6)).toBe('53.60');
    expect(run('53.6')).toBe('53.60');
    expect(run(0.12345)).toBe('0.123');
    expect(run(12345.6789)).toBe('12,345.679');
    expect(run(-2.5)).toBe('-2.50');
    expect(run(1, ['x'])).toBe('1.00');
  });

  it('drops the minimum with trim', () => {
    expect(run(53.6, ['trim'])).toBe('53.6');
    expect(run(53, ['trim'])).toBe('53');
  });

  it('rounds half-even', () => {
    expect(run(0.0005)).toBe('0.00');
    expect(run('0.0015')).toBe('0.002');
  });

  it('prints "" for a missing or non-numeric value and without a locale', () => {
    expect(run('abc')).toBe('');
    expect(run(undefined)).toBe('');
    expect(run(NaN)).toBe('');
    expect(run(53.6, [], null)).toBe('');
  });

  it('follows the locale', () => {
    expect(run(53.6, [], 'de-DE')).toBe('53,60');
  });
});
