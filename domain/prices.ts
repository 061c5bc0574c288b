/**
 * Price selection rules (language reference §12.2): from, normal and sale prices, varied
 * prices, and the legacy price number.
 */
import { DEFAULT_MONEY, moneyAmount, type MoneyNode } from './money';
import { PRODUCT_TYPES } from './enums';
import { isStockedType, productType, structuredContent, variants, type Variant } from './product';

/** salePriceMoney when the variant is on sale, else priceMoney. */
export function effectivePrice(variant: Variant): MoneyNode {
  return (variant.onSale ? variant.salePriceMoney : variant.priceMoney) ?? DEFAULT_MONEY;
}

const hasVariantPrices = (type: number | undefined) => isStockedType(type) || type === PRODUCT_TYPES.giftCard;

/** True when some later variant differs from the first in onSale, sale price (when the first is on sale) or price. */
export function hasVariedPrices(item: unknown): boolean {
  if (!hasVariantPrices(productType(item))) return false;
  const [first, ...rest] = variants(item);
  if (!first) return false;
  return rest.some(
    (v) =>
      Boolean(v.onSale) !== Boolean(first.onSale) ||
      (Boolean(first.onSale) && !sameValue(v.salePrice, first.salePrice)) ||
      !sameValue(v.price, first.price),
  );
}

/** The variant with the lowest effective price (first wins ties). */
export function cheapestVariant(item: unknown): Variant | undefined {
  let best: Variant | undefined;
  for (const v of variants(item)) {
    if (!best || moneyAmount(effectivePrice(v)) < moneyAmount(effectivePrice(best))) best = v;
  }
  return best;
}

export function fromPrice(item: unknown): MoneyNode {
  const type = productType(item);
  if (type === PRODUCT_TYPES.digital) return structuredContent(item).priceMoney ?? DEFAULT_MONEY;
  if (!hasVariantPrices(type)) return DEFAULT_MONEY;
  const cheapest = cheapestVariant(item);
  return cheapest ? effectivePrice(cheapest) : DEFAULT_MONEY;
}

export function normalPrice(item: unknown): MoneyNode {
  const type = productType(item);
  if (type === PRODUCT_TYPES.digital) return structuredContent(item).priceMoney ?? DEFAULT_MONEY;
  if (!hasVariantPrices(type)) return DEFAULT_MONEY;
  let best: MoneyNode | undefined;
  for (const v of variants(item)) {
    const price = v.priceMoney ?? DEFAULT_MONEY;
    if (!best || moneyAmount(price) > moneyAmount(best)) best = price;
  }
  return best ?? DEFAULT_MONEY;
}

export function salePrice(item: unknown): MoneyNode {
  const type = productType(item);
  if (type === PRODUCT_TYPES.digital) return structuredContent(item).salePriceMoney ?? DEFAULT_MONEY;
  if (!isStockedType(type)) return DEFAULT_MONEY;
  let best: MoneyNode | undefined;
  for (const v of variants(item)) {
    if (!v.onSale) continue;
    const price = v.salePriceMoney ?? DEFAULT_MONEY;
    if (!best || moneyAmount(price) < moneyAmount(best)) best = price;
  }
  return best ?? DEFAULT_MONEY;
}

/** Amount × 100 as an exact decimal: "19.99" → "1999", "100" → "10000". */
export function legacyPriceNumber(node: MoneyNode): string {
  const raw = String(node.value ?? node.decimalValue ?? '0').trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(raw);
  if (!match || (match[2] === '' && !match[3])) return '0';
  const [, sign, whole, fraction = ''] = match;
  const digits = (whole + fraction.padEnd(2, '0').slice(0, 2)).replace(/^0+(?=\d)/, '');
  const rest = fraction.slice(2).replace(/0+$/, '');
  const text = rest ? `${digits}.${rest}` : digits;
  return sign && /[1-9]/.test(text) ? `-${text}` : text;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));
}
