import { describe, expect, it } from 'vitest';
import { testScope } from '../engine';
import { productFormFormatters } from './product-form';
import { product, variant, money } from '../domain/test-products';
import type { ProductFormProps } from '../domain';

const tee = {
  ...product(
    1,
    [
      variant({
        sku: 'S-RED',
        attributes: { Size: 'S', Color: 'Red' },
        qtyInStock: 3,
        onSale: true,
        salePriceMoney: money('8.00'),
        mainImageId: 'img-2',
      } as never),
      variant({ sku: 'M-RED', attributes: { Size: 'M', Color: 'Red' }, qtyInStock: 0 }),
    ],
    { variantOptionOrdering: ['Color', 'Size'] },
  ),
  title: 'Tee',
  items: [
    { id: 'img-1', assetUrl: '/a/1.svg', altText: 'One' },
    { id: 'img-2', assetUrl: '/a/2.svg', altText: 'Two', systemDataVariants: '100w,300w' },
  ],
};

class Host {
  rendered: { name: string; props: ProductFormProps }[] = [];
  render(name: string, props: ProductFormProps) {
    this.rendered.push({ name, props });
    return `<island ${name}>`;
  }
}

const run = (name: string, item: unknown, data: Record<string, unknown> = {}, host?: Host) =>
  productFormFormatters[name](item, [], testScope({ frames: [data, item], host, locale: 'en-US' }));

describe('product form formatters through an island host', () => {
  it('product-checkout is one island with every part and the props computed by the rules', () => {
    const host = new Host();
    expect(run('product-checkout', tee, { websiteSettings: { useCLDRMoneyFormat: true } }, host)).toBe(
      '<island product-detail>',
    );
    const { props } = host.rendered[0];
    expect(props.parts).toEqual({ variants: true, quantity: true, button: true });
    expect(props.options).toEqual([
      { name: 'Color', values: ['Red'] },
      { name: 'Size', values: ['S', 'M'] },
    ]);
    expect(props.labels).toEqual({
      prompts: { Color: 'Select Color', Size: 'Select Size' },
      titles: { Color: 'Color', Size: 'Size' },
      quantity: 'Quantity',
      button: 'Add To Cart',
      soldOut: 'sold out',
    });
    expect(props.shows['S-RED']).toEqual({
      priceText: '$8.00',
      originalPriceText: '$10.00',
      image: {
        src: '/a/2.svg',
        alt: 'Two',
        srcset: '/a/2.svg?format=100w 100w,/a/2.svg?format=300w 300w,/a/2.svg?format=original 500w',
      },
    });
    expect(props.shows['M-RED']).toEqual({ priceText: '$10.00' });
    expect(props.item.structuredContent.variants[1]).toEqual({
      sku: 'M-RED',
      attributes: { Size: 'M', Color: 'Red' },
      qtyInStock: 0,
      unlimited: false,
    });
    expect(props.chooser).toBe('select');
  });

  it('takes radio buttons, express checkout and localized labels from the site', () => {
    const host = new Host();
    const data = {
      websiteSettings: { storeSettings: { variantChooser: 'radio', expressCheckout: true } },
      localizedStrings: {
        productVariantSelectText: 'Choisir {variantName}',
        productQuantityInputLabel: 'Quantité',
        productAddToCartText: 'Ajouter',
      },
    };
    run('product-checkout', tee, data, host);
    const { props } = host.rendered[0];
    expect(props.chooser).toBe('radio');
    expect(props.expressCheckout).toBe(true);
    expect(props.labels.prompts.Size).toBe('Choisir Size');
    expect(props.labels.quantity).toBe('Quantité');
    expect(props.labels.button).toBe('Ajouter');
  });

  it('gift cards are prompted Select Value and titled Value', () => {
    const host = new Host();
    const card = product(
      4,
      [variant({ sku: 'A', attributes: { Amount: '25' } }), variant({ sku: 'B', attributes: { Amount: '50' } })],
      { variantOptionOrdering: ['Amount'] },
    );
    run('variants-select', card, {}, host);
    expect(host.rendered[0].props.labels.prompts).toEqual({ Amount: 'Select Value' });
    expect(host.rendered[0].props.labels.titles).toEqual({ Amount: 'Value' });
    expect(host.rendered[0].props.parts).toEqual({ variants: true, quantity: false, button: false });
  });

  it('variants-select and quantity-input are missing when their rules say so', () => {
    const host = new Host();
    const single = product(1, [variant({ qtyInStock: 1 })]);
    expect(run('variants-select', single, {}, host)).toBeUndefined();
    expect(run('quantity-input', single, {}, host)).toBeUndefined();
    expect(
      run(
        'quantity-input',
        product(3, [variant({ qtyInStock: 5 })]),
        { websiteSettings: { storeSettings: { multipleQuantityAllowedForServices: false } } },
        host,
      ),
    ).toBeUndefined();
    expect(host.rendered).toEqual([]);
    expect(run('add-to-cart-btn', product(1, [variant()], { isSubscribable: 'true' }), {}, host)).toBe(
      '<island product-detail>',
    );
    expect(host.rendered[0].props.labels.button).toBe('Subscribe');
  });

  it('carries the additional-fields form only when both form fields are set', () => {
    const host = new Host();
    const form = { name: 'Details', fields: [{ id: 'f1', type: 'text', title: 'Name', required: true }] };
    run(
      'add-to-cart-btn',
      product(3, [variant()], { additionalFieldsFormId: 'd', additionalFieldsForm: form }),
      {},
      host,
    );
    run('add-to-cart-btn', product(3, [variant()], { additionalFieldsForm: form }), {}, host);
    expect(host.rendered[0].props.additionalFields).toEqual({
      id: 'd',
      name: 'Details',
      fields: [{ id: 'f1', type: 'text', title: 'Name', required: true }],
    });
    expect(host.rendered[1].props.additionalFields).toBeUndefined();
  });

  it('passes the variant-specific scarcity messages along', () => {
    const host = new Host();
    const ctx = {
      productMerchandisingContext: {
        p1: {
          scarcityEnabled: true,
          scarcityText: 'Only {qtyInStock} left',
          scarcityTemplateViews: [{ qtyInStock: 3 }, { qtyInStock: 1, attributes: { Size: 'S' } }],
        },
      },
    };
    run('product-checkout', tee, ctx, host);
    expect(host.rendered[0].props.scarcity).toEqual([{ attributes: { Size: 'S' }, text: 'Only 1 left' }]);
  });
});

describe('product form formatters without a host', () => {
  it('print a plain labelled form, sold-out values marked', () => {
    const html = String(run('product-checkout', tee));
    expect(html).toContain(
      '<label for="pf-p1-1">Size</label><select id="pf-p1-1" name="Size"><option value="">Select Size</option><option value="S">S</option><option value="M">M (sold out)</option></select>',
    );
    expect(html).toContain(
      '<label for="pf-p1-quantity">Quantity</label><input id="pf-p1-quantity" name="quantity" type="number" inputmode="numeric" min="1" max="9999" step="1" value="1">',
    );
    expect(html).toContain('<button type="submit" class="product-form__button">Add To Cart</button>');
  });
  it('print radio groups in a fieldset when the site says so', () => {
    const html = String(
      run('variants-select', tee, { websiteSettings: { storeSettings: { variantChooser: 'radio' } } }),
    );
    expect(html).toContain(
      '<fieldset class="product-form__option"><legend>Size</legend><label><input type="radio" name="pf-p1-1" value="S"> S</label>',
    );
    expect(html).not.toContain('<button');
  });
});
