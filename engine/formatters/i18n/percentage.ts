/**
 * `percentage-format` (language reference §12.3, spec §9 "Percentage shows 2 to 3 fraction
 * digits"): a locale number with no `%` sign; `trim` drops the minimum to 0.
 */
import { decimalText, formatNumber, MONEY_LIMITS } from '../../../domain';
import { localeOf } from './locale';
import type { Formatter } from '../../types';

/** `53.6` → `53.60`, with `trim` → `53.6`; "" for a missing or non-numeric value or without a locale. */
export const percentageFormat: Formatter = (value, args, scope) => {
  const locale = localeOf(scope);
  const decimal = decimalText(value);
  if (locale === undefined || decimal === undefined) return '';
  const minFrac = args.includes('trim') ? 0 : MONEY_LIMITS.percentMinFractionDigits;
  return formatNumber(
    scope.formatCache,
    locale,
    decimal,
    {},
    { minFrac, maxFrac: MONEY_LIMITS.percentMaxFractionDigits },
  );
};
