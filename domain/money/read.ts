/**
 * Reading money nodes (spec §3 "Money"): content carries an amount as decimal text with a
 * currency, as `{value, currency}` or `{decimalValue, currencyCode}`; storage keeps cents.
 */
import { currencyDecimals, DEFAULT_CURRENCY } from './currencies';
import { decimalText } from './decimal';

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

/** The amount of a money node (`value`, else `decimalValue`) as exact decimal text; undefined when missing or not a finite number (spec §8). */
export function moneyDecimal(node: unknown): string | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  const raw = (node as MoneyNode).value ?? (node as MoneyNode).decimalValue;
  return decimalText(typeof raw === 'string' ? raw.trim() : raw);
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

function roundHalfAway(value: number): number {
  const rounded = Math.round(Math.abs(value) + Number.EPSILON * Math.abs(value));
  return value < 0 ? -rounded : rounded;
}
