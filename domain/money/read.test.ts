import { describe, expect, it } from 'vitest';
import { currencyDecimals } from './currencies';
import { centsToDecimal, decimalText } from './decimal';
import { languageMoneyPair, moneyAmount, moneyDecimal, moneyPair, moneyToCents } from './read';

describe('money', () => {
  it('knows the decimals of every currency of the spec, JPY with none', () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('ZAR')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
  });

  it('reads both money node shapes and defaults to 0', () => {
    expect(moneyAmount({ value: '19.99', currency: 'USD' })).toBe(19.99);
    expect(moneyAmount({ decimalValue: '5', currencyCode: 'EUR' })).toBe(5);
    expect(moneyAmount({ value: 'abc' })).toBe(0);
    expect(moneyAmount(null)).toBe(0);
  });

  it('converts to integer cents without float drift', () => {
    expect(moneyToCents({ value: '19.99', currency: 'USD' })).toBe(1999);
    expect(moneyToCents({ value: '0.29', currency: 'USD' })).toBe(29);
    expect(moneyToCents({ value: '1.005', currency: 'USD' })).toBe(101);
    expect(moneyToCents({ value: '1500', currency: 'JPY' })).toBe(1500);
    expect(centsToDecimal(1999)).toBe('19.99');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(1500, 'JPY')).toBe('1500');
  });

  it('picks the pair the CLDR money setting names, else the pair the node has', () => {
    const both = { value: '1', currency: 'EUR', decimalValue: '2', currencyCode: 'GBP' };
    expect(moneyPair(both, true)).toEqual({ value: '1', currency: 'EUR' });
    expect(moneyPair(both, false)).toEqual({ value: '2', currency: 'GBP' });
    expect(moneyPair({ value: '3', currency: 'USD' }, false)).toEqual({ value: '3', currency: 'USD' });
    expect(moneyPair({ decimalValue: '4', currencyCode: 'JPY' }, true)).toEqual({ value: '4', currency: 'JPY' });
  });

  it('reads the amount as exact decimal text, and nothing for a missing or non-finite one', () => {
    expect(moneyDecimal({ value: ' 12.50 ', currency: 'USD' })).toBe('12.50');
    expect(moneyDecimal({ decimalValue: 3, currencyCode: 'EUR' })).toBe('3');
    for (const node of [undefined, null, 5, {}, { value: 'abc' }, { value: 'Infinity' }, { value: NaN }, { value: '' }])
      expect(moneyDecimal(node)).toBeUndefined();
    expect(decimalText('1e3')).toBe('1e3');
    expect(decimalText(' 1')).toBeUndefined();
    expect(languageMoneyPair({ decimalValue: '1', currencyCode: 'EUR', value: '2', currency: 'USD' })).toEqual({
      value: '1',
      currency: 'EUR',
    });
    expect(languageMoneyPair({ decimalValue: '1', value: '2', currency: 'USD' })).toEqual({
      value: '2',
      currency: 'USD',
    });
    expect(languageMoneyPair([1])).toBeUndefined();
  });
});
