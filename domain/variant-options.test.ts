import { describe, expect, it } from 'vitest';
import { findVariant, isOptionValueAvailable, missingOptions, variantOptions } from './variant-options';
import { product, variant } from './test-products';

const shirt = product(
  1,
  [
    variant({ sku: 'S-BL', attributes: { Size: 'S', Color: 'Blue' }, qtyInStock: 0 }),
    variant({ sku: 'M-BL', attributes: { Size: 'M', Color: 'Blue' }, qtyInStock: 3 }),
    variant({ sku: 'S-RD', attributes: { Size: 'S', Color: 'Red', Extra: 'x' }, qtyInStock: 1 }),
  ],
  { variantOptionOrdering: ['Color', 'Size'] },
);

describe('variant options', () => {
  it('follow variantOptionOrdering, values in variant order, unknown names ignored', () => {
    expect(variantOptions(shirt)).toEqual([
      { name: 'Color', values: ['Blue', 'Red'] },
      { name: 'Size', values: ['S', 'M'] },
    ]);
  });
  it('need at least two variants', () => {
    expect(
      variantOptions(product(1, [variant({ attributes: { Size: 'S' } })], { variantOptionOrdering: ['Size'] })),
    ).toEqual([]);
  });
  it('find the variant only when every option is chosen', () => {
    const options = variantOptions(shirt);
    expect(findVariant(shirt, options, { Color: 'Blue', Size: 'M' })?.sku).toBe('M-BL');
    expect(findVariant(shirt, options, { Color: 'Blue' })).toBeUndefined();
    expect(findVariant(shirt, options, { Color: 'Red', Size: 'M' })).toBeUndefined();
    expect(missingOptions(options, { Size: 'M' })).toEqual(['Color']);
  });
  it('mark values that cannot be bought with the current choice', () => {
    const options = variantOptions(shirt);
    expect(isOptionValueAvailable(shirt, options, { Color: 'Blue' }, 'Size', 'S')).toBe(false);
    expect(isOptionValueAvailable(shirt, options, { Color: 'Blue' }, 'Size', 'M')).toBe(true);
    expect(isOptionValueAvailable(shirt, options, {}, 'Size', 'S')).toBe(true);
    expect(isOptionValueAvailable(shirt, options, { Size: 'M' }, 'Color', 'Red')).toBe(false);
  });
});
