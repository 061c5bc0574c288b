import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_DECIMALS, centsToDecimal, formatCents, formatMoney, formatMoneyNode } from '../../../domain';
import { testScope } from '../test-scope';
import { money } from './money';

const run = (node: unknown, args: string[] = [], locale: string | null = 'en-US') =>
  money(node, args, testScope({ locale: locale ?? undefined }));
const usd = (decimalValue: unknown) => ({ decimalValue, currencyCode: 'USD' });

describe('money', () => {
  it('matches the reference example', () => {
    expect(run({ decimalValue: '12345.678', currencyCode: 'USD' })).toBe('$12,345.68');
  });

  it('reads decimalValue + currencyCode, else value + currency, never a mix', () => {
    expect(run({ value: '12345.678', currency: 'USD' })).toBe('$12,345.68');
    expect(run({ decimalValue: '5', value: '7', currencyCode: 'USD', currency: 'EUR' })).toBe('$5.00');
    expect(run({ value: '7', currencyCode: 'USD' })).toBe('');
    expect(run({ decimalValue: '7', currency: 'EUR' })).toBe('');
    expect(run({ decimalValue: 12.5, currencyCode: 'USD' })).toBe('$12.50');
  });

  it('uses each currency symbol and number of decimals', () => {
    const cases: [string, string][] = [
      ['JPY', '¥12,346'],
      ['EUR', '€12,345.68'],
      ['GBP', '£12,345.68'],
      ['CAD', 'CA$12,345.68'],
      ['AUD', 'A$12,345.68'],
      ['ARS', 'ARS\u00a012,345.68'],
    ];
    for (const [currencyCode, text] of cases) expect(run({ decimalValue: '12345.678', currencyCode })).toBe(text);
  });

  it('keeps the spec decimals where CLDR differs (COP and IDR have 2)', () => {
    expect(run({ decimalValue: '1234.5', currencyCode: 'COP' })).toBe('COP\u00a01,234.50');
    expect(run({ decimalValue: '1234.5', currencyCode: 'IDR' }, ['maxfrac:0'])).toBe('IDR\u00a01,234');
    expect(run({ decimalValue: '1234.5', currencyCode: 'KRW' })).toBe('₩1,234');
  });

  it('keeps up to 15 integer places and beyond exactly', () => {
    expect(run(usd('999999999999999.99'))).toBe('$999,999,999,999,999.99');
    expect(run(usd('123456789012345678.99'))).toBe('$123,456,789,012,345,678.99');
  });

  it('rounds half-even and prints negatives with a minus sign, never -0', () => {
    expect(run(usd('2.345'))).toBe('$2.34');
    expect(run(usd('2.355'))).toBe('$2.36');
    expect(run(usd('-5'))).toBe('-$5.00');
    expect(run(usd('-0.001'))).toBe('$0.00');
    expect(run(usd('0'))).toBe('$0.00');
  });

  it('formats each style and symbol width', () => {
    expect(run(usd('1234.5'), ['style:code'])).toBe('1,234.50 USD');
    expect(run(usd('1234.5'), ['style:name'])).toBe('1,234.50 US dollars');
    expect(run(usd('-1234.5'), ['style:accounting'])).toBe('($1,234.50)');
    expect(run(usd('1234567.5'), ['style:short'])).toBe('$1.2M');
    expect(run(usd('1234.5'), ['style:standard'])).toBe('$1,234.50');
    expect(run(usd('1234.5'), ['style:symbol'])).toBe('$1,234.50');
    expect(run(usd('1234.5'), ['style:bogus'])).toBe('$1,234.50');
    expect(run({ decimalValue: '1234.5', currencyCode: 'CAD' }, ['symbol:narrow'])).toBe('$1,234.50');
    expect(run({ decimalValue: '1234.5', currencyCode: 'CAD' }, ['symbol:default'])).toBe('CA$1,234.50');
  });

  it('takes number options', () => {
    expect(run(usd('1234.5'), ['maxfrac:0'])).toBe('$1,234');
    expect(run(usd('1234'), ['minfrac:0'])).toBe('$1,234');
    expect(run(usd('1234.5678'), ['maxfrac:3'])).toBe('$1,234.568');
    expect(run(usd('1234.5'), ['no-group'])).toBe('$1234.50');
    expect(run(usd('1234.5'), ['maxfrac:99'])).toBe('$1,234.50');
  });

  it('prints "" for invalid nodes, amounts and currencies', () => {
    for (const node of [
      usd('abc'),
      usd(''),
      usd('Infinity'),
      usd(null),
      usd(true),
      { decimalValue: '12.5' },
      { currencyCode: 'USD' },
      '5',
      5,
      null,
      undefined,
      [usd('1')],
    ]) {
      expect(run(node)).toBe('');
    }
    for (const currencyCode of ['XYZ', 'usd', 'DOLLARS', '', 7])
      expect(run({ decimalValue: '5', currencyCode })).toBe('');
  });

  it('prints "" without a locale', () => {
    expect(run(usd('5'), [], null)).toBe('');
  });

  it('follows the locale', () => {
    expect(run({ decimalValue: '1234.5', currencyCode: 'EUR' }, [], 'de-DE')).toBe('1.234,50\u00a0€');
  });
});

describe('money and the domain money texts agree', () => {
  const locales = ['en-US', 'de-DE', 'fr-FR', 'ja-JP', 'es-ES', 'en-IN', 'de-CH', 'ar-EG'];
  const currencies = ['USD', 'EUR', 'JPY', 'GBP', 'CHF', 'INR', 'COP'];
  const intl = (locale: string, currency: string) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: CURRENCY_DECIMALS[currency],
      maximumFractionDigits: CURRENCY_DECIMALS[currency],
      roundingMode: 'halfEven',
      signDisplay: 'negative',
    } as Intl.NumberFormatOptions);

  it('prints a price in its currency decimals as formatMoneyNode and formatCents do', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.constantFrom(...currencies),
        fc.integer({ min: -1e12, max: 1e12 }),
        (locale, currency, cents) => {
          const decimal = centsToDecimal(cents, currency);
          const text = run({ decimalValue: decimal, currencyCode: currency }, [], locale);
          expect(formatMoneyNode({ value: decimal, currency }, { locale })).toBe(text);
          expect(formatCents(cents, currency, { locale })).toBe(text);
          expect(text).toBe(intl(locale, currency).format(decimal as unknown as number));
        },
      ),
      { seed: 5, numRuns: 600 },
    );
  });

  it('prints any decimal exactly as Intl does, with or without the fast path', () => {
    const decimals = fc
      .tuple(fc.constantFrom('', '-'), fc.stringMatching(/^\d{1,18}$/), fc.option(fc.stringMatching(/^\d{0,5}$/)))
      .map(([sign, integer, fraction]) => sign + integer + (fraction === null ? '' : `.${fraction}`));
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.constantFrom(...currencies),
        decimals,
        (locale, currency, decimal) => {
          const text = run({ decimalValue: decimal, currencyCode: currency }, [], locale);
          expect(text).toBe(intl(locale, currency).format(decimal as unknown as number));
          expect(formatMoney(decimal, currency, locale)).toBe(text);
        },
      ),
      { seed: 6, numRuns: 800 },
    );
  });
});
