/**
 * The product and variant an add names, or the message of spec §5 that says why not.
 */
import { PRODUCT_TYPES } from '../../domain';
import { HttpError } from '../http-error';
import { chooseVariant, findProduct, type ChosenVariant, type Product } from './catalog';
import { COMMERCE_MESSAGES } from './messages';
import type { Site } from '../sites/types';

export function chooseItem(
  site: Site,
  itemId: string,
  sku: string | null,
): { product: Product; variant: ChosenVariant } {
  const product = findProduct(site, itemId);
  if (!product) throw new HttpError(404, COMMERCE_MESSAGES.unknownItem);
  const variant = chooseVariant(product, sku);
  if (variant) return { product, variant };
  const denomination = product.productType === PRODUCT_TYPES.giftCard && sku === null;
  throw new HttpError(
    422,
    denomination ? COMMERCE_MESSAGES.giftCardDenomination : COMMERCE_MESSAGES.variantUnavailable,
  );
}

/** Additional fields as stored and compared: JSON with sorted keys, '' for none. */
export function fieldsKey(fields: Record<string, unknown> | null): string {
  if (!fields || Object.keys(fields).length === 0) return '';
  return JSON.stringify(sortKeys(fields));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}
