import { describe, expect, it } from 'vitest';
import { additionalFieldsOf } from './additional-fields';
import { optionValueText, productFormProps } from './product-form';
import { productImages } from './product-images';
import { optionValueKey } from './variant-options';
import { money, product, variant } from './test-products';

const input = (item: unknown) => ({
  item,
  parts: { variants: true, quantity: true, button: true },
  locale: 'en-US',
  currency: 'USD',
  chooser: 'select' as const,
  expressCheckout: false,
  multipleQuantityAllowedForServices: true,
  localized: () => undefined,
  money: (node: { value?: unknown }) => `$${String(node.value)}`,
  scarcity: [],
  customSoldOutText: '',
});

describe('product form props', () => {
  it('mark values that cannot be bought, keeping them listed', () => {
    expect(optionValueText('M', true)).toBe('M');
    expect(optionValueText('M', false)).toBe('M (sold out)');
    // In the page's words; a value is never read as a replacement pattern.
    expect(optionValueText('$& M', false, { soldOutOption: '{value} (épuisé)' })).toBe('$& M (épuisé)');
  });

  it('reduce the item to what the rules read, and price each variant as shown', () => {
    const item = {
      ...product(1, [variant({ sku: 'a', onSale: true, salePriceMoney: money('5.00'), qtyInStock: '3' })]),
      title: 'Mug',
      body: '<p>long</p>',
    };
    const props = productFormProps(input(item));
    expect(props.item).toEqual({
      id: 'p1',
      structuredContent: {
        productType: 1,
        isSubscribable: false,
        variants: [{ sku: 'a', attributes: {}, qtyInStock: 3, unlimited: false }],
      },
    });
    expect(props.shows).toEqual({ a: { priceText: '$5.00', originalPriceText: '$10.00' } });
    expect(props.parts).toEqual({ variants: false, quantity: true, button: true });
    expect(props.title).toBe('Mug');
  });

  it("name options and values as the page's language says them, choosing by the product's own values", () => {
    const item = product(
      1,
      [variant({ sku: 'a', attributes: { Size: '1.5 L' } }), variant({ sku: 'b', attributes: { Size: 'M' } })],
      {
        variantOptionOrdering: ['Size'],
      },
    );
    const strings: Record<string, string> = {
      'productOptionNames.Size': 'Taille',
      [`productOptionValues.${optionValueKey('Size', '1.5 L')}`]: '1,5 l',
    };
    const props = productFormProps({ ...input(item), localized: (key: string) => strings[key] });
    expect(optionValueKey('Size', '1.5 L')).not.toContain('.');
    expect(props.options).toEqual([{ name: 'Size', values: ['1.5 L', 'M'], labels: { '1.5 L': '1,5 l' } }]);
    expect(props.labels.titles).toEqual({ Size: 'Taille' });
    expect(productFormProps(input(item)).options).toEqual([{ name: 'Size', values: ['1.5 L', 'M'] }]);
  });

  it('drop the quantity part where the spec hides the input', () => {
    expect(productFormProps(input(product(1, [variant({ qtyInStock: 1 })]))).parts.quantity).toBe(false);
    expect(productFormProps(input(product(2))).parts.quantity).toBe(false);
  });

  it("read the product's images with their srcset", () => {
    const images = productImages({
      items: [{ id: 'i1', assetUrl: '/a.jpg', altText: 'A', systemDataVariants: '100w' }, { id: 'i2' }],
    });
    expect([...images.entries()]).toEqual([
      ['i1', { src: '/a.jpg', alt: 'A', srcset: '/a.jpg?format=100w 100w,/a.jpg?format=original 300w' }],
    ]);
  });

  it('take the additional-fields form only with both its id and its JSON', () => {
    const form = {
      name: 'Details',
      fields: [{ id: 'f', type: 'radio', title: 'Level', options: ['A', 1], required: true }, null],
    };
    expect(
      additionalFieldsOf(product(3, [variant()], { additionalFieldsFormId: 'd', additionalFieldsForm: form })),
    ).toEqual({
      additionalFields: {
        id: 'd',
        name: 'Details',
        fields: [{ id: 'f', type: 'radio', title: 'Level', options: ['A', '1'], required: true }],
      },
    });
    expect(additionalFieldsOf(product(3, [variant()], { additionalFieldsFormId: 'd' }))).toEqual({});
  });
});

describe('product form parts', () => {
  it('show no choosers for a digital product or a single variant', () => {
    const twoVariants = [
      variant({ sku: 'a', attributes: { Format: 'PDF' } }),
      variant({ sku: 'b', attributes: { Format: 'Print' } }),
    ];
    const digital = productFormProps(input(product(2, twoVariants, { variantOptionOrdering: ['Format'] })));
    expect([digital.options, digital.parts.variants]).toEqual([[], false]);
    const physical = productFormProps(input(product(1, twoVariants, { variantOptionOrdering: ['Format'] })));
    expect([physical.options.length, physical.parts.variants]).toEqual([1, true]);
  });
});
