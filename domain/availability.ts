/**
 * Availability and badges (spec §4 "Availability", language reference §12.2).
 */
import { PRODUCT_TYPE, isStockedType, productType, stockOf, structuredContent, variants, type Variant } from './product';

/** Physical or service: sold out when no variant is unlimited or in stock (also with no variants). Digital and gift card never; undefined types always. */
export function isSoldOut(item: unknown): boolean {
  const type = productType(item);
  if (type === PRODUCT_TYPE.DIGITAL || type === PRODUCT_TYPE.GIFT_CARD) return false;
  if (!isStockedType(type)) return true;
  return !variants(item).some(isVariantAvailable);
}

export function isVariantAvailable(variant: Variant): boolean {
  return Boolean(variant.unlimited) || stockOf(variant) > 0;
}

/** Physical/service: any variant on sale; digital: its own flag; gift card and others: never. */
export function isOnSale(item: unknown): boolean {
  const type = productType(item);
  if (type === PRODUCT_TYPE.DIGITAL) return Boolean(structuredContent(item).onSale);
  if (!isStockedType(type)) return false;
  return variants(item).some((v) => Boolean(v.onSale));
}

/** Not digital, and more than one variant. */
export function hasVariants(item: unknown): boolean {
  if (productType(item) === PRODUCT_TYPE.DIGITAL) return false;
  const list = structuredContent(item).variants;
  return Array.isArray(list) && list.length > 1;
}

/** Unlimited (Infinity) for digital, gift card and any unlimited variant; else the sum of stock. */
export function totalStock(item: unknown): number {
  const type = productType(item);
  if (type === PRODUCT_TYPE.DIGITAL || type === PRODUCT_TYPE.GIFT_CARD) return Infinity;
  const list = variants(item);
  if (list.some((v) => Boolean(v.unlimited))) return Infinity;
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
