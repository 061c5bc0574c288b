import { describe, expect, it } from 'vitest';
import { isOnSale, isSoldOut } from './availability';

const product = (structuredContent: unknown) => ({ structuredContent });

describe('on sale', () => {
  it('looks at variants for physical and service products', () => {
    expect(isOnSale(product({ productType: 1, variants: [{}, { onSale: 1 }] }))).toBe(true);
    expect(isOnSale(product({ productType: 3, variants: [{ onSale: false }] }))).toBe(false);
    expect(isOnSale(product({ productType: 1, variants: { a: { onSale: true } } }))).toBe(false);
  });

  it('looks at the product for digital goods and is false otherwise', () => {
    expect(isOnSale(product({ productType: 2, onSale: 'x' }))).toBe(true);
    expect(isOnSale(product({ productType: 2 }))).toBe(false);
    expect(isOnSale(product({ productType: 4, onSale: true, variants: [{ onSale: true }] }))).toBe(false);
    expect(isOnSale(undefined)).toBe(false);
  });
});

describe('sold out', () => {
  it('is false when a physical or service variant is unlimited or in stock', () => {
    expect(isSoldOut(product({ productType: 1, variants: [{ qtyInStock: 0 }, { qtyInStock: 2 }] }))).toBe(false);
    expect(isSoldOut(product({ productType: 3, variants: [{ unlimited: 'false', qtyInStock: 'abc' }] }))).toBe(false);
    expect(isSoldOut(product({ productType: 1, variants: [{ qtyInStock: 0.5 }] }))).toBe(false);
  });

  it('is true when no variant has stock, or there are none', () => {
    expect(isSoldOut(product({ productType: 1, variants: [{ qtyInStock: 0 }] }))).toBe(true);
    expect(isSoldOut(product({ productType: 1 }))).toBe(true);
    expect(isSoldOut(product({ productType: 1, variants: { a: { qtyInStock: 3 } } }))).toBe(true);
  });

  it('is false for digital goods and gift cards, true for an undefined type', () => {
    expect(isSoldOut(product({ productType: 2 }))).toBe(false);
    expect(isSoldOut(product({ productType: 4 }))).toBe(false);
    expect(isSoldOut(product({ productType: 5 }))).toBe(true);
    expect(isSoldOut({})).toBe(true);
  });
});
