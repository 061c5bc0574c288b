/**
 * Money strings for commerce formatters (language reference §12.1 "Money string"): locale
 * currency text when the CLDR money setting is on, else the legacy form (two decimals, comma
 * grouping, no symbol) in a native-money span.
 */
import { isTruthy } from '../../convert';
import { decimalText, formatLegacyMoney, formatMoneyNode, moneyPair, type MoneyNode } from '../../../domain';
import type { Scope } from '../../types';

export function usesCldrMoney(scope: Scope): boolean {
  return (
    isTruthy(scope.resolve('featureFlags.useCLDRMoneyFormat')) ||
    isTruthy(scope.resolve('websiteSettings.useCLDRMoneyFormat'))
  );
}

/** `1,234.50` from a money node, keeping decimal-string precision; "" without an amount (domain/money/ owns the rule). */
export const legacyMoney: (node: MoneyNode) => string = formatLegacyMoney;

/**
 * The money string of the node as the site is set to show it (markup, already escaped).
 * A collection page prints the same few prices many times, so the text is cached per render
 * context in the shared format cache.
 */
export function moneyMarkup(node: MoneyNode, scope: Scope): string {
  const cldr = usesCldrMoney(scope);
  const locale = scope.locale ?? 'en-US';
  const pair = moneyPair(node, cldr);
  // A missing or non-finite amount prints "" (spec §8), not an empty money span.
  if (decimalText(pair.value) === undefined) return '';
  const key = `money-markup:${cldr ? locale : 'legacy'}:${pair.currency ?? ''}:${typeof pair.value}:${String(pair.value)}`;
  return scope.formatCache.getOrCreate(key, () =>
    cldr
      ? `<span class="money">${formatMoneyNode(pair, { locale })}</span>`
      : `<span class="money money--native">${legacyMoney(pair)}</span>`,
  ) as string;
}
