import { describe, expect, it } from 'vitest';
import {
  addToCartLabel,
  canOpenAdditionalFields,
  checkAddToCart,
  parseQuantity,
  selectOptionsMessage,
  showsQuantityInput,
  showsVariantSelectors,
} from './add-to-cart';
import { variantOptions } from './variant-options';
import { product, variant } from './test-products';

const tee = product(
  1,
  [
    variant({ sku: 'S', attributes: { Size: 'S', Color: 'Red' }, qtyInStock: 2 }),
    variant({ sku: 'M', attributes: { Size: 'M', Color: 'Red' }, qtyInStock: 0 }),
  ],
  { variantOptionOrdering: ['Size', 'Color'] },
);
const options = variantOptions(tee);

describe('add-to-cart messages (spec §5)', () => {
  it('name the options still to choose', () => {
    expect(selectOptionsMessage(['Size'])).toBe('Please select the Size option.');
    expect(selectOptionsMessage(['Size', 'Color'])).toBe('Please select the Size and Color options.');
    expect(selectOptionsMessage(['Size', 'Color', 'Fit'])).toBe('Please select the Size, Color and Fit options.');
    expect(checkAddToCart({ item: tee, options, selection: {}, quantity: 1 })).toEqual({
      error: 'Please select the Size and Color options.',
    });
  });
  it('check quantity text', () => {
    expect(parseQuantity('abc')).toEqual({ error: 'Quantity must be a number.' });
    expect(parseQuantity('')).toEqual({ error: 'Quantity must be a number.' });
    expect(parseQuantity('1.5')).toEqual({ error: 'Quantity must be a whole number' });
    expect(parseQuantity(' 3 ')).toEqual({ quantity: 3 });
  });
  it('refuse an unknown combination and too little stock', () => {
    const noSuch = product(
      1,
      [variant({ attributes: { Size: 'S', Color: 'Red' } }), variant({ attributes: { Size: 'M', Color: 'Blue' } })],
      { variantOptionOrdering: ['Size', 'Color'] },
    );
    expect(
      checkAddToCart({
        item: noSuch,
        options: variantOptions(noSuch),
        selection: { Size: 'S', Color: 'Blue' },
        quantity: 1,
      }),
    ).toEqual({
      error: 'Sorry, that item variant is unavailable. Please select another variant.',
    });
    expect(checkAddToCart({ item: tee, options, selection: { Size: 'M', Color: 'Red' }, quantity: 1 })).toEqual({
      error: 'Sorry, we do not have enough of that item available.',
    });
    expect(
      checkAddToCart({ item: tee, options, selection: { Size: 'S', Color: 'Red' }, quantity: 2, inCart: 1 }),
    ).toEqual({ error: 'Sorry, we do not have enough of that item available.' });
    const ok = checkAddToCart({ item: tee, options, selection: { Size: 'S', Color: 'Red' }, quantity: '2' });
    expect(ok).toMatchObject({ quantity: 2, variant: { sku: 'S' } });
  });
  it('ask gift card buyers for a denomination', () => {
    const card = product(4, [variant({ attributes: { Value: '25' } }), variant({ attributes: { Value: '50' } })], {
      variantOptionOrdering: ['Value'],
    });
    expect(checkAddToCart({ item: card, options: variantOptions(card), selection: {}, quantity: 1 })).toEqual({
      error: 'Select a denomination for the Gift Card',
    });
  });
  it('open an additional-fields form only when stock exceeds what the cart holds', () => {
    expect(canOpenAdditionalFields(variant({ qtyInStock: 2 }), 1)).toBe(true);
    expect(canOpenAdditionalFields(variant({ qtyInStock: 2 }), 2)).toBe(false);
    expect(canOpenAdditionalFields(variant({ qtyInStock: 0, unlimited: true }), 9)).toBe(true);
  });
});

describe('what the product form shows', () => {
  it('quantity input: physical, or service when allowed; not subscribable; stock above 1', () => {
    expect(showsQuantityInput(tee)).toBe(true);
    expect(showsQuantityInput(product(1, [variant({ qtyInStock: 1 })]))).toBe(false);
    expect(showsQuantityInput(product(3, [variant({ qtyInStock: 5 })]))).toBe(true);
    expect(showsQuantityInput(product(3, [variant({ qtyInStock: 5 })]), false)).toBe(false);
    expect(showsQuantityInput(product(1, [variant({ qtyInStock: 5 })], { isSubscribable: 'true' }))).toBe(false);
    expect(showsQuantityInput(product(2))).toBe(false);
  });
  it('variant selectors only for non-digital products with several variants', () => {
    expect(showsVariantSelectors(tee)).toBe(true);
    expect(showsVariantSelectors(product(2, [variant(), variant()]))).toBe(false);
  });
  it('button label: custom, Subscribe, Add To Cart, localized first', () => {
    expect(addToCartLabel(product(1, [], { useCustomAddButtonText: true, customAddButtonText: 'Pre-order' }))).toBe(
      'Pre-order',
    );
    expect(addToCartLabel(product(1, [], { useCustomAddButtonText: false, customAddButtonText: 'Pre-order' }))).toBe(
      'Add To Cart',
    );
    expect(addToCartLabel(product(1, [], { isSubscribable: true }))).toBe('Subscribe');
    expect(addToCartLabel(product(1), { productAddToCartText: 'In den Warenkorb' })).toBe('In den Warenkorb');
  });
});
