/**
 * `money` (language reference §12.9): a money node as currency text, with the formatter's
 * arguments read into options for the domain's `formatMoney`.
 */
import { formatMoney, languageMoneyPair, type MoneyOptions, type MoneyStyle } from '../../../domain';
import { localeOf } from './locale';
import { applyNumberOption } from './number-options';
import { splitOption } from './options';
import type { Formatter, Scope } from '../../types';

const STYLES: readonly string[] = ['symbol', 'standard', 'accounting', 'code', 'name', 'short'];

/** The options of a `money` without arguments (nearly every price), made once per format cache. */
let plainOptions: MoneyOptions = {};

/** Parse `money` formatter arguments into options for `formatMoney`. */
function moneyOptions(args: readonly string[], scope: Scope): MoneyOptions {
  if (args.length === 0) {
    if (plainOptions.cache !== scope.formatCache) plainOptions = { cache: scope.formatCache };
    return plainOptions;
  }
  const options: MoneyOptions = { number: {}, cache: scope.formatCache };
  for (const arg of args) {
    const [key, value] = splitOption(arg);
    if (key === 'style' && value !== undefined && STYLES.includes(value)) options.style = value as MoneyStyle;
    else if (key === 'symbol' && (value === 'default' || value === 'narrow')) options.symbol = value;
    else applyNumberOption(key, value, options.number!);
  }
  return options;
}

/** The `money` formatter's text for a node and its arguments; "" for anything that is not a valid money node. */
export function moneyFormatterText(node: unknown, args: readonly string[], scope: Scope): string {
  const locale = localeOf(scope);
  const parts = languageMoneyPair(node);
  if (locale === undefined || parts === undefined) return '';
  const { value: amount, currency } = parts;
  if ((typeof amount !== 'string' && typeof amount !== 'number') || typeof currency !== 'string') return '';
  return formatMoney(amount, currency, locale, moneyOptions(args, scope));
}

export const money: Formatter = (value, args, scope) => moneyFormatterText(value, args, scope);
