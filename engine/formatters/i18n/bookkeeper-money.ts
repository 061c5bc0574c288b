/** `bookkeeper-money-format` (language reference §12.3): cents as currency of the locale's region. */
import { parseDecimal, shiftDecimal } from './decimal-value';
import { localeOf } from './locale';
import { formatMoney } from './money';
import { regionCurrency } from './region-currency';
import type { Formatter } from '../../types';

/** `12345` → `$123.45` in en-US; "" for a missing or non-numeric amount or without a locale. */
export const bookkeeperMoneyFormat: Formatter = (value, _args, scope) => {
  const locale = localeOf(scope);
  const cents = parseDecimal(value);
  if (locale === undefined || cents === undefined) return '';
  return formatMoney(shiftDecimal(cents, -2), regionCurrency(locale), locale, { cache: scope.formatCache });
};
