/**
 * Plain prices (symbol style, no options): nearly every price on a page, in one or two
 * currencies, the same few amounts many times. Each locale and currency keeps its format,
 * its fixed-digits fast path and the texts it printed, so a repeated price costs one lookup.
 */
import { LruCache } from '../lru-cache';
import { fixedDigitsFormat, type FixedFormat } from './fixed-digits';
import { numberFormatFor } from './number-format';
import type { IntlCache } from './intl-cache';
import { currencyStyle } from './currency-style';

interface PlainFormat {
  locale: string;
  currency: string;
  format: Intl.NumberFormat;
  fast: FixedFormat | undefined;
  /** Texts already formatted, by decimal: a store's price list, with room to spare. */
  texts: LruCache<string, string>;
}

const REMEMBERED_PRICES = 500;

/** The last format used: a page's prices are nearly always in one currency, so this spares building a key. */
let last: PlainFormat | undefined;
const formats = new LruCache<string, PlainFormat>(20);

/** `decimal` as plain currency text; the format is built once through `cache`. */
export function plainPrice(decimal: string, currency: string, locale: string, cache: IntlCache): string {
  let plain = last;
  if (plain === undefined || plain.locale !== locale || plain.currency !== currency) {
    plain = formats.getOrCreate(`${locale} ${currency}`, () => plainFormat(currency, locale, cache));
    last = plain;
  }
  let text = plain.texts.get(decimal);
  if (text === undefined) {
    text = plain.fast?.(decimal) || plain.format.format(decimal as unknown as number);
    plain.texts.set(decimal, text);
  }
  return text;
}

function plainFormat(currency: string, locale: string, cache: IntlCache): PlainFormat {
  const format = numberFormatFor(cache, locale, currencyStyle(currency, 'symbol', false), {});
  return { locale, currency, format, fast: fixedDigitsFormat(format), texts: new LruCache(REMEMBERED_PRICES) };
}
