/**
 * Money: reading money nodes, and turning an exact decimal amount, a currency and a locale
 * into text through Intl. The engine's money formatters, the storefront, the server and the
 * islands all format through here.
 *
 * @module
 */
export { CURRENCY_DECIMALS, DEFAULT_CURRENCY, currencyDecimals } from './currencies';
export type { MoneyStyle } from './currency-style';
export { centsToDecimal, decimalText, shiftDecimal } from './decimal';
export { formatMoney, type MoneyOptions } from './format';
export { cachedDateTimeFormat } from './intl-cache';
export { formatNumber, formatNumberParts, joinParts } from './number-format';
export type { NumberOptions, RoundingMode } from './number-options';
export {
  DEFAULT_MONEY,
  languageMoneyPair,
  moneyAmount,
  moneyCurrency,
  moneyDecimal,
  moneyPair,
  moneyToCents,
  type MoneyNode,
} from './read';
export { formatCents, formatLegacyMoney, formatMoneyNode, type FormatMoneyOptions } from './store-text';
