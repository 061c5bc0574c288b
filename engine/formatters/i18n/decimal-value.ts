/**
 * Numbers as exact decimal text. Intl.NumberFormat formats a decimal string exactly (no
 * float rounding), so amounts keep every digit, well past the 15 integer places of spec §9.
 */

import { decimalText } from '../../../domain';

/** A finite number or decimal text as a decimal string; undefined for anything else (domain/money.ts owns the rule). */
export const parseDecimal: (value: unknown) => string | undefined = decimalText;

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
