import { describe, expect, it } from 'vitest';
import { CURRENCY_DECIMALS } from './currencies';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('gives every currency of the spec list its decimals (2, JPY 0)', () => {
    for (const [currency, decimals] of Object.entries(CURRENCY_DECIMALS)) {
      const text = formatMoney('1.5', currency, 'en-US');
      expect(text.match(/[.,](\d+)/)?.[1].length ?? 0, currency).toBe(decimals);
    }
  });

  it('formats decimal text and numbers', () => {
    expect(formatMoney('12345.678', 'USD', 'en-US')).toBe('$12,345.68');
    expect(formatMoney(19.99, 'EUR', 'en-US')).toBe('€19.99');
  });

  it('hides zero cents on request', () => {
    expect(formatMoney('12', 'USD', 'en-US', { hideZeroCents: true })).toBe('$12');
    expect(formatMoney('12.00', 'USD', 'en-US', { hideZeroCents: true })).toBe('$12');
    expect(formatMoney('12.5', 'USD', 'en-US', { hideZeroCents: true })).toBe('$12.50');
  });

  it('shows a free label for zero when given one', () => {
    expect(formatMoney('0.00', 'USD', 'en-US', { freeLabel: 'Free' })).toBe('Free');
    expect(formatMoney(0, 'USD', 'en-US', { freeLabel: 'Free' })).toBe('Free');
    expect(formatMoney('0.01', 'USD', 'en-US', { freeLabel: 'Free' })).toBe('$0.01');
  });

  it('prints "" for an unknown currency or a locale Intl rejects', () => {
    expect(formatMoney('1', 'ABC', 'en-US')).toBe('');
    expect(formatMoney('1', 'USD', 'not a locale!')).toBe('');
  });
});

describe('formatMoney called again and again, as on a product page', () => {
  it('follows each change of currency, locale and options between plain calls', () => {
    expect(formatMoney('1234.5', 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'EUR', 'en-US')).toBe('€1,234.50');
    expect(formatMoney('1234.5', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatMoney('1234.5', 'EUR', 'de-DE', { style: 'code' })).toBe('1.234,50 EUR');
    expect(formatMoney('1234.5', 'EUR', 'de-DE', { number: { grouping: false } })).toBe('1234,50\u00a0€');
    expect(formatMoney('1234.5', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatMoney('1234.5', 'USD', 'en-US', { symbol: 'narrow' })).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'USD', 'en-US')).toBe('$1,234.50');
  });
});
