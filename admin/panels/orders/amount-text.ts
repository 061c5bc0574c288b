/**
 * The refund amount the owner types ("12.50", "12,50" or "12") as cents of the currency,
 * without floating-point arithmetic; undefined for anything else. The server checks the rest
 * (at least 1 cent, at most what is left) and names the field when it refuses.
 */
import { centsToDecimal, currencyDecimals } from '../../../domain';

export function centsOfText(text: string, currency: string): number | undefined {
  const places = currencyDecimals(currency);
  const match = /^\s*(\d{1,9})(?:[.,](\d+))?\s*$/.exec(text);
  if (!match || (match[2] && (places === 0 || match[2].length > places))) return undefined;
  const fraction = (match[2] ?? '').padEnd(places, '0');
  return Number(match[1]) * 10 ** places + Number(fraction || '0');
}

/** Cents as the amount field shows them: `12.50`. */
export function textOfCents(cents: number, currency: string): string {
  return centsToDecimal(cents, currency);
}
