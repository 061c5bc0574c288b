import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { bookkeeperMoneyFormat } from './bookkeeper-money';

const run = (value: unknown, locale: string | null = 'en-US') =>
  bookkeeperMoneyFormat(value, [], testScope({ locale: locale ?? undefined }));

describe('bookkeeper-money-format', () => {
  it('prints cents as currency of the locale region', () => {
    expect(run(12345)).toBe('$123.45');
    expect(run('12345')).toBe('$123.45');
    expect(run(-12345)).toBe('-$123.45');
    expect(run(12345.6)).toBe('$123.46');
    expect(run(0)).toBe('$0.00');
    expect(run('12.345')).toBe('$0.12');
  });

  it('picks the region currency', () => {
    expect(run(12345, 'en')).toBe('$123.45');
    expect(run(12345, 'en-GB')).toBe('£123.45');
    expect(run(12345, 'fr-FR')).toBe('123,45\u00a0€');
    expect(run(12345, 'de')).toBe('123,45\u00a0€');
    expect(run(12345, 'ja-JP')).toBe('￥123');
    expect(run(12345, 'en-CA')).toBe('$123.45');
    expect(run(12345, 'es-CO')).toBe('$\u00a0123,45');
    expect(run(12345, 'en-KE')).toBe('US$123.45');
  });

  it('divides exactly', () => {
    expect(run('123456789012345678901')).toBe('$1,234,567,890,123,456,789.01');
  });

  it('prints "" for a missing or non-numeric amount and without a locale', () => {
    expect(run('abc')).toBe('');
    expect(run(undefined)).toBe('');
    expect(run(12345, null)).toBe('');
  });
});
