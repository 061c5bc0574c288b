/**
 * `unit` (language reference §12.10; the JVM engine's locale unit formatting, where the
 * TypeScript engine leaves the value alone): a number in a unit, converted to another unit
 * of the same category when asked, formatted for the render's locale.
 *
 *   {d|unit kilometer}                       → 12.5 km
 *   {d|unit in:kilometer out:mile long}      → 7.767 miles
 *   {t|unit celsius out:fahrenheit narrow maxfrac:0} → 55°F
 *
 * Arguments: the unit (bare, or `in:`/`unit:`), `out:` the unit to convert to, the width
 * `long`/`short`/`narrow` (bare or `width:`; short by default), and the number options of
 * §12.9. Without a unit the value is left as it is (the registered legacy use); an unknown
 * unit, a conversion across categories, or a value that is not a finite number prints "".
 */
import { decimalText, formatNumber, type NumberOptions } from '../../../domain';
import { localeOf } from './locale';
import { applyNumberOption } from './number-options';
import { splitOption } from './options';
import { UNITS, type UnitInfo } from './unit-table';
import type { Formatter } from '../../types';

type Width = 'long' | 'short' | 'narrow';
const WIDTHS: readonly string[] = ['long', 'short', 'narrow'];

interface UnitArgs {
  from?: string;
  to?: string;
  width: Width;
  number: NumberOptions;
}

function readArgs(args: readonly string[]): UnitArgs {
  const read: UnitArgs = { width: 'short', number: {} };
  for (const arg of args) {
    const [key, value] = splitOption(arg);
    if (value === undefined && WIDTHS.includes(key)) read.width = key as Width;
    else if ((key === 'in' || key === 'unit') && value !== undefined) read.from = value;
    else if (key === 'out' && value !== undefined) read.to = value;
    else if (key === 'width' && value !== undefined && WIDTHS.includes(value)) read.width = value as Width;
    else if (applyNumberOption(key, value, read.number)) continue;
    // Any other bare word names the unit (an unknown one prints "").
    else if (value === undefined && read.from === undefined) read.from = key;
  }
  return read;
}

/** `amount` in `from` expressed in `to` (same category). */
export function convertUnit(amount: number, from: UnitInfo, to: UnitInfo): number {
  const base = amount * from.factor + (from.offset ?? 0);
  return (base - (to.offset ?? 0)) / to.factor;
}

/** Conversion works in binary floating point: 12 significant digits drop its noise (0.30000000000000004). */
const clean = (n: number) => Number(n.toPrecision(12));

export const unit: Formatter = (value, args, scope) => {
  if (args.length === 0) return value;
  const read = readArgs(args);
  if (read.from === undefined) return value;
  const from = UNITS.get(read.from);
  const toName = read.to ?? read.from;
  const to = UNITS.get(toName);
  const locale = localeOf(scope);
  const decimal = decimalText(value);
  if (
    from === undefined ||
    to === undefined ||
    from.category !== to.category ||
    locale === undefined ||
    decimal === undefined
  )
    return '';
  const amount = toName === read.from ? decimal : String(clean(convertUnit(Number(decimal), from, to)));
  try {
    if (to.own === undefined) {
      return formatNumber(
        scope.formatCache,
        locale,
        amount,
        { style: 'unit', unit: toName, unitDisplay: read.width },
        read.number,
      );
    }
    const number = formatNumber(scope.formatCache, locale, amount, {}, read.number);
    if (read.width !== 'long')
      return to.own.symbol === '′' || to.own.symbol === '″'
        ? number + to.own.symbol
        : `${number}\u00a0${to.own.symbol}`;
    // The names are English, so English plural rules pick them.
    return `${number} ${Number(amount) === 1 ? to.own.one : to.own.other}`;
  } catch {
    return '';
  }
};
