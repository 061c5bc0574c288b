/**
 * The one way amounts become currency text (spec §9 money: locale grouping and decimal
 * point, per-currency symbol and decimals, exact decimal amounts, minus sign for negatives,
 * optional hidden zero cents and free label), for the engine's money formatters, the
 * storefront, the server and the islands.
 */
import { isIsoCurrency } from './currencies';
import { currencyStyle, type MoneyStyle } from './currency-style';
import { decimalText, isZeroDecimal } from './decimal';
import { formatNumber, formatNumberParts, joinParts } from './number-format';
import { defaultIntlCache, type IntlCache } from './intl-cache';
import type { NumberOptions } from './number-options';
import { plainPrice } from './plain-prices';

export interface MoneyOptions {
  /** @default 'symbol' */
  style?: MoneyStyle;
  /** `narrow` prints `$` rather than `CA$`. @default 'default' */
  symbol?: 'default' | 'narrow';
  /** Digit, grouping and rounding options (§12.9 number options). */
  number?: NumberOptions;
  /** Print a whole amount without its zero cents (`$12` rather than `$12.00`). @default false */
  hideZeroCents?: boolean;
  /** Text printed instead of a zero amount ("Free"). */
  freeLabel?: string;
  /** Keep the minus of a negative amount that is or rounds to zero (`-$0.00`). @default false */
  minusZero?: boolean;
  /** Cache for the Intl objects: the render's format cache inside the engine. @default `defaultIntlCache` */
  cache?: IntlCache;
}

function isPlain(options: MoneyOptions): boolean {
  if ((options.style ?? 'symbol') !== 'symbol' || options.symbol === 'narrow' || options.hideZeroCents) return false;
  if (options.minusZero) return false;
  for (const key in options.number) if (options.number[key as keyof NumberOptions] !== undefined) return false;
  return true;
}

/**
 * Format an amount (decimal text or a number, in major units) of an ISO 4217 currency; ""
 * when the amount, currency or locale is not valid.
 *
 * @example formatMoney('12345.678', 'USD', 'en-US') // '$12,345.68'
 */
export function formatMoney(
  amount: string | number,
  currency: string,
  locale: string,
  options: MoneyOptions = {},
): string {
  const decimal = decimalText(amount);
  if (decimal === undefined || !isIsoCurrency(currency)) return '';
  try {
    return currencyText(decimal, currency, locale, options);
  } catch {
    return '';
  }
}

/**
 * Exact decimal text as currency text; throws Intl's RangeError for a locale or currency
 * code Intl refuses (any well-formed three letters are a code to Intl).
 */
export function currencyText(decimal: string, currency: string, locale: string, options: MoneyOptions): string {
  if (options.freeLabel !== undefined && isZeroDecimal(decimal)) return options.freeLabel;
  const cache = options.cache ?? defaultIntlCache;
  if (isPlain(options)) return plainPrice(decimal, currency, locale, cache);
  const number = { ...options.number };
  if (options.hideZeroCents && !/\.\d*[1-9]/.test(decimal.replace(/[eE].*$/, ''))) {
    number.minFrac = 0;
    number.maxFrac = 0;
  }
  const style = options.style ?? 'symbol';
  const base = currencyStyle(currency, style, options.symbol === 'narrow');
  if (options.minusZero) base.signDisplay = 'auto';
  if (style === 'code') return codeAfter(formatNumberParts(cache, locale, decimal, base, number), currency);
  return formatNumber(cache, locale, decimal, base, number);
}

/** CLDR's code style puts the code after the number (`1,234.50 USD`) in every locale. */
function codeAfter(parts: Intl.NumberFormatPart[], currency: string): string {
  const number = parts.filter(
    (part) => part.type !== 'currency' && !(part.type === 'literal' && part.value.trim() === ''),
  );
  return `${joinParts(number)} ${currency}`;
}
