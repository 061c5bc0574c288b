/**
 * `money` (language reference §12.9) and the `formatMoney` it is built on (spec §9 money:
 * locale grouping and decimal point, per-currency symbol and decimals, exact decimal
 * amounts, minus sign for negatives, optional hidden zero cents and free label).
 */
import { CURRENCY_DECIMALS, languageMoneyPair } from '../../../domain';
import { LruCache } from '../../lru';
import { isZeroDecimal, parseDecimal } from './decimal-value';
import { fixedDigitsFormat, type FixedFormat } from './fixed-digits';
import { localeOf } from './locale';
import { formatNumber, formatNumberParts, joinParts, numberFormatFor } from './number-format';
import { applyNumberOption, type NumberOptions } from './number-options';
import { splitOption } from './options';
import type { Formatter, Scope } from '../../types';

export type MoneyStyle = 'symbol' | 'standard' | 'accounting' | 'code' | 'name' | 'short';

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
  /** Cache for the Intl objects; the render's format cache inside the engine. */
  cache?: LruCache<string, unknown>;
}

const STYLES: readonly string[] = ['symbol', 'standard', 'accounting', 'code', 'name', 'short'];
// Intl accepts any three letters as a code and prints it as its own symbol; only real ISO 4217 codes are money.
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/**
 * The format of the last plain call (symbol style, no number options): prices on a page are
 * nearly always in one currency, and this spares building the shared cache's key each time,
 * and formats with the fixed-digits fast path when the locale allows. The format object
 * itself lives in the shared cache.
 */
let lastPlain:
  | {
      cache: LruCache<string, unknown> | undefined;
      locale: string;
      currency: string;
      format: Intl.NumberFormat;
      fast: FixedFormat | undefined;
      /** Texts already formatted, by decimal: a page prints the same few prices many times. */
      texts: LruCache<string, string>;
    }
  | undefined;

/** Prices remembered for the last plain format: a store's price list, with room to spare. */
const REMEMBERED_PRICES = 500;

function isPlain(options: MoneyOptions): boolean {
  if ((options.style ?? 'symbol') !== 'symbol' || options.symbol === 'narrow' || options.hideZeroCents) return false;
  for (const key in options.number) if (options.number[key as keyof NumberOptions] !== undefined) return false;
  return true;
}

/**
 * Format an amount (decimal text or a number, in major units) as currency text; "" when the
 * amount, currency or locale is not valid.
 *
 * @example formatMoney('12345.678', 'USD', 'en-US') // '$12,345.68'
 */
export function formatMoney(
  amount: string | number,
  currency: string,
  locale: string,
  options: MoneyOptions = {},
): string {
  const decimal = parseDecimal(amount);
  if (decimal === undefined || !CURRENCIES.has(currency)) return '';
  if (options.freeLabel !== undefined && isZeroDecimal(decimal)) return options.freeLabel;
  const plain = isPlain(options);
  const last = lastPlain;
  if (
    plain &&
    last !== undefined &&
    last.cache === options.cache &&
    last.locale === locale &&
    last.currency === currency
  ) {
    let text = last.texts.get(decimal);
    if (text === undefined) {
      text = last.fast?.(decimal) || last.format.format(decimal as unknown as number);
      last.texts.set(decimal, text);
    }
    return text;
  }
  const number = { ...options.number };
  if (options.hideZeroCents && !/\.\d*[1-9]/.test(decimal.replace(/[eE].*$/, ''))) {
    number.minFrac = 0;
    number.maxFrac = 0;
  }
  const style = options.style ?? 'symbol';
  const base: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    currencyDisplay:
      style === 'name' ? 'name' : style === 'code' ? 'code' : options.symbol === 'narrow' ? 'narrowSymbol' : 'symbol',
  };
  // The store currencies of spec §3 keep their listed decimals (COP and IDR have 2, where CLDR
  // says 0); the short style rounds as compact numbers do.
  if (style !== 'short' && Object.hasOwn(CURRENCY_DECIMALS, currency)) {
    base.minimumFractionDigits = CURRENCY_DECIMALS[currency];
    base.maximumFractionDigits = CURRENCY_DECIMALS[currency];
  }
  if (style === 'accounting') base.currencySign = 'accounting';
  if (style === 'short') base.notation = 'compact';
  try {
    const cache = options.cache ?? new LruCache(4);
    if (style === 'code') return codeAfter(formatNumberParts(cache, locale, decimal, base, number), currency);
    if (!plain) return formatNumber(cache, locale, decimal, base, number);
    const format = numberFormatFor(cache, locale, base, number);
    lastPlain = {
      cache: options.cache,
      locale,
      currency,
      format,
      fast: fixedDigitsFormat(format),
      texts: new LruCache(REMEMBERED_PRICES),
    };
    return format.format(decimal as unknown as number);
  } catch {
    return '';
  }
}

/** CLDR's code style puts the code after the number (`1,234.50 USD`) in every locale. */
function codeAfter(parts: Intl.NumberFormatPart[], currency: string): string {
  const number = parts.filter(
    (part) => part.type !== 'currency' && !(part.type === 'literal' && part.value.trim() === ''),
  );
  return `${joinParts(number)} ${currency}`;
}

/** Parse `money` formatter arguments into options for `formatMoney`. */
function moneyOptions(args: readonly string[], scope: Scope): MoneyOptions {
  const options: MoneyOptions = { number: {}, cache: scope.formatCache };
  for (const arg of args) {
    const [key, value] = splitOption(arg);
    if (key === 'style' && value !== undefined && STYLES.includes(value)) options.style = value as MoneyStyle;
    else if (key === 'symbol' && (value === 'default' || value === 'narrow')) options.symbol = value;
    else applyNumberOption(key, value, options.number!);
  }
  return options;
}

/** Format a money node with `money` arguments; "" for anything that is not a valid money node. */
export function formatMoneyNode(node: unknown, args: readonly string[], scope: Scope): string {
  const locale = localeOf(scope);
  const parts = languageMoneyPair(node);
  if (locale === undefined || parts === undefined) return '';
  const { value: amount, currency } = parts;
  if ((typeof amount !== 'string' && typeof amount !== 'number') || typeof currency !== 'string') return '';
  return formatMoney(amount, currency, locale, moneyOptions(args, scope));
}

export const money: Formatter = (value, args, scope) => formatMoneyNode(value, args, scope);
