/**
 * The older money formatters templates still use: `money-format` (and its spellings
 * `moneyFormat`, `money-string`) and `i18n-money-format`. The reference TypeScript engine
 * leaves them as no-ops; we implement them, as the JVM engine does, so old templates show prices.
 */
import { formatCents, formatMoneyNode, moneyPair, DEFAULT_CURRENCY } from '../../../domain';
import { toNumber, toText } from '../../convert';
import type { Formatter, Scope } from '../../types';
import { legacyMoney, usesCldrMoney } from './money-text';

function storeCurrency(scope: Scope): string {
  const code = scope.resolve('websiteSettings.storeSettings.selectedCurrency');
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : DEFAULT_CURRENCY;
}

const isMoneyNode = (v: unknown) => v !== null && typeof v === 'object' && ('value' in v || 'decimalValue' in v);

/** A money node → `1,234.50`; a number of cents → the same text for cents/100; "" for a missing or non-finite amount (spec §8). */
export const moneyFormat: Formatter = (value, _args, scope) => {
  if (isMoneyNode(value)) return legacyMoney(moneyPair(value as object, usesCldrMoney(scope)));
  if (value === undefined || value === null || typeof value === 'object') return '';
  const cents = toNumber(value);
  if (!Number.isFinite(cents)) return '';
  return legacyMoney({ value: (cents / 100).toFixed(2) });
};

/** Locale currency text in the store currency: cents (a number) or a money node. */
export const i18nMoneyFormat: Formatter = (value, _args, scope) => {
  const locale = scope.locale ?? 'en-US';
  if (isMoneyNode(value)) return formatMoneyNode(moneyPair(value as object, usesCldrMoney(scope)), { locale });
  if (value === undefined || value === null || typeof value === 'object') return '';
  const cents = toNumber(typeof value === 'string' ? toText(value) : value);
  if (!Number.isFinite(cents)) return '';
  return formatCents(Math.round(cents), storeCurrency(scope), { locale });
};

export const moneyFormats: Record<string, Formatter> = {
  'money-format': moneyFormat,
  moneyFormat,
  'money-string': moneyFormat,
  'i18n-money-format': i18nMoneyFormat,
};
