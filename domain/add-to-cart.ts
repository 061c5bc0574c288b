/**
 * What the add-to-cart button checks before it calls the server, and what it says
 * (spec §5 "Add to cart", §8 alert titles). The server repeats the stock check in its transaction.
 */
import { totalStock } from './availability';
import { PRODUCT_TYPES } from './enums';
import { isSubscribable, productType, stockOf, structuredContent, type Variant } from './product';
import type { VariantOption, Selection } from './variant-options';
import { findVariant, missingOptions } from './variant-options';

export const ADD_TO_CART_MESSAGES = Object.freeze({
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  notEnoughStock: 'Sorry, we do not have enough of that item available.',
  quantityNotANumber: 'Quantity must be a number.',
  quantityNotWhole: 'Quantity must be a whole number',
  giftCardDenomination: 'Select a denomination for the Gift Card',
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  enableCookies: 'Please enable cookies in your browser, reload the page, and try again.',
  rateLimited: 'Please try again in a few seconds.',
  // Not quoted by the spec: the input's own bounds (1 to 9999), said plainly.
  quantityOutOfRange: 'Quantity must be between 1 and 9999.',
});

export const ALERT_TITLES = Object.freeze({
  add: 'Unable to Add Item',
  expressCheckout: 'Unable to Purchase Item',
  giftCard: 'Unable to purchase Gift Card',
});

export const QUANTITY_LIMITS = Object.freeze({ min: 1, max: 9999, step: 1, default: 1 });

/** 'Please select the Size option.' / '… the Size and Color options.' / '… the Size, Color and Fit options.' */
export function selectOptionsMessage(names: readonly string[]): string {
  if (names.length === 1) return `Please select the ${names[0]} option.`;
  if (names.length === 2) return `Please select the ${names[0]} and ${names[1]} options.`;
  return `Please select the ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} options.`;
}

/** The quantity as a whole number, or the message that says why it is not one. */
export function parseQuantity(raw: unknown): { quantity: number } | { error: string } {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (text === '' || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text))
    return { error: ADD_TO_CART_MESSAGES.quantityNotANumber };
  const value = Number(text);
  if (!Number.isInteger(value)) return { error: ADD_TO_CART_MESSAGES.quantityNotWhole };
  return { quantity: value };
}

export interface AddToCartCheck {
  item: unknown;
  options: readonly VariantOption[];
  selection: Selection;
  quantity: unknown;
  /** How many of the chosen variant the cart already holds. */
  inCart?: number;
  /** Each option as a page in another language names it (`Size` → `Taille`), for the message asking for it. */
  optionTitles?: Readonly<Record<string, string>>;
}

/** The variant to add, or the first message the visitor must see. */
export function checkAddToCart({
  item,
  options,
  selection,
  quantity,
  inCart = 0,
  optionTitles = {},
}: AddToCartCheck): { variant: Variant; quantity: number } | { error: string } {
  const type = productType(item);
  const missing = missingOptions(options, selection);
  if (missing.length > 0) {
    return {
      error:
        type === PRODUCT_TYPES.giftCard
          ? ADD_TO_CART_MESSAGES.giftCardDenomination
          : selectOptionsMessage(missing.map((name) => optionTitles[name] ?? name)),
    };
  }
  const list = structuredContent(item).variants ?? [];
  const variant = options.length > 0 ? findVariant(item, options, selection) : list[0];
  if (!variant) return { error: ADD_TO_CART_MESSAGES.variantUnavailable };
  const parsed = parseQuantity(quantity);
  if ('error' in parsed) return parsed;
  if (parsed.quantity < QUANTITY_LIMITS.min || parsed.quantity > QUANTITY_LIMITS.max)
    return { error: ADD_TO_CART_MESSAGES.quantityOutOfRange };
  if (!hasEnoughStock(item, variant, parsed.quantity, inCart)) return { error: ADD_TO_CART_MESSAGES.notEnoughStock };
  return { variant, quantity: parsed.quantity };
}

/** Enough when the type holds no stock, the variant is unlimited, or stock covers what the cart will hold. */
export function hasEnoughStock(item: unknown, variant: Variant, quantity: number, inCart = 0): boolean {
  const type = productType(item);
  if (type !== PRODUCT_TYPES.physical && type !== PRODUCT_TYPES.service) return true;
  return Boolean(variant.unlimited) || stockOf(variant) >= inCart + quantity;
}

/** Additional-fields items are checked before the form opens: enough when stock exceeds what the cart holds. */
export function canOpenAdditionalFields(variant: Variant, inCart: number): boolean {
  return Boolean(variant.unlimited) || stockOf(variant) > inCart;
}

/** Quantity input: physical, or service when allowed; never subscribable; only when total stock is above 1. */
export function showsQuantityInput(item: unknown, multipleQuantityAllowedForServices = true): boolean {
  const type = productType(item);
  const kindAllows =
    type === PRODUCT_TYPES.physical || (type === PRODUCT_TYPES.service && multipleQuantityAllowedForServices);
  return kindAllows && !isSubscribable(item) && totalStock(item) > 1;
}

/** Variant selectors: a non-digital product with more than one variant. */
export function showsVariantSelectors(item: unknown): boolean {
  return productType(item) !== PRODUCT_TYPES.digital && (structuredContent(item).variants?.length ?? 0) > 1;
}

/** Custom text when enabled and set; else Subscribe for subscribable items; else Add To Cart (localized first). */
export function addToCartLabel(
  item: unknown,
  localized: { productAddToCartText?: unknown; productSubscribeText?: unknown } = {},
): string {
  const content = structuredContent(item);
  if (content.useCustomAddButtonText && content.customAddButtonText) return String(content.customAddButtonText);
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
  return isSubscribable(item)
    ? text(localized.productSubscribeText, 'Subscribe')
    : text(localized.productAddToCartText, 'Add To Cart');
}
