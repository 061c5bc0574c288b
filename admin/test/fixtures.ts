/** Owner API answers for component tests, shaped as README.md's "Owner API" says. */
import { PRODUCT_TYPES } from '../../domain';
import type { InventoryProduct, InventoryVariant } from '../../domain';

export function variant(
  sku: string,
  label: string,
  qtyInStock: number,
  overrides: Partial<InventoryVariant> = {},
): InventoryVariant {
  return {
    sku,
    label,
    attributes: {},
    priceCents: 4800,
    salePriceCents: null,
    onSale: false,
    qtyInStock,
    unlimited: false,
    restockSignUps: 0,
    ...overrides,
  };
}

export function product(
  itemId: string,
  name: string,
  variants: InventoryVariant[],
  overrides: Partial<InventoryProduct> = {},
): InventoryProduct {
  const total = variants.reduce((sum, v) => sum + v.qtyInStock, 0);
  return {
    itemId,
    name,
    productType: PRODUCT_TYPES.physical,
    url: `/shop/${itemId}`,
    imageUrl: null,
    priceCents: Math.min(...variants.map((v) => v.priceCents)),
    stock: { total, unlimited: variants.some((v) => v.unlimited) },
    soldOut: total === 0 && !variants.some((v) => v.unlimited),
    variants,
    ...overrides,
  };
}
