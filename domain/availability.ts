/**
 * Availability and badges (spec §4 "Availability", language reference §12.2): the one owner of
 * "sold out" and "on sale", for the `sold-out?`/`on-sale?` predicates, `item-classes`, the
 * product form, the cart and the stock rows alike.
 *
 * Odd content reads the same everywhere: the product type must be the number 1–4 (a string
 * such as "1" is an undefined type: sold out, never on sale, as §12.1 says of "anything
 * else"); `onSale` and `unlimited` are truthy as the template language says (`1`, `"x"` and
 * `"false"` are true; `0`, `""`, `[]`, `{}` are false); `qtyInStock` as a string reads its
 * leading whole number ("3" is 3, "0.5" is 0, "abc" is 0).
 */
import { isTruthy } from './json';
import { PRODUCT_TYPES } from './enums';
import { isStockedType, productType, stockOf, structuredContent, variants, type Variant } from './product';

/** Physical or service: sold out when no variant is unlimited or in stock (also with no variants). Digital and gift card never; undefined types always. */
export function isSoldOut(item: unknown): boolean {
  const type = productType(item);
  if (type === PRODUCT_TYPES.digital || type === PRODUCT_TYPES.giftCard) return false;
  if (!isStockedType(type)) return true;
  return !variants(item).some(isVariantAvailable);
}

export function isVariantAvailable(variant: Variant): boolean {
  return isTruthy(variant.unlimited) || stockOf(variant) > 0;
}

/** Physical/service: any variant on sale; digital: its own flag; gift card and others: never. */
export function isOnSale(item: unknown): boolean {
  const type = productType(item);
  if (type === PRODUCT_TYPES.digital) return isTruthy(structuredContent(item).onSale);
  if (!isStockedType(type)) return false;
  return variants(item).some((v) => isTruthy(v.onSale));
}

/** Not digital, and more than one variant. */
export function hasVariants(item: unknown): boolean {
  if (productType(item) === PRODUCT_TYPES.digital) return false;
  const list = structuredContent(item).variants;
  return Array.isArray(list) && list.length > 1;
}

/** Unlimited (Infinity) for digital, gift card and any unlimited variant; else the sum of stock. */
export function totalStock(item: unknown): number {
  const type = productType(item);
  if (type === PRODUCT_TYPES.digital || type === PRODUCT_TYPES.giftCard) return Infinity;
  const list = variants(item);
  if (list.some((v) => isTruthy(v.unlimited))) return Infinity;
  return list.reduce((sum, v) => sum + stockOf(v), 0);
}

export type Badge = 'sold-out' | 'sale' | 'none';

/** Badge precedence: sold out, then sale, else none. */
export function badgeOf(item: unknown): Badge {
  if (isSoldOut(item)) return 'sold-out';
  if (isOnSale(item)) return 'sale';
  return 'none';
}

export interface BadgeTexts {
  customSoldOutText?: unknown;
  localizedSoldOutText?: unknown;
  localizedSaleText?: unknown;
}

/** Sold-out text: the product's custom text, else localized, else 'sold out'. Sale: localized, else 'sale'. */
export function badgeText(badge: Badge, texts: BadgeTexts = {}): string {
  const pick = (...candidates: unknown[]) => candidates.find((c): c is string => typeof c === 'string' && c.length > 0);
  if (badge === 'sold-out') return pick(texts.customSoldOutText, texts.localizedSoldOutText) ?? 'sold out';
  if (badge === 'sale') return pick(texts.localizedSaleText) ?? 'sale';
  return '';
}
