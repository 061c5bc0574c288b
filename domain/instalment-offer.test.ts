import { describe, expect, it } from 'vitest';
import { instalmentOffer } from './instalment-offer';

const format = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const context = {
  afterPayAvailable: true,
  afterPayMin: '35.00',
  afterPayMax: '2000.00',
  shopperLanguage: 'fr',
  stripeAccountCountry: 'US',
};

describe('instalmentOffer (spec §5)', () => {
  it('offers 4 payments in range, in the shop country locale', () => {
    expect(instalmentOffer({ context, productType: 1, priceCents: 14800, format })).toEqual({
      locale: 'en_US',
      brand: 'Afterpay',
      inRange: true,
      text: 'or 4 interest-free payments of $37.00 with',
    });
  });
  it('states the bounds out of range', () => {
    expect(instalmentOffer({ context, productType: 1, priceCents: 3500, format })?.text).toBe(
      'Afterpay available for orders over $35.00',
    );
    expect(instalmentOffer({ context, productType: 1, priceCents: 200001, format })?.text).toBe(
      'Afterpay available for orders up to $2000.00',
    );
  });
  it('picks the shopper language in Canada and the second brand in Britain', () => {
    expect(
      instalmentOffer({ context: { ...context, stripeAccountCountry: 'CA' }, productType: 1, priceCents: 5000, format })
        ?.locale,
    ).toBe('fr_CA');
    expect(
      instalmentOffer({
        context: { ...context, stripeAccountCountry: 'GB' },
        productType: 1,
        priceCents: 5000,
        format,
      }),
    ).toMatchObject({ locale: 'en_GB', brand: 'Clearpay' });
  });
  it('shows nothing when unavailable, not physical, with a non-physical cart or an unsupported country', () => {
    expect(
      instalmentOffer({ context: { ...context, afterPayAvailable: false }, productType: 1, priceCents: 5000, format }),
    ).toBeUndefined();
    expect(instalmentOffer({ context, productType: 2, priceCents: 5000, format })).toBeUndefined();
    expect(
      instalmentOffer({ context, productType: 1, priceCents: 5000, cartProductTypes: [1, 4], format }),
    ).toBeUndefined();
    expect(
      instalmentOffer({
        context: { ...context, stripeAccountCountry: 'DE' },
        productType: 1,
        priceCents: 5000,
        format,
      }),
    ).toBeUndefined();
  });
});
