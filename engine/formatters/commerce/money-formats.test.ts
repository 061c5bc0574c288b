import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../index';
import { testScope } from '../test-scope';
import { moneyFormats } from './money-formats';
import { cartFormatters } from './cart';

const scope = (data: Record<string, unknown> = {}) => testScope({ frames: [data], locale: 'en-US' });

describe('money formatters', () => {
  it('money-format prints cents or a node as legacy money', () => {
    expect(moneyFormats['money-format'](123450, [], scope())).toBe('1,234.50');
    expect(moneyFormats.moneyFormat({ value: '1234567.891', currency: 'USD' }, [], scope())).toBe('1,234,567.89');
    expect(moneyFormats['money-string']('abc', [], scope())).toBe('');
  });
  it('i18n-money-format uses the store currency and locale; JPY has no decimals', () => {
    expect(moneyFormats['i18n-money-format'](1999, [], scope())).toBe('$19.99');
    expect(
      moneyFormats['i18n-money-format'](
        1500,
        [],
        scope({ websiteSettings: { storeSettings: { selectedCurrency: 'JPY' } } }),
      ),
    ).toBe('¥1,500');
    expect(moneyFormats['i18n-money-format']({ value: '-5', currency: 'GBP' }, [], scope())).toBe('-£5.00');
  });
});

describe('which money pair is read (spec §3)', () => {
  const both = { value: '10.00', currency: 'EUR', decimalValue: '20.00', currencyCode: 'GBP' };
  it('i18n-money-format takes a locale argument, the JVM way (de_DE) or the BCP 47 way (fr-FR)', () => {
    const node = { decimalValue: '-1234.56', currencyCode: 'EUR' };
    expect(moneyFormats['i18n-money-format'](node, ['de_DE'], scope())).toBe('-1.234,56\u00a0€');
    expect(moneyFormats['i18n-money-format'](node, ['fr-FR'], scope())).toBe('-1\u202f234,56\u00a0€');
    expect(moneyFormats['i18n-money-format'](node, ['not a locale'], scope())).toBe('-€1,234.56');
  });

  it('reads decimalValue/currencyCode when the CLDR money setting is off, value/currency when on', () => {
    expect(moneyFormats['money-format'](both, [], scope())).toBe('20.00');
    expect(moneyFormats['i18n-money-format'](both, [], scope())).toBe('£20.00');
    const cldr = scope({ featureFlags: { useCLDRMoneyFormat: true } });
    expect(moneyFormats['money-format'](both, [], cldr)).toBe('10.00');
    expect(moneyFormats['i18n-money-format'](both, [], cldr)).toBe('€10.00');
  });
  it('falls back to the pair a node has', () => {
    expect(moneyFormats['i18n-money-format']({ value: '5', currency: 'USD' }, [], scope())).toBe('$5.00');
    expect(
      moneyFormats['i18n-money-format'](
        { decimalValue: '5', currencyCode: 'USD' },
        [],
        scope({ featureFlags: { useCLDRMoneyFormat: true } }),
      ),
    ).toBe('$5.00');
  });
});

describe('cart formatters', () => {
  it('sums entry quantities, fixed subtotal text, cart url', () => {
    expect(cartFormatters['cart-quantity']({ entries: [{ quantity: 2 }, { quantity: '3' }] }, [], scope())).toBe(
      '<span class="cart-quantity" data-cart-quantity>5</span>',
    );
    expect(cartFormatters['cart-subtotal']({}, [], scope())).toBe('deprecated, do not use');
    expect(cartFormatters['cart-url'](null, [], scope())).toBe('/cart');
  });

  it('print "" for a missing or non-finite amount, never a zero price (spec §8)', () => {
    for (const name of ['money-format', 'moneyFormat', 'money-string', 'i18n-money-format']) {
      for (const value of [
        undefined,
        null,
        { currency: 'USD' },
        { value: 'abc', currency: 'USD' },
        { value: 'Infinity', currency: 'USD' },
        Infinity,
        NaN,
        'abc',
        {},
      ]) {
        expect(moneyFormats[name](value, [], scope()), `${name} ${JSON.stringify(value)}`).toBe('');
      }
    }
  });
});

describe('i18n-money-format in every locale of the CLDR data', () => {
  const packs = readdirSync(
    join(dirname(createRequire(import.meta.url).resolve('@phensley/cldr/package.json')), 'packs'),
  );
  const languages = packs.filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5));

  it('formats a money node as the locale writes currency, for every language of the packs', () => {
    expect(languages.length).toBeGreaterThan(100);
    for (const language of languages) {
      const { output, errors } = renderTemplate(
        '{m|i18n-money-format}',
        { m: { value: '1234.56', currency: 'EUR' } },
        { locale: language },
      );
      expect(errors, language).toEqual([]);
      expect(output, language).toBe(
        new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format('1234.56' as unknown as number),
      );
      expect(output, language).not.toBe('');
    }
  });

  it('takes CLDR-style locale names with an underscore', () => {
    const render = (locale: string, currency: string) =>
      renderTemplate('{m|i18n-money-format}', { m: { value: '1234.56', currency } }, { locale }).output;
    expect(render('de_DE', 'EUR')).toBe('1.234,56\u00a0€');
    expect(render('fr_FR', 'EUR')).toBe('1\u202f234,56\u00a0€');
    expect(render('sv_SE', 'SEK')).toBe('1\u00a0234,56\u00a0kr');
    expect(render('en_US', 'USD')).toBe('$1,234.56');
  });
});
