/**
 * Amounts as exact decimal text. Intl.NumberFormat formats a decimal string exactly (no
 * float rounding), so amounts keep every digit, well past the 15 integer places of spec §9.
 */
import { currencyDecimals, DEFAULT_CURRENCY } from './currencies';

// Plain decimal text with an optional exponent; no spaces, hex, Infinity or NaN.
const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A finite number or decimal text as exact decimal text; undefined for a missing, non-numeric or non-finite amount. */
export function decimalText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string' && DECIMAL_TEXT.test(value)) return value;
  return undefined;
}

/** The decimal string multiplied by 10^places, exactly (by moving the exponent). */
export function shiftDecimal(decimal: string, places: number): string {
  const e = decimal.search(/[eE]/);
  if (e < 0) return `${decimal}e${places}`;
  return `${decimal.slice(0, e)}e${Number(decimal.slice(e + 1)) + places}`;
}

/** True when the decimal string is zero (any sign, any number of zeros). */
export function isZeroDecimal(decimal: string): boolean {
  return !/[1-9]/.test(decimal.replace(/[eE].*$/, ''));
}

/** A decimal string for `cents` minor units of `currency` (`1999` USD → `"19.99"`). */
export function centsToDecimal(cents: number, currency = DEFAULT_CURRENCY): string {
  const decimals = currencyDecimals(currency);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(cents))).padStart(decimals + 1, '0');
  return decimals === 0 ? sign + digits : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
