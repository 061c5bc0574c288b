import { describe, expect, it } from 'vitest';
import { storeSettings } from './store-settings';
import type { Site } from '../sites/types';

const site = (store: unknown, language?: string) =>
  ({ website: { language }, websiteSettings: { storeSettings: store } }) as unknown as Site;

describe('storeSettings', () => {
  it('reads the fixture spelling (basis points, amountCents, percentOff)', () => {
    const settings = storeSettings(
      site(
        {
          selectedCurrency: 'EUR',
          minimumOrderSubtotalCents: 1500,
          taxRules: [{ id: 't', name: 'NY', country: 'US', region: 'NY', rateBasisPoints: 875 }],
          shippingOptions: [{ id: 's', name: 'Std', amountCents: 800, freeOverCents: 10000 }],
          coupons: [{ code: 'trail10', percentOff: 10, minimumSubtotalCents: 5000 }],
        },
        'de-DE',
      ),
    );
    expect(settings).toEqual({
      currency: 'EUR',
      locale: 'de-DE',
      minimumOrderSubtotalCents: 1500,
      taxRules: [{ id: 't', name: 'NY', country: 'US', region: 'NY', ratePercent: 8.75, taxShipping: false }],
      shippingOptions: [{ id: 's', name: 'Std', kind: 'flat', flatCents: 800, freeOverCents: 10000 }],
      coupons: [{ code: 'TRAIL10', kind: 'percent', percent: 10, minimumOrderCents: 5000 }],
    });
  });

  it('reads the domain spelling, weight-based shipping and fixed coupons', () => {
    const settings = storeSettings(
      site({
        taxRules: [{ id: 'c', name: 'GST', country: 'CA', ratePercent: 5, taxShipping: true }],
        shippingOptions: [{ id: 'w', name: 'Weight', kind: 'weight', baseCents: 300, perKgCents: 200 }],
        coupons: [{ code: 'FIVE', kind: 'fixed', amountCents: 500, expiresOn: 10 }],
      }),
    );
    expect(settings.currency).toBe('USD');
    expect(settings.locale).toBe('en-US');
    expect(settings.taxRules[0]).toMatchObject({ ratePercent: 5, taxShipping: true });
    expect(settings.shippingOptions[0]).toEqual({
      id: 'w',
      name: 'Weight',
      kind: 'weight',
      baseCents: 300,
      perKgCents: 200,
    });
    expect(settings.coupons[0]).toEqual({ code: 'FIVE', kind: 'fixed', amountCents: 500, expiresOn: 10 });
  });

  it('answers empty lists when the store has no settings', () => {
    expect(storeSettings(site(undefined))).toMatchObject({
      minimumOrderSubtotalCents: 0,
      taxRules: [],
      shippingOptions: [],
      coupons: [],
    });
  });
});
