/** The Intl options of each money style (language reference §12.9 `money` styles). */
import { CURRENCY_DECIMALS } from './currencies';

export type MoneyStyle = 'symbol' | 'standard' | 'accounting' | 'code' | 'name' | 'short';

/** The Intl options of a currency style, before number options. */
export function currencyStyle(currency: string, style: MoneyStyle, narrow: boolean): Intl.NumberFormatOptions {
  const base: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    currencyDisplay: style === 'name' ? 'name' : style === 'code' ? 'code' : narrow ? 'narrowSymbol' : 'symbol',
  };
  // The store currencies of spec §3 keep their listed decimals (COP and IDR have 2, where CLDR
  // says 0); the short style rounds as compact numbers do.
  if (style !== 'short' && Object.hasOwn(CURRENCY_DECIMALS, currency)) {
    base.minimumFractionDigits = CURRENCY_DECIMALS[currency];
    base.maximumFractionDigits = CURRENCY_DECIMALS[currency];
  }
  if (style === 'accounting') base.currencySign = 'accounting';
  if (style === 'short') base.notation = 'compact';
  return base;
}
