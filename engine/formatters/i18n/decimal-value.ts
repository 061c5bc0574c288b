/**
 * Numbers as exact decimal text. Intl.NumberFormat formats a decimal string exactly (no
 * float rounding), so amounts keep every digit, well past the 15 integer places of spec §9.
 */

// Plain decimal notation with an optional exponent; no spaces, hex, Infinity or NaN.
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A finite number or decimal text as a decimal string; undefined for anything else. */
export function parseDecimal(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string' && DECIMAL.test(value)) return value;
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
