/**
 * `unit` (language reference §12.10; the JVM engine's locale unit formatting, where the
 * TypeScript engine leaves the value alone): a number in a unit, converted to another unit
 * of the same category when asked, formatted for the render's locale.
 *
 *   {d|unit kilometer}                       → 12.5 km
 *   {d|unit in:kilometer out:mile long}      → 7.767 miles
 *   {t|unit celsius out:fahrenheit narrow maxfrac:0} → 55°F
 *   {b|unit in:byte compact:bytes}           → 11.5 GB   (the largest unit of at least 1)
 *   {s|unit in:second sequence:hour,minute,second format:long} → 3 hours 25 minutes 45 seconds
 *
 * Arguments: the unit (bare, or `in:`/`unit:`), `out:` the unit to convert to, `compact:`
 * (`bytes` or `bits`) to pick the largest unit of that family the amount fills, `sequence:`
 * units to split the amount into (largest first), the width `long`/`short`/`narrow` (bare,
 * `width:` or the JVM's `format:`; short by default), and the number options of §12.9.
 * Without a unit the value is left as it is (the registered legacy use); an unknown unit, a
 * conversion across categories, or a value that is not a finite number prints "".
 */
import { decimalText, formatNumber, type NumberOptions } from '../../../domain';
import { derived } from './intl-cache';
import { localeOf } from './locale';
import { applyNumberOption } from './number-options';
import { splitOption } from './options';
import { UNITS, type UnitInfo } from './unit-table';
import type { Formatter, Scope } from '../../types';

type Width = 'long' | 'short' | 'narrow';
const WIDTHS: readonly string[] = ['long', 'short', 'narrow'];

/**
 * The families `compact:` chooses from, smallest first. As in the JVM engine, storage steps by
 * 1024 (12,345,657,890 bytes is 11.5 GB), although `out:` converts with the SI sizes.
 */
const COMPACT: Record<string, readonly string[]> = {
  bytes: ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'],
  bits: ['bit', 'kilobit', 'megabit', 'gigabit', 'terabit'],
};
const COMPACT_STEP = 1024;

interface UnitArgs {
  from?: string;
  to?: string;
  compact?: readonly string[];
  sequence?: string[];
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
    else if ((key === 'width' || key === 'format') && value !== undefined && WIDTHS.includes(value))
      read.width = value as Width;
    else if (key === 'compact' && value !== undefined)
      read.compact = Object.hasOwn(COMPACT, value) ? COMPACT[value] : [];
    else if (key === 'sequence' && value !== undefined) read.sequence = value.split(',').filter(Boolean);
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

/** One amount (decimal text) in one unit, for the locale. */
function formatAmount(
  amount: string,
  name: string,
  info: UnitInfo,
  width: Width,
  number: NumberOptions,
  locale: string,
  scope: Scope,
): string {
  if (info.own === undefined)
    return formatNumber(scope.formatCache, locale, amount, { style: 'unit', unit: name, unitDisplay: width }, number);
  const text = formatNumber(scope.formatCache, locale, amount, {}, number);
  if (width !== 'long')
    return info.own.symbol === '′' || info.own.symbol === '″'
      ? text + info.own.symbol
      : `${text}\u00a0${info.own.symbol}`;
  // The names are English, so English plural rules pick them.
  return `${text} ${Number(amount) === 1 ? info.own.one : info.own.other}`;
}

/** The largest unit of the family that the amount fills at least once (the smallest otherwise). */
function compactUnit(
  amount: number,
  fromName: string,
  from: UnitInfo,
  family: readonly string[],
): [name: string, amount: number] | undefined {
  const first = UNITS.get(family[0] ?? '');
  if (first === undefined || first.category !== from.category) return undefined;
  // A unit of the family counts in the family's steps (a kilobit is 1024 bits here).
  const step = family.indexOf(fromName);
  let inFirst = step >= 0 ? amount * COMPACT_STEP ** step : convertUnit(amount, from, first);
  let index = 0;
  while (index + 1 < family.length && Math.abs(inFirst) >= COMPACT_STEP) {
    inFirst /= COMPACT_STEP;
    index++;
  }
  return [family[index], inFirst];
}

/** The amount split into the sequence's units (whole numbers but the last), parts of 0 left out. */
function formatSequence(amount: number, from: UnitInfo, read: UnitArgs, locale: string, scope: Scope): string {
  const units = (read.sequence ?? []).map((name) => [name, UNITS.get(name)] as const);
  if (units.length === 0 || units.some(([, info]) => info === undefined || info.category !== from.category)) return '';
  const sign = amount < 0 ? -1 : 1;
  let rest = Math.abs(amount);
  const parts: string[] = [];
  units.forEach(([name, info], index) => {
    const last = index === units.length - 1;
    const inUnit = clean(convertUnit(rest, from, info as UnitInfo));
    const whole = last ? inUnit : Math.floor(inUnit);
    rest = clean(rest - convertUnit(whole, info as UnitInfo, from));
    if (whole === 0 && !(last && parts.length === 0)) return;
    const number = last ? { ...read.number, maxFrac: read.number.maxFrac ?? 0 } : {};
    const signed = parts.length === 0 ? sign * whole : whole;
    parts.push(formatAmount(String(signed), name, info as UnitInfo, read.width, number, locale, scope));
  });
  // A unit list is joined the way the locale writes durations (`3 hours 25 minutes 45 seconds`).
  const list = derived(
    scope.formatCache,
    `list:unit:${locale}`,
    () => new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }),
  );
  return list.format(parts);
}

/** The `unit` text of a value; "" when it cannot be formatted (unknown unit, no locale, not a number). */
export function formatUnit(value: unknown, args: readonly string[], scope: Scope): string {
  const read = readArgs(args);
  const from = read.from === undefined ? undefined : UNITS.get(read.from);
  const locale = localeOf(scope);
  const decimal = decimalText(value);
  if (read.from === undefined || from === undefined || locale === undefined || decimal === undefined) return '';
  try {
    if (read.sequence !== undefined) return formatSequence(Number(decimal), from, read, locale, scope);
    if (read.compact !== undefined) {
      const chosen = compactUnit(Number(decimal), read.from, from, read.compact);
      if (chosen === undefined) return '';
      const [name, amount] = chosen;
      const number = { ...read.number, maxFrac: read.number.maxFrac ?? read.number.minFrac ?? 1 };
      return formatAmount(String(clean(amount)), name, UNITS.get(name) as UnitInfo, read.width, number, locale, scope);
    }
    const toName = read.to ?? read.from;
    const to = UNITS.get(toName);
    if (to === undefined || from.category !== to.category) return '';
    const amount = toName === read.from ? decimal : String(clean(convertUnit(Number(decimal), from, to)));
    return formatAmount(amount, toName, to, read.width, read.number, locale, scope);
  } catch {
    return '';
  }
}

export const unit: Formatter = (value, args, scope) => {
  if (args.length === 0) return value;
  // Without a unit (only options) the value is left as it is, as the reference does.
  return readArgs(args).from === undefined ? value : formatUnit(value, args, scope);
};
