import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { priceFormatters } from './prices';
import { money, product, variant } from '../../../domain/test-products';

const text = (html: unknown) =>
  String(html)
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const render = (name: string, item: unknown, data: Record<string, unknown> = {}) =>
  priceFormatters[name](item, [], testScope({ frames: [data, item] }));

describe('product-price (legacy money mode)', () => {
  it('varied prices show the from text', () => {
    const item = product(1, [
      variant({ price: 10000, priceMoney: money('100.00') }),
      variant({ price: 20000, priceMoney: money('200.00') }),
    ]);
    expect(text(render('product-price', item))).toBe('from 100.00');
  });
  it('only priceMoney differing: the normal (highest) price', () => {
    const item = product(1, [
      variant({ price: 1, priceMoney: money('100.00') }),
      variant({ price: 1, priceMoney: money('200.00') }),
    ]);
    expect(text(render('product-price', item))).toBe('200.00');
  });
  it('on sale: sale amount, then the original with screen-reader labels', () => {
    const item = product(1, [variant({ onSale: true, salePriceMoney: money('50.00'), priceMoney: money('100.00') })]);
    const html = String(render('product-price', item));
    expect(text(html)).toBe('Sale Price: 50.00 Original Price: 100.00');
    expect(html).toContain('<s>');
  });
  it('subscription every 2 weeks for 26 cycles', () => {
    const item = product(1, [variant({ priceMoney: money('100.00') })], {
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 26 },
    });
    expect(text(render('product-price', item))).toBe('100.00 every 2 weeks for 1 year');
  });
  it('weekly subscription with varied prices and a sale', () => {
    const item = product(
      1,
      [
        variant({ price: 100, priceMoney: money('100.00') }),
        variant({ price: 200, onSale: true, salePriceMoney: money('50.00'), priceMoney: money('200.00') }),
      ],
      { isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 1, unit: 'WEEK' }, numBillingCycles: 0 } },
    );
    expect(text(render('product-price', item))).toBe('from 50.00 every week');
  });
  it('a plan without a billing period is Unavailable, localized first', () => {
    const item = product(1, [variant()], { isSubscribable: 'true' });
    expect(text(render('product-price', item))).toBe('Unavailable');
    expect(text(render('product-price', item, { localizedStrings: { productPriceUnavailable: 'Indisponible' } }))).toBe(
      'Indisponible',
    );
  });
  it('CLDR money setting: locale currency text', () => {
    const item = product(1, [variant({ priceMoney: money('1234.5', 'EUR') })]);
    expect(text(render('product-price', item, { featureFlags: { useCLDRMoneyFormat: true } }))).toBe('€1,234.50');
  });
  it('productType -1 computes nothing; a missing type shows the default 0.00', () => {
    expect(render('product-price', { structuredContent: { productType: -1 } })).toBe(
      '<div class="product-price"></div>',
    );
    expect(text(render('product-price', { structuredContent: {} }))).toBe('0.00');
  });
  it('legacy price numbers', () => {
    const item = product(1, [
      variant({ priceMoney: money('19.99') }),
      variant({ onSale: true, salePriceMoney: money('9.5'), priceMoney: money('100') }),
    ]);
    expect(render('from-price', item)).toBe('950');
    expect(render('normal-price', item)).toBe('10000');
    expect(render('sale-price', item)).toBe('950');
  });
  it('escapes localized text', () => {
    const item = product(1, [variant({ price: 1 }), variant({ price: 2 })]);
    expect(
      String(render('product-price', item, { localizedStrings: { productPriceFromText: '<b>dès</b> {fromPrice}' } })),
    ).toContain('&lt;b&gt;dès&lt;/b&gt;');
  });
});

describe('subscription-price', () => {
  it('uses the cheapest variant pricing options', () => {
    const item = product(1, [
      variant({ pricingOptions: [{ onSale: true, priceMoney: money('30.00'), salePriceMoney: money('25.00') }] }),
    ]);
    expect(text(render('subscription-price', item))).toBe('Sale Price: 25.00 Original Price: 30.00');
    expect(render('subscription-price', product(1))).toBe('<div class="product-price"></div>');
  });
});
