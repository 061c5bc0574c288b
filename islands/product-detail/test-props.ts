/** Product form props for the component tests, built by the same rules the server uses. */
import { productFormProps, type FormParts, type ProductFormProps, formatMoneyNode } from '../../domain';
import { product, variant, money } from '../../domain/test-products';

export const ALL_PARTS: FormParts = { variants: true, quantity: true, button: true };

export const jacket = {
  ...product(
    1,
    [
      variant({ id: 'v-s-olive', sku: 'S-OLIVE', attributes: { Size: 'S', Color: 'Olive' }, qtyInStock: 4 }),
      variant({
        id: 'v-s-navy',
        sku: 'S-NAVY',
        attributes: { Size: 'S', Color: 'Navy' },
        qtyInStock: 0,
        mainImageId: 'img-navy',
      } as never),
      variant({
        id: 'v-l-olive',
        sku: 'L-OLIVE',
        attributes: { Size: 'L', Color: 'Olive' },
        qtyInStock: 2,
        onSale: true,
        salePriceMoney: money('8.00'),
      }),
    ],
    { variantOptionOrdering: ['Size', 'Color'] },
  ),
  id: 'jacket',
  title: 'Jacket',
  items: [
    { id: 'img-olive', assetUrl: '/olive.svg', altText: 'Olive jacket' },
    { id: 'img-navy', assetUrl: '/navy.svg', altText: 'Navy jacket' },
  ],
};

export function formProps(item: unknown = jacket, overrides: Partial<ProductFormProps> = {}): ProductFormProps {
  const props = productFormProps({
    item,
    parts: ALL_PARTS,
    locale: 'en-US',
    currency: 'USD',
    chooser: 'select',
    expressCheckout: false,
    multipleQuantityAllowedForServices: true,
    localized: () => undefined,
    money: (node) => formatMoneyNode(node),
    scarcity: [{ attributes: { Size: 'L', Color: 'Olive' }, text: 'Only 2 left' }],
    customSoldOutText: '',
  });
  return { ...props, ...overrides };
}
