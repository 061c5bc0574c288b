/**
 * Buy-now-pay-later instalment rules (spec §1, §4 "Instalment pill", §5 "Instalment").
 * Two services exist: the first brand serves US, CA, AU and NZ, the second (its UK name) GB.
 */
import { PRODUCT_TYPES } from './enums';

export const INSTALMENT_BRANDS = Object.freeze(['Afterpay', 'Clearpay'] as const);
export const DEFAULT_INSTALMENT_COUNT = 4;

/** Supported locales per shop country, first one the default. */
const COUNTRY_LOCALES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  US: ['en_US'],
  CA: ['en_CA', 'fr_CA'],
  AU: ['en_AU'],
  NZ: ['en_NZ'],
  GB: ['en_GB'],
});

/** Every locale the pill and its information popup support. */
export const INSTALMENT_LOCALES: readonly string[] = Object.freeze(Object.values(COUNTRY_LOCALES).flat());

/** The pill's locale: the shopper's language when the shop's country supports it, else the country's first; undefined when the country is not supported. */
export function instalmentLocale(shopCountry: string, shopperLanguage?: string): string | undefined {
  const locales = COUNTRY_LOCALES[shopCountry.toUpperCase()];
  if (!locales) return undefined;
  const language = (shopperLanguage ?? '').slice(0, 2).toLowerCase();
  return locales.find((l) => l.startsWith(`${language}_`)) ?? locales[0];
}

/** en_GB uses the second brand name; every other supported locale the first. */
export function instalmentBrand(locale: string): string {
  return locale === 'en_GB' ? INSTALMENT_BRANDS[1] : INSTALMENT_BRANDS[0];
}

/** In range when the price is above the minimum and at most the maximum (all in cents). */
export function isInInstalmentRange(priceCents: number, minCents: number, maxCents: number): boolean {
  return priceCents > minCents && priceCents <= maxCents;
}

/** The pill is offered only for physical products (type 1), and only when every cart item is physical. */
export function isInstalmentEligible(productType: unknown, cartProductTypes: readonly unknown[] = []): boolean {
  return productType === PRODUCT_TYPES.physical && cartProductTypes.every((t) => t === PRODUCT_TYPES.physical);
}

/** Each instalment in cents, the remainder on the first payment so the parts add up. */
export function instalmentAmounts(priceCents: number, count = DEFAULT_INSTALMENT_COUNT): number[] {
  const base = Math.floor(priceCents / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? priceCents - base * (count - 1) : base));
}

export interface InstalmentMessage {
  inRange: boolean;
  /** In range: 'or {installmentStr} with' (the pill follows). Out of range: the bounds. */
  text: string;
}

/** The message beside the pill; `format` turns cents into money text. */
export function instalmentMessage(
  priceCents: number,
  minCents: number,
  maxCents: number,
  brand: string,
  format: (cents: number) => string,
  count = DEFAULT_INSTALMENT_COUNT,
  offerPattern?: string,
): InstalmentMessage {
  if (isInInstalmentRange(priceCents, minCents, maxCents)) {
    const amount = format(instalmentAmounts(priceCents, count)[1] ?? priceCents);
    if (offerPattern)
      return { inRange: true, text: offerPattern.replaceAll('{count}', String(count)).replaceAll('{amount}', amount) };
    const installmentStr = `${count} interest-free payments of ${amount}`;
    return { inRange: true, text: `or ${installmentStr} with` };
  }
  const text =
    priceCents <= minCents
      ? `${brand} available for orders over ${format(minCents)}`
      : `${brand} available for orders up to ${format(maxCents)}`;
  return { inRange: false, text };
}
