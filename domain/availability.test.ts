import { describe, expect, it } from 'vitest';
import { badgeOf, badgeText, hasVariants, isOnSale, isSoldOut, totalStock } from './availability';
import { product, variant } from './test-products';

describe('sold out (spec §4)', () => {
  it('physical and service: sold out only when no variant has stock and none is unlimited', () => {
    for (const type of [1, 3]) {
      expect(isSoldOut(product(type, [variant({ qtyInStock: 0 }), variant({ qtyInStock: 0 })]))).toBe(true);
      expect(isSoldOut(product(type, [variant({ qtyInStock: 0 }), variant({ qtyInStock: 2 })]))).toBe(false);
      expect(isSoldOut(product(type, [variant({ qtyInStock: 0, unlimited: true })]))).toBe(false);
      expect(isSoldOut(product(type, []))).toBe(true);
    }
  });
  it('digital and gift card are never sold out; an undefined type always is', () => {
    expect(isSoldOut(product(2, [variant({ qtyInStock: 0 })]))).toBe(false);
    expect(isSoldOut(product(4, [variant({ qtyInStock: 0 })]))).toBe(false);
    expect(isSoldOut(product(9))).toBe(true);
    expect(isSoldOut({})).toBe(true);
  });
});

describe('on sale', () => {
  it('physical/service when any variant is on sale; digital by its own flag; gift card never', () => {
    expect(isOnSale(product(1, [variant(), variant({ onSale: true })]))).toBe(true);
    expect(isOnSale(product(3, [variant()]))).toBe(false);
    expect(isOnSale(product(2, [variant({ onSale: true })]))).toBe(false);
    expect(isOnSale(product(2, [], { onSale: true }))).toBe(true);
    expect(isOnSale(product(4, [variant({ onSale: true })]))).toBe(false);
  });
});

describe('badges', () => {
  it('sold out wins over sale, else sale, else none', () => {
    expect(badgeOf(product(1, [variant({ qtyInStock: 0, onSale: true })]))).toBe('sold-out');
    expect(badgeOf(product(1, [variant({ onSale: true })]))).toBe('sale');
    expect(badgeOf(product(1))).toBe('none');
  });
  it('texts: custom sold-out text, else localized, else the defaults', () => {
    expect(badgeText('sold-out', { customSoldOutText: 'Gone!', localizedSoldOutText: 'Épuisé' })).toBe('Gone!');
    expect(badgeText('sold-out', { localizedSoldOutText: 'Épuisé' })).toBe('Épuisé');
    expect(badgeText('sold-out')).toBe('sold out');
    expect(badgeText('sale', { localizedSaleText: 'Solde' })).toBe('Solde');
    expect(badgeText('sale')).toBe('sale');
  });
});

describe('variants and stock', () => {
  it('has variants: not digital and more than one variant', () => {
    expect(hasVariants(product(1, [variant(), variant()]))).toBe(true);
    expect(hasVariants(product(1, [variant()]))).toBe(false);
    expect(hasVariants(product(2, [variant(), variant()]))).toBe(false);
  });
  it('total stock sums variants, unlimited when any is unlimited or the type holds no stock', () => {
    expect(totalStock(product(1, [variant({ qtyInStock: 2 }), variant({ qtyInStock: '3' })]))).toBe(5);
    expect(totalStock(product(1, [variant({ qtyInStock: 2 }), variant({ unlimited: true })]))).toBe(Infinity);
    expect(totalStock(product(2))).toBe(Infinity);
    expect(totalStock(product(4))).toBe(Infinity);
  });
});
