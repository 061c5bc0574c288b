/**
 * Money text as the store shows it (cart, checkout, mails, product form): amounts round half
 * away from zero to the currency's decimals (2 for a code we do not list), as `moneyToCents`
 * does, and a negative amount that rounds to zero keeps its minus.
 */
import { MONEY_LIMITS } from '../enums/constants';
import { CURRENCY_DECIMALS, currencyDecimals, DEFAULT_CURRENCY } from './currencies';
import { centsToDecimal } from './decimal';
import { currencyText, type MoneyOptions } from './format';
import { defaultIntlCache } from './intl-cache';
import { numberFormatFor } from './number-format';
import { moneyCurrency, moneyDecimal, moneyToCents } from './read';

export interface FormatMoneyOptions {
  /** BCP 47 locale. @default 'en-US' */
  locale?: string;
  /** Drop `.00` when the amount is a whole number (spec §9 "optional hiding of zero cents"). */
  hideZeroCents?: boolean;
  /** Text shown instead of a zero amount (spec §9 "a free label required when zero shown as free"). */
  freeLabel?: string;
}

/**
 * Format minor units as currency text: `formatCents(1999, 'USD')` → `$19.99`; negatives as Intl
 * writes them (`-$19.99`). The one money text of the store: cart, confirmation, mails and
 * /config all print a discount with it, and templates' money formatters print the same, as the
 * language reference does.
 */
export function formatCents(cents: number, currency = DEFAULT_CURRENCY, options: FormatMoneyOptions = {}): string {
  return storeMoneyText(centsToDecimal(cents, currency), currency, options);
}

/** A decimal amount of at most 15 integer places (spec §9), formatted from its exact digits. */
const DECIMAL = new RegExp(`^-?\\d{1,${MONEY_LIMITS.maxIntegerPlaces}}(\\.\\d+)?$`);

/**
 * Format a money node: `{value:"19.99", currency:"USD"}` → `$19.99`; "" when the amount is
 * missing or not a finite number (spec §8). Decimal strings keep all 15 integer places.
 */
export function formatMoneyNode(node: unknown, options: FormatMoneyOptions = {}): string {
  const decimal = moneyDecimal(node);
  if (decimal === undefined) return '';
  const currency = moneyCurrency(node);
  if (DECIMAL.test(decimal)) return storeMoneyText(decimal, currency, options);
  return formatCents(moneyToCents(node), currency, options);
}

function storeMoneyText(decimal: string, currency: string, options: FormatMoneyOptions): string {
  const money: MoneyOptions = { hideZeroCents: options.hideZeroCents, freeLabel: options.freeLabel || undefined };
  const decimals = currencyDecimals(currency);
  const dot = decimal.indexOf('.');
  const places = dot < 0 ? 0 : decimal.length - dot - 1;
  // Listed currencies with nothing to round print as the engine's plain `money` does, from its memo.
  if (!Object.hasOwn(CURRENCY_DECIMALS, currency) || places > decimals || decimal.startsWith('-')) {
    money.number = { rounding: 'halfExpand', minFrac: decimals, maxFrac: decimals };
    money.minusZero = true;
  }
  return currencyText(decimal, currency, options.locale ?? 'en-US', money);
}

/**
 * The legacy money text (language reference §12.1 "Money string" without the CLDR setting):
 * two decimals, comma grouping, no symbol (`1,234.50`), from the exact decimal; "" when the
 * amount is missing or not a finite number (spec §8).
 */
export function formatLegacyMoney(node: unknown): string {
  const decimal = moneyDecimal(node);
  return decimal === undefined ? '' : legacyFormat().format(decimal as unknown as number);
}

let legacy: Intl.NumberFormat | undefined;

function legacyFormat(): Intl.NumberFormat {
  legacy ??= numberFormatFor(
    defaultIntlCache,
    'en-US',
    { signDisplay: 'auto' },
    { grouping: true, rounding: 'halfExpand', minFrac: 2, maxFrac: 2 },
  );
  return legacy;
}
