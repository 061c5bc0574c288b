/** Small product builders for domain tests. */
import type { Variant } from './product';

export const money = (value: string, currency = 'USD') => ({ value, currency });

export function variant(overrides: Partial<Variant> = {}): Variant {
  return {
    sku: 'SKU',
    priceMoney: money('10.00'),
    salePriceMoney: money('0'),
    onSale: false,
    qtyInStock: 1,
    unlimited: false,
    ...overrides,
  };
}

export function product(
  productType: number,
  variantList: Variant[] = [variant()],
  extra: Record<string, unknown> = {},
) {
  return { id: 'p1', structuredContent: { productType, variants: variantList, ...extra } };
}
