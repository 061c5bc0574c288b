/** `decimal` (language reference §12.9): a number or decimal text in the locale's notation. */
import { decimalText, formatNumberParts, joinParts, shiftDecimal, type NumberOptions } from '../../../domain';
import { localeOf } from './locale';
import { applyNumberOption } from './number-options';
import { splitOption } from './options';
import type { Formatter, Scope } from '../../types';

type Part = Intl.NumberFormatPart;

interface Style {
  base: Intl.NumberFormatOptions;
  /** Powers of ten applied to the value before formatting. */
  shift: number;
  permille?: boolean;
}

// The "-scaled" styles take a value that is already a percentage (or permille); Intl's
// percent style always multiplies by 100, so the value is shifted back first.
const STYLES: Record<string, Style> = {
  short: { base: { notation: 'compact', compactDisplay: 'short' }, shift: 0 },
  long: { base: { notation: 'compact', compactDisplay: 'long' }, shift: 0 },
  scientific: { base: { notation: 'scientific', maximumFractionDigits: 0 }, shift: 0 },
  percent: { base: { style: 'percent' }, shift: 0 },
  'percent-scaled': { base: { style: 'percent' }, shift: -2 },
  permille: { base: { style: 'percent' }, shift: 1, permille: true },
  'permille-scaled': { base: { style: 'percent' }, shift: -2, permille: true },
};
const PLAIN: Style = { base: {}, shift: 0 };

/** Format `value` with `decimal` options; "" when it is not a number or there is no locale. */
export function formatDecimal(value: unknown, args: readonly string[], scope: Scope): string {
  const locale = localeOf(scope);
  const decimal = decimalText(value);
  if (locale === undefined || decimal === undefined) return '';
  let style = PLAIN;
  const options: NumberOptions = {};
  for (const arg of args) {
    const [key, option] = splitOption(arg);
    if (key === 'style') style = (option !== undefined && Object.hasOwn(STYLES, option) && STYLES[option]) || PLAIN;
    else applyNumberOption(key, option, options);
  }
  const scaled = style.shift === 0 ? decimal : shiftDecimal(decimal, style.shift);
  let parts = formatNumberParts(scope.formatCache, locale, scaled, style.base, options);
  if (style.permille) parts = parts.map(toPermille);
  if (style.base.notation === 'scientific') parts = signExponent(parts);
  return joinParts(parts);
}

const toPermille = (part: Part): Part => (part.type === 'percentSign' ? { type: 'literal', value: '‰' } : part);

/** CLDR writes a positive exponent with its sign (`1E+7`); Intl leaves it out. */
function signExponent(parts: Part[]): Part[] {
  return parts.map((part, index) =>
    part.type === 'exponentInteger' && parts[index - 1]?.type === 'exponentSeparator'
      ? { ...part, value: `+${part.value}` }
      : part,
  );
}

export const decimal: Formatter = (value, args, scope) => formatDecimal(value, args, scope);
