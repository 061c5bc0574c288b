import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedDigitsFormat } from './fixed-digits';

const currency = (locale: string, code: string, digits?: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    roundingMode: 'halfEven',
    signDisplay: 'negative',
    ...(digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  } as Intl.NumberFormatOptions);

const decimals = fc
  .tuple(fc.constantFrom('', '-', '+'), fc.stringMatching(/^\d{1,22}$/), fc.option(fc.stringMatching(/^\d{0,6}$/)))
  .map(([sign, integer, fraction]) => sign + integer + (fraction === null ? '' : `.${fraction}`));

describe('fixedDigitsFormat', () => {
  for (const [locale, code, digits] of [
    ['en-US', 'USD', 2],
    ['de-DE', 'EUR', 2],
    ['fr-FR', 'EUR', 2],
    ['ja-JP', 'JPY', 0],
    ['en-GB', 'GBP', 2],
    ['en-US', 'KWD', 3],
    ['de-CH', 'CHF', 2],
  ] as const) {
    it(`formats decimal strings exactly as Intl does: ${locale} ${code}`, () => {
      const format = currency(locale, code, digits);
      const fast = fixedDigitsFormat(format);
      expect(fast).toBeDefined();
      fc.assert(
        fc.property(decimals, (decimal) => {
          expect(fast!(decimal)).toBe(format.format(decimal as unknown as number));
        }),
        { seed: 11, numRuns: 400 },
      );
      for (const decimal of [
        '0.125',
        '0.135',
        '0.005',
        '-0.004',
        '-0.005',
        '999.995',
        '9999999.999',
        '0',
        '-0',
        '00012.5',
        '1.',
        '12.345000001',
      ]) {
        expect(fast!(decimal)).toBe(format.format(decimal as unknown as number));
      }
    });
  }

  it('leaves exponents and other shapes to Intl', () => {
    const fast = fixedDigitsFormat(currency('en-US', 'USD', 2))!;
    expect(fast('1e3')).toBeUndefined();
    expect(fast('.5')).toBeUndefined();
  });

  it('has no fast path where the digits or grouping differ', () => {
    expect(fixedDigitsFormat(currency('es-ES', 'EUR', 2))).toBeUndefined();
    expect(fixedDigitsFormat(currency('ar-EG', 'EGP', 2))).toBeUndefined();
    expect(fixedDigitsFormat(currency('en-IN', 'INR', 2))).toBeUndefined();
    expect(fixedDigitsFormat(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }))).toBeUndefined();
  });
});
