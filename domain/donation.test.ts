import { describe, expect, it } from 'vitest';
import { DONATION_MAX_CENTS, donationSettings, parseDonationAmount } from './donation';

const settings = donationSettings(
  { presetAmountsCents: [500, 1000, 50, 1e12, 'x', 500], minimumCents: 100, maximumCents: 500000 },
  'USD',
);

describe('donation settings', () => {
  it('keeps only presets within the limits, once each', () => {
    expect(settings.presetAmountsCents).toEqual([500, 1000]);
  });
  it('never lets the maximum pass the order column', () => {
    expect(donationSettings({ maximumCents: 1e20 }, 'USD').maximumCents).toBeLessThanOrEqual(DONATION_MAX_CENTS);
    expect(donationSettings([], 'USD').title).toBe('');
  });
});

describe('parseDonationAmount', () => {
  it('reads whole and decimal amounts', () => {
    expect(parseDonationAmount('25', settings)).toEqual({ cents: 2500 });
    expect(parseDonationAmount(' 25.5 ', settings)).toEqual({ cents: 2550 });
    expect(parseDonationAmount('1,000.05', settings)).toEqual({ cents: 100005 });
  });
  it('refuses malformed, tiny and huge amounts with a message', () => {
    expect(parseDonationAmount('', settings)).toEqual({ error: 'Please choose or enter an amount.' });
    for (const text of ['-5', '1e3', 'NaN', 'Infinity', '2.555', '0x10', '12\u0000', '1234567890123456'])
      expect(parseDonationAmount(text, settings)).toEqual({ error: 'Please enter an amount like 25 or 25.50.' });
    expect(parseDonationAmount('0.50', settings)).toEqual({ error: 'The smallest contribution we can take is $1.00.' });
    expect(parseDonationAmount('999999999999999', settings)).toEqual({
      error: 'The largest contribution we can take online is $5,000.00.',
    });
  });
  it('uses the currency decimals', () => {
    const yen = donationSettings({ minimumCents: 100, maximumCents: 100000 }, 'JPY');
    expect(parseDonationAmount('500', yen)).toEqual({ cents: 500 });
    expect(parseDonationAmount('500.5', yen)).toEqual({ error: 'Please enter an amount like 25 or 25.50.' });
  });
});
