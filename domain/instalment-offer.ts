/**
 * The instalment pill of one product page (spec §5 "Instalment"), from the item's instalment
 * context (spec §3): which locale and brand, in range or not, and the message.
 */
import { instalmentBrand, instalmentLocale, instalmentMessage, isInstalmentEligible } from './instalments';

export interface InstalmentContext {
  afterPayAvailable?: unknown;
  /** Decimal amounts in the shop's currency. */
  afterPayMin?: unknown;
  afterPayMax?: unknown;
  shopperLanguage?: unknown;
  stripeAccountCountry?: unknown;
}

export interface InstalmentOffer {
  locale: string;
  brand: string;
  inRange: boolean;
  text: string;
}

export interface InstalmentOfferInput {
  context: InstalmentContext;
  productType: unknown;
  /** The displayed price in cents (the price times 100). */
  priceCents: number;
  /** Product types of what the cart holds. */
  cartProductTypes?: readonly unknown[];
  format: (cents: number) => string;
  /** The in-range line in the page's language: `{count}` and `{amount}` are filled in. */
  offerPattern?: string;
}

/** Undefined when the pill must not show: not available, not eligible or an unsupported country. */
export function instalmentOffer({
  context,
  productType,
  priceCents,
  cartProductTypes = [],
  format,
  offerPattern,
}: InstalmentOfferInput): InstalmentOffer | undefined {
  if (context.afterPayAvailable !== true || !isInstalmentEligible(productType, cartProductTypes)) return undefined;
  const country = typeof context.stripeAccountCountry === 'string' ? context.stripeAccountCountry : '';
  const locale = instalmentLocale(
    country,
    typeof context.shopperLanguage === 'string' ? context.shopperLanguage : undefined,
  );
  const min = toCents(context.afterPayMin);
  const max = toCents(context.afterPayMax);
  if (!locale || min === undefined || max === undefined) return undefined;
  const brand = instalmentBrand(locale);
  return { locale, brand, ...instalmentMessage(priceCents, min, max, brand, format, undefined, offerPattern) };
}

function toCents(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.round(n * 100) : undefined;
}
