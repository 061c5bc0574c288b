/**
 * Locale number formatting with the number options of language reference §12.9, for money
 * and for the engine's number formatters. Digit options arrive clamped to 0–50, but Intl
 * accepts only 1–21 integer and significant digits and 0–20 fraction digits; the rest is
 * done on the formatted parts.
 */
import type { IntlCache } from './intl-cache';
import type { NumberOptions } from './number-options';

type Part = Intl.NumberFormatPart;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

function intlOptions(base: Intl.NumberFormatOptions, o: NumberOptions): Intl.NumberFormatOptions {
  // Half-even is the CLDR default; "negative" keeps a value that rounds to zero from printing "-0".
  const out: Intl.NumberFormatOptions = { roundingMode: 'halfEven', signDisplay: 'negative', ...base };
  // Grouping on follows the locale's minimum grouping digits, as CLDR says (`1200` in Spanish,
  // `1,200` in English); Intl's `true` would force it (`1.200`). ICU's compact notation reads
  // `auto` as "two digits at least" (`9007 trillion`), so compact numbers force it.
  if (o.grouping !== undefined) out.useGrouping = o.grouping && (base.notation === 'compact' ? 'always' : 'auto');
  if (o.rounding) out.roundingMode = o.rounding;
  if (o.minInt !== undefined) out.minimumIntegerDigits = clamp(o.minInt, 1, 21);
  if (o.maxSig !== undefined || o.minSig !== undefined) {
    // Compact numbers keep to two significant digits (`3.6 thousand`) unless a minimum asks for more.
    const open = base.notation === 'compact' ? Math.max(o.minSig ?? 0, 2) : 21;
    const max = o.maxSig === undefined ? clamp(open, 1, 21) : clamp(o.maxSig, 1, 21);
    out.maximumSignificantDigits = max;
    if (o.minSig !== undefined) out.minimumSignificantDigits = clamp(o.minSig, 1, max);
  }
  // An explicit maximum wins over any minimum; an explicit minimum raises the style's maximum.
  if (o.maxFrac !== undefined) {
    const max = Math.min(o.maxFrac, 20);
    out.maximumFractionDigits = max;
    if ((out.minimumFractionDigits ?? 0) > max) out.minimumFractionDigits = max;
  }
  if (o.minFrac !== undefined) {
    const min = Math.min(o.minFrac, 20, o.maxFrac ?? 20);
    out.minimumFractionDigits = min;
    if ((out.maximumFractionDigits ?? 20) < min) out.maximumFractionDigits = min;
  }
  return out;
}

/** Format a decimal string; `base` carries the style (currency, percent, compact…). */
export function formatNumberParts(
  cache: IntlCache,
  locale: string,
  decimal: string,
  base: Intl.NumberFormatOptions,
  o: NumberOptions,
): Part[] {
  const format = numberFormat(cache, locale, intlOptions(base, o));
  // A maximum of 0 significant digits leaves nothing of the number.
  let parts = format.formatToParts((o.maxSig === 0 ? '0' : decimal) as unknown as number);
  if (o.minInt === 0) parts = dropLoneZero(parts, zeroDigit(format));
  if (o.minInt !== undefined && o.minInt > 21) parts = padInteger(parts, o.minInt, zeroDigit(format));
  if (o.minFrac !== undefined && o.minFrac > 20 && (o.maxFrac === undefined || o.maxFrac >= o.minFrac)) {
    parts = padFraction(parts, o.minFrac, zeroDigit(format));
  }
  return parts;
}

/** As `formatNumberParts`, joined; Intl's own `format` when no part needs adjusting. */
export function formatNumber(
  cache: IntlCache,
  locale: string,
  decimal: string,
  base: Intl.NumberFormatOptions,
  o: NumberOptions,
): string {
  if (o.minInt === 0 || (o.minInt ?? 0) > 21 || (o.minFrac ?? 0) > 20)
    return joinParts(formatNumberParts(cache, locale, decimal, base, o));
  return numberFormatFor(cache, locale, base, o).format((o.maxSig === 0 ? '0' : decimal) as unknown as number);
}

/** The cached Intl.NumberFormat for a style and number options (digits within Intl's ranges). */
export function numberFormatFor(
  cache: IntlCache,
  locale: string,
  base: Intl.NumberFormatOptions,
  o: NumberOptions,
): Intl.NumberFormat {
  return numberFormat(cache, locale, intlOptions(base, o));
}

// Intl objects are costly to build; one per locale and options, shared by every formatter using the cache.
function numberFormat(cache: IntlCache, locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cache.getOrCreate(
    `i18n:number:${locale}:${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  ) as Intl.NumberFormat;
}

export function joinParts(parts: readonly { value: string }[]): string {
  let text = '';
  for (const part of parts) text += part.value;
  return text;
}

function zeroDigit(format: Intl.NumberFormat): string {
  const integer = format.formatToParts(0).find((part) => part.type === 'integer')?.value ?? '0';
  return integer.charAt(integer.length - 1);
}

/** `minint:0` prints `0.5` as `.5`. */
function dropLoneZero(parts: Part[], zero: string): Part[] {
  const integers = parts.filter((part) => part.type === 'integer');
  if (integers.length !== 1 || integers[0].value !== zero || !parts.some((p) => p.type === 'decimal')) return parts;
  return parts.filter((part) => part !== integers[0]);
}

/** Pad the integer digits beyond Intl's 21, regrouping with the sizes the locale used. */
function padInteger(parts: Part[], minInt: number, zero: string): Part[] {
  const first = parts.findIndex((part) => part.type === 'integer');
  if (first < 0) return parts;
  let last = first;
  while (last + 2 < parts.length && parts[last + 1].type === 'group' && parts[last + 2].type === 'integer') last += 2;
  const groups = parts
    .slice(first, last + 1)
    .filter((part) => part.type === 'integer')
    .map((part) => part.value);
  const digits = groups.join('').padStart(minInt, zero);
  const separator = parts[first + 1]?.type === 'group' ? parts[first + 1].value : undefined;
  const regrouped: Part[] = [];
  if (separator === undefined) regrouped.push({ type: 'integer', value: digits });
  else {
    const primary = groups[groups.length - 1].length;
    const secondary = groups.length > 2 ? groups[groups.length - 2].length : primary;
    let end = digits.length;
    let size = primary;
    while (end > 0) {
      const start = Math.max(0, end - size);
      if (end < digits.length) regrouped.unshift({ type: 'group', value: separator });
      regrouped.unshift({ type: 'integer', value: digits.slice(start, end) });
      end = start;
      size = secondary;
    }
  }
  return [...parts.slice(0, first), ...regrouped, ...parts.slice(last + 1)];
}

/** Pad the fraction beyond Intl's 20 digits. */
function padFraction(parts: Part[], minFrac: number, zero: string): Part[] {
  const fraction = parts.findIndex((part) => part.type === 'fraction');
  if (fraction >= 0) {
    const padded = { type: 'fraction' as const, value: parts[fraction].value.padEnd(minFrac, zero) };
    return [...parts.slice(0, fraction), padded, ...parts.slice(fraction + 1)];
  }
  return parts;
}
