import { describe, expect, it } from 'vitest';
import {
  instalmentAmounts,
  instalmentBrand,
  instalmentLocale,
  instalmentMessage,
  isInInstalmentRange,
  isInstalmentEligible,
} from './instalments';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('instalments', () => {
  it('range: above the minimum and at most the maximum', () => {
    expect(isInInstalmentRange(3500, 3500, 100000)).toBe(false);
    expect(isInInstalmentRange(3501, 3500, 100000)).toBe(true);
    expect(isInInstalmentRange(100000, 3500, 100000)).toBe(true);
    expect(isInInstalmentRange(100001, 3500, 100000)).toBe(false);
  });
  it('locale by shop country, the shopper language when supported', () => {
    expect(instalmentLocale('US', 'fr')).toBe('en_US');
    expect(instalmentLocale('CA', 'fr-CA')).toBe('fr_CA');
    expect(instalmentLocale('CA', 'de')).toBe('en_CA');
    expect(instalmentLocale('GB')).toBe('en_GB');
    expect(instalmentLocale('DE', 'de')).toBeUndefined();
  });
  it('brand: the second name only for en_GB', () => {
    for (const l of ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ']) expect(instalmentBrand(l)).toBe('Afterpay');
    expect(instalmentBrand('en_GB')).toBe('Clearpay');
  });
  it('eligibility needs a physical product and an all-physical cart', () => {
    expect(isInstalmentEligible(1, [1, 1])).toBe(true);
    expect(isInstalmentEligible(1, [1, 2])).toBe(false);
    expect(isInstalmentEligible(3)).toBe(false);
  });
  it('messages: in range with 4 payments, else the bound', () => {
    expect(instalmentAmounts(10001)).toEqual([2501, 2500, 2500, 2500]);
    expect(instalmentMessage(10000, 3500, 100000, 'Afterpay', usd)).toEqual({
      inRange: true,
      text: 'or 4 interest-free payments of $25.00 with',
    });
    expect(instalmentMessage(2000, 3500, 100000, 'Afterpay', usd)).toEqual({
      inRange: false,
      text: 'Afterpay available for orders over $35.00',
    });
    expect(instalmentMessage(200000, 3500, 100000, 'Clearpay', usd)).toEqual({
      inRange: false,
      text: 'Clearpay available for orders up to $1000.00',
    });
  });
});
