import { describe, expect, it } from 'vitest';
import { fromPrice, hasVariedPrices, legacyPriceNumber, normalPrice, salePrice } from './prices';
import { money, product, variant } from './test-products';

describe('price rules (language reference §12.2)', () => {
  it('varied prices compare the price fields, not priceMoney', () => {
    const a = variant({ price: 10000, priceMoney: money('100.00') });
    const b = variant({ price: 20000, priceMoney: money('200.00') });
    expect(hasVariedPrices(product(1, [a, b]))).toBe(true);
    const c = variant({ price: 10000, priceMoney: money('200.00') });
    expect(hasVariedPrices(product(1, [a, c]))).toBe(false);
    expect(normalPrice(product(1, [a, c]))).toEqual(money('200.00'));
  });
  it('a different sale flag or sale price makes prices varied', () => {
    expect(hasVariedPrices(product(1, [variant({ onSale: true }), variant()]))).toBe(true);
    expect(
      hasVariedPrices(product(1, [variant({ onSale: true, salePrice: 5 }), variant({ onSale: true, salePrice: 6 })])),
    ).toBe(true);
    expect(hasVariedPrices(product(2, [variant({ price: 1 }), variant({ price: 2 })]))).toBe(false);
  });
  it('from price: lowest effective price, first wins ties', () => {
    const cheapSale = variant({ sku: 'B', onSale: true, salePriceMoney: money('50.00'), priceMoney: money('200.00') });
    expect(fromPrice(product(1, [variant({ priceMoney: money('100.00') }), cheapSale]))).toEqual(money('50.00'));
    expect(fromPrice(product(2, [], { priceMoney: money('9.00') }))).toEqual(money('9.00'));
    expect(fromPrice(product(1, []))).toEqual({ value: '0', currency: 'USD' });
    expect(fromPrice(product(7))).toEqual({ value: '0', currency: 'USD' });
  });
  it('sale price: lowest sale price among variants on sale', () => {
    const list = [
      variant({ onSale: true, salePriceMoney: money('80.00') }),
      variant({ onSale: true, salePriceMoney: money('70.00') }),
      variant({ salePriceMoney: money('1.00') }),
    ];
    expect(salePrice(product(1, list))).toEqual(money('70.00'));
    expect(salePrice(product(4, list))).toEqual({ value: '0', currency: 'USD' });
  });
  it('legacy price number is the amount times 100, exact', () => {
    expect(legacyPriceNumber(money('19.99'))).toBe('1999');
    expect(legacyPriceNumber(money('100'))).toBe('10000');
    expect(legacyPriceNumber(money('0.5'))).toBe('50');
    expect(legacyPriceNumber(money('1.005'))).toBe('100.5');
    expect(legacyPriceNumber(money('junk'))).toBe('0');
  });
});
