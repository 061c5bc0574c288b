import { describe, expect, it } from 'vitest';
import { formatCents, formatLegacyMoney, formatMoneyNode } from './store-text';

describe('store money text', () => {
  it('formats with grouping, decimal point, currency symbol and a minus sign', () => {
    expect(formatCents(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatCents(-1999, 'USD')).toBe('-$19.99');
    expect(formatCents(1500, 'JPY')).toBe('¥1,500');
    expect(formatCents(2000, 'EUR', { locale: 'de-DE' })).toBe('20,00\u00a0€');
    expect(formatMoneyNode({ value: '12', currency: 'GBP' })).toBe('£12.00');
  });

  it('hides zero cents and shows a free label when asked', () => {
    expect(formatCents(2000, 'USD', { hideZeroCents: true })).toBe('$20');
    expect(formatCents(2050, 'USD', { hideZeroCents: true })).toBe('$20.50');
    expect(formatCents(0, 'USD', { freeLabel: 'Free' })).toBe('Free');
  });

  it('keeps every digit of 15 integer places', () => {
    expect(formatMoneyNode({ value: '999999999999999.99', currency: 'USD' })).toBe('$999,999,999,999,999.99');
    expect(formatMoneyNode({ value: '-0.5', currency: 'USD' })).toBe('-$0.50');
  });

  it('formats "" rather than a zero price when the amount is missing (spec §8)', () => {
    expect(formatMoneyNode({ currency: 'USD' })).toBe('');
    expect(formatMoneyNode({ value: 'abc', currency: 'USD' })).toBe('');
    expect(formatMoneyNode(undefined)).toBe('');
    expect(formatLegacyMoney({ value: '1234.5' })).toBe('1,234.50');
    expect(formatLegacyMoney({ currency: 'USD' })).toBe('');
  });

  it('rounds half away from zero to the currency decimals (2 for a code not listed), keeping a minus on zero', () => {
    expect(formatMoneyNode({ value: '1.005', currency: 'USD' })).toBe('$1.01');
    expect(formatMoneyNode({ value: '2.345', currency: 'USD' })).toBe('$2.35');
    expect(formatMoneyNode({ value: '1500.5', currency: 'JPY' })).toBe('¥1,501');
    expect(formatMoneyNode({ value: '1.5', currency: 'KWD' })).toBe('KWD\u00a01.50');
    expect(formatCents(150, 'KRW')).toBe('₩1.50');
    expect(formatMoneyNode({ value: '-0.001', currency: 'USD' })).toBe('-$0.00');
    expect(formatMoneyNode({ value: '-0', currency: 'USD' })).toBe('-$0.00');
  });
});
