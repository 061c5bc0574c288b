/**
 * The older money formatters templates still use: `money-format` (and its spellings
 * `moneyFormat`, `money-string`) and `i18n-money-format`. The reference TypeScript engine
 * leaves them as no-ops; we implement them, as the JVM engine does, so old templates show prices.
 */
import { formatCents, formatMoneyNode, moneyPair, DEFAULT_CURRENCY } from '../../../domain';
import { toNumber, toText } from '../../convert';
import type { Formatter, Scope } from '../../types';
import { canonicalLocale } from '../i18n/locale';
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

/** A locale named the JVM's way (`de_DE`) or the BCP 47 way (`de-DE`), as Intl takes it; undefined for anything else. */
function localeArgument(arg: string | undefined): string | undefined {
  if (arg === undefined || !/^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/.test(arg)) return undefined;
  return canonicalLocale(arg.replaceAll('_', '-'));
}

/**
 * Locale currency text in the store currency: cents (a number) or a money node. As in the JVM
 * engine, a first argument names the locale (`{m|i18n-money-format de_DE}`); without one the
 * render's locale is used.
 */
export const i18nMoneyFormat: Formatter = (value, args, scope) => {
  const locale = localeArgument(args[0]) ?? scope.locale ?? 'en-US';
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
