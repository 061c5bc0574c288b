/** The currencies of spec §3 with their decimals (2, JPY 0), and which codes are currencies at all. */

export const CURRENCY_DECIMALS: Readonly<Record<string, number>> = Object.freeze({
  EUR: 2,
  USD: 2,
  AUD: 2,
  NOK: 2,
  CAD: 2,
  NZD: 2,
  DKK: 2,
  GBP: 2,
  HKD: 2,
  CHF: 2,
  MXN: 2,
  SGD: 2,
  SEK: 2,
  CZK: 2,
  ILS: 2,
  PHP: 2,
  RUB: 2,
  PLN: 2,
  THB: 2,
  MYR: 2,
  ARS: 2,
  BRL: 2,
  COP: 2,
  IDR: 2,
  INR: 2,
  ZAR: 2,
  JPY: 0,
});

export const DEFAULT_CURRENCY = 'USD';

/** Decimal places of a currency (2 for any code we do not list). */
export function currencyDecimals(currency: string): number {
  return CURRENCY_DECIMALS[currency] ?? 2;
}

// Built on first use: an island importing money text should not pay for the list at load.
let isoCodes: ReadonlySet<string> | undefined;

/** True for an ISO 4217 code Intl knows; Intl would print any other three letters as their own symbol. */
export function isIsoCurrency(code: string): boolean {
  isoCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCodes.has(code);
}
