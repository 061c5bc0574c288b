/** `bookkeeper-money-format` (language reference §12.3): cents as currency of the locale's region. */
import { decimalText, formatMoney, shiftDecimal } from '../../../domain';
import { localeOf } from './locale';
import { regionCurrency } from './region-currency';
import type { Formatter } from '../../types';

/** `12345` → `$123.45` in en-US; "" for a missing or non-numeric amount or without a locale. */
export const bookkeeperMoneyFormat: Formatter = (value, _args, scope) => {
  const locale = localeOf(scope);
  const cents = decimalText(value);
  if (locale === undefined || cents === undefined) return '';
  return formatMoney(shiftDecimal(cents, -2), regionCurrency(locale), locale, { cache: scope.formatCache });
};
