/**
 * The currency of a locale's region, for `bookkeeper-money-format`. Covers the regions of
 * the store currencies of spec §3 (the euro area for EUR); any other region uses USD, the
 * platform's default currency.
 */
const EURO_AREA = 'AD AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MC ME MT NL PT SI SK SM VA XK';

const REGION_CURRENCY: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries(EURO_AREA.split(' ').map((region) => [region, 'EUR'])),
  US: 'USD',
  AU: 'AUD',
  NO: 'NOK',
  CA: 'CAD',
  NZ: 'NZD',
  DK: 'DKK',
  GB: 'GBP',
  HK: 'HKD',
  CH: 'CHF',
  LI: 'CHF',
  MX: 'MXN',
  SG: 'SGD',
  SE: 'SEK',
  CZ: 'CZK',
  IL: 'ILS',
  PH: 'PHP',
  RU: 'RUB',
  PL: 'PLN',
  TH: 'THB',
  MY: 'MYR',
  AR: 'ARS',
  BR: 'BRL',
  CO: 'COP',
  ID: 'IDR',
  IN: 'INR',
  ZA: 'ZAR',
  JP: 'JPY',
});

/** `en` → USD (its likely region is US), `fr-FR` → EUR, `ja-JP` → JPY. */
export function regionCurrency(locale: string): string {
  const region = new Intl.Locale(locale).maximize().region ?? 'US';
  return Object.hasOwn(REGION_CURRENCY, region) ? REGION_CURRENCY[region] : 'USD';
}
