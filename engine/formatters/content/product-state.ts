/**
 * The two commerce rules (language reference §12.2) that `item-classes` needs: on sale and
 * sold out. Product type = `structuredContent.productType`; codes other than 1–4 are "undefined".
 */
import { PRODUCT_TYPES } from '../../../domain/enums';
import { isTruthy, propertyPath, toNumber } from '../../convert';

function productType(item: unknown): number {
  return toNumber(propertyPath(item, 'structuredContent', 'productType'));
}

function variantsOf(item: unknown): unknown[] {
  const variants = propertyPath(item, 'structuredContent', 'variants');
  return Array.isArray(variants) ? variants : [];
}

const sellsVariants = (type: number) => type === PRODUCT_TYPES.physical || type === PRODUCT_TYPES.service;

export function isOnSale(item: unknown): boolean {
  const type = productType(item);
  if (sellsVariants(type)) return variantsOf(item).some((variant) => isTruthy(propertyPath(variant, 'onSale')));
  if (type === PRODUCT_TYPES.digital) return isTruthy(propertyPath(item, 'structuredContent', 'onSale'));
  return false;
}

export function isSoldOut(item: unknown): boolean {
  const type = productType(item);
  if (sellsVariants(type)) {
    return !variantsOf(item).some(
      (variant) => isTruthy(propertyPath(variant, 'unlimited')) || toNumber(propertyPath(variant, 'qtyInStock')) > 0,
    );
  }
  return type !== PRODUCT_TYPES.digital && type !== PRODUCT_TYPES.giftCard;
}
