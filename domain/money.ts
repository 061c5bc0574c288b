/**
 * Money: integer cents in storage, decimal strings in content (spec §3 "Money"), formatted
 * through Intl. Currencies of spec §3 have 2 decimals, except JPY with 0.
 */
import { MONEY_LIMITS } from './enums/constants';
import { LruCache } from './lru-cache';

export const CURRENCY_DECIMALS: Readonly<Record<string, number>> = Object.freeze({
  EUR: 2,
  USD: 2,
  AUD: 2,
  NOK: 2,
  CAD: 2,
  NZD: 2,
  DKK: 2,
  GBP: 2,
  HKD: 2,
  CHF: 2,
  MXN: 2,
  SGD: 2,
  SEK: 2,
  CZK: 2,
  ILS: 2,
  PHP: 2,
  RUB: 2,
  PLN: 2,
  THB: 2,
  MYR: 2,
  ARS: 2,
  BRL: 2,
  COP: 2,
  IDR: 2,
  INR: 2,
  ZAR: 2,
  JPY: 0,
});

export const DEFAULT_CURRENCY = 'USD';

/** A money node as content carries it: `{value, currency}` or `{decimalValue, currencyCode}`. */
export interface MoneyNode {
  value?: string | number;
  currency?: string;
  decimalValue?: string | number;
  currencyCode?: string;
}

export const DEFAULT_MONEY: Readonly<Required<Pick<MoneyNode, 'value' | 'currency'>>> = Object.freeze({
  value: '0',
  currency: DEFAULT_CURRENCY,
});

/**
 * The pair of a money node to read (spec §3 "Money"): `value`/`currency` when the CLDR money
 * setting is on, else `decimalValue`/`currencyCode`; a node carrying only the other pair is
 * read through it.
 */
export function moneyPair(
  node: MoneyNode,
  cldrMoney: boolean,
): { value: string | number | undefined; currency: string | undefined } {
  const first = cldrMoney
    ? { value: node.value, currency: node.currency }
    : { value: node.decimalValue, currency: node.currencyCode };
  if (first.value !== undefined) return first;
  return cldrMoney
    ? { value: node.decimalValue, currency: node.currencyCode }
    : { value: node.value, currency: node.currency };
}

/**
 * The pair the language reference's `money` formatter reads (§12.9): `decimalValue` and
 * `currencyCode` when both are there, else `value` and `currency`; undefined for anything
 * but an object.
 */
export function languageMoneyPair(node: unknown): { value: unknown; currency: unknown } | undefined {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
  const m = node as Record<string, unknown>;
  if (m.decimalValue !== undefined && m.currencyCode !== undefined)
    return { value: m.decimalValue, currency: m.currencyCode };
  return { value: m.value, currency: m.currency };
}

// Plain decimal text with an optional exponent; no spaces, hex, Infinity or NaN.
const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A finite number or decimal text as exact decimal text; undefined for a missing, non-numeric or non-finite amount. */
export function decimalText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string' && DECIMAL_TEXT.test(value)) return value;
  return undefined;
}

/** The amount of a money node (`value`, else `decimalValue`) as exact decimal text; undefined when missing or not a finite number (spec §8). */
export function moneyDecimal(node: unknown): string | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  const raw = (node as MoneyNode).value ?? (node as MoneyNode).decimalValue;
  return decimalText(typeof raw === 'string' ? raw.trim() : raw);
}

/** Decimal places of a currency (2 for any code we do not list). */
export function currencyDecimals(currency: string): number {
  return CURRENCY_DECIMALS[currency] ?? 2;
}

/** The amount of a money node as a number; 0 when absent or not a number (language reference §12.1). */
export function moneyAmount(node: unknown): number {
  if (node === null || typeof node !== 'object') return 0;
  const m = node as MoneyNode;
  const raw = m.value ?? m.decimalValue;
  const amount = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim() || 'NaN') : NaN;
  return Number.isFinite(amount) ? amount : 0;
}

/** The currency of a money node, USD when absent. */
export function moneyCurrency(node: unknown): string {
  if (node === null || typeof node !== 'object') return DEFAULT_CURRENCY;
  const m = node as MoneyNode;
  const code = m.currency ?? m.currencyCode;
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : DEFAULT_CURRENCY;
}

/** Integer minor units (cents) of a money node, rounded half away from zero. */
export function moneyToCents(node: unknown): number {
  const decimals = currencyDecimals(moneyCurrency(node));
  return roundHalfAway(moneyAmount(node) * 10 ** decimals);
}

/** A decimal string for `cents` minor units of `currency` (`1999` USD → `"19.99"`). */
export function centsToDecimal(cents: number, currency = DEFAULT_CURRENCY): string {
  const decimals = currencyDecimals(currency);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(cents))).padStart(decimals + 1, '0');
  return decimals === 0 ? sign + digits : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

export interface FormatMoneyOptions {
  /** BCP 47 locale. @default 'en-US' */
  locale?: string;
  /** Drop `.00` when the amount is a whole number (spec §9 "optional hiding of zero cents"). */
  hideZeroCents?: boolean;
  /** Text shown instead of a zero amount (spec §9 "a free label required when zero shown as free"). */
  freeLabel?: string;
}

const formatters = new LruCache<string, Intl.NumberFormat>(100);

/** Format minor units as currency text: `formatCents(1999, 'USD')` → `$19.99`; negatives with a minus sign. */
export function formatCents(cents: number, currency = DEFAULT_CURRENCY, options: FormatMoneyOptions = {}): string {
  return formatDecimalAmount(centsToDecimal(cents, currency), currency, options);
}

/**
 * Format a money node: `{value:"19.99", currency:"USD"}` → `$19.99`; "" when the amount is
 * missing or not a finite number (spec §8). Decimal strings keep all 15 integer places.
 */
export function formatMoneyNode(node: unknown, options: FormatMoneyOptions = {}): string {
  const decimal = moneyDecimal(node);
  if (decimal === undefined) return '';
  const currency = moneyCurrency(node);
  if (DECIMAL.test(decimal)) return formatDecimalAmount(decimal, currency, options);
  return formatCents(moneyToCents(node), currency, options);
}

const LEGACY = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * The legacy money text (language reference §12.1 "Money string" without the CLDR setting):
 * two decimals, comma grouping, no symbol (`1,234.50`), from the exact decimal; "" when the
 * amount is missing or not a finite number (spec §8).
 */
export function formatLegacyMoney(node: unknown): string {
  const decimal = moneyDecimal(node);
  return decimal === undefined ? '' : LEGACY.format(decimal as unknown as number);
}

/** A decimal amount of at most 15 integer places (spec §9), formatted from its exact digits. */
const DECIMAL = new RegExp(`^-?\\d{1,${MONEY_LIMITS.maxIntegerPlaces}}(\\.\\d+)?$`);

function formatDecimalAmount(decimal: string, currency: string, options: FormatMoneyOptions): string {
  const zero = !/[1-9]/.test(decimal);
  if (zero && options.freeLabel) return options.freeLabel;
  const decimals = currencyDecimals(currency);
  const whole = !/\.\d*[1-9]/.test(decimal);
  const fraction = options.hideZeroCents && whole ? 0 : decimals;
  const locale = options.locale ?? 'en-US';
  const key = `${locale}|${currency}|${fraction}`;
  const textKey = `${key}|${decimal}`;
  let text = texts.get(textKey);
  if (text !== undefined) return text;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    });
    formatters.set(key, format);
  }
  // Intl.NumberFormat takes an exact decimal string (no float rounding on the way).
  text = format.format(decimal as unknown as number);
  texts.set(textKey, text);
  return text;
}

/** Formatted amounts: a store prints the same few prices on every page, and Intl is the slow part. */
const texts = new LruCache<string, string>(2000);

function roundHalfAway(value: number): number {
  const rounded = Math.round(Math.abs(value) + Number.EPSILON * Math.abs(value));
  return value < 0 ? -rounded : rounded;
}
