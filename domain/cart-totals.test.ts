import { describe, expect, it } from 'vitest';
import { interfaceWords } from './interface-words/catalogues';
import { formatCents } from './money';
import { computeTotals, couponRefusal, type CartLine, type ShippingOption, type TaxRule } from './cart-totals';

const shirt: CartLine = { quantity: 2, unitPriceCents: 2500, productType: 1, weightGrams: 300 };
const ebook: CartLine = { quantity: 1, unitPriceCents: 999, productType: 2 };
const lesson: CartLine = { quantity: 1, unitPriceCents: 5000, productType: 3 };
const shipping: ShippingOption[] = [
  { id: 'std', name: 'Standard', kind: 'flat', flatCents: 500, freeOverCents: 10000 },
  { id: 'kg', name: 'By weight', kind: 'weight', baseCents: 300, perKgCents: 200 },
];
const taxes: TaxRule[] = [
  { id: 'us', name: 'US', country: 'US', ratePercent: 5 },
  { id: 'ny', name: 'New York', country: 'US', region: 'NY', ratePercent: 8.875, taxShipping: true },
];

describe('cart totals', () => {
  it('adds lines, picks the first shipping option, no tax without a location', () => {
    const t = computeTotals({ lines: [shirt, ebook], shippingOptions: shipping });
    expect(t).toMatchObject({
      subtotalCents: 5999,
      discountCents: 0,
      shippingCostCents: 500,
      taxCents: 0,
      grandTotalCents: 6499,
      totalQuantity: 3,
    });
    expect(t).toMatchObject({ hasDigital: true, purelyDigital: false, requiresShipping: true });
    expect(t.selectedShippingOption?.id).toBe('std');
  });
  it('prices shipping by weight per started kilogram, and free over a threshold', () => {
    const heavy = { ...shirt, quantity: 4, unitPriceCents: 2000 }; // 1.2 kg → 2 kg
    expect(
      computeTotals({ lines: [heavy], shippingOptions: shipping, selectedShippingOptionId: 'kg' }).shippingCostCents,
    ).toBe(700);
    expect(
      computeTotals({ lines: [heavy], shippingOptions: shipping, selectedShippingOptionId: 'std' }).shippingCostCents,
    ).toBe(500);
    const big = { ...shirt, quantity: 5, unitPriceCents: 2000 };
    expect(computeTotals({ lines: [big], shippingOptions: shipping }).shippingCostCents).toBe(0);
  });
  it('ships nothing when nothing is physical', () => {
    const t = computeTotals({ lines: [ebook, lesson], shippingOptions: shipping });
    expect(t).toMatchObject({
      shippingCostCents: 0,
      requiresShipping: false,
      purelyDigital: false,
      selectedShippingOption: null,
    });
    expect(computeTotals({ lines: [ebook] }).purelyDigital).toBe(true);
  });
  it('taxes by shipping location, the region rule winning, shipping taxed when the rule says', () => {
    expect(
      computeTotals({ lines: [shirt], taxRules: taxes, shippingLocation: { country: 'US', region: 'CA' } }).taxCents,
    ).toBe(250);
    const ny = computeTotals({
      lines: [shirt],
      taxRules: taxes,
      shippingOptions: shipping,
      shippingLocation: { country: 'US', region: 'NY' },
    });
    expect(ny.applicableTaxRules.map((r) => r.id)).toEqual(['ny']);
    expect(ny.taxCents).toBe(488); // 8.875% of 5500
    expect(ny.grandTotalCents).toBe(5000 + 500 + 488);
    expect(computeTotals({ lines: [shirt], taxRules: taxes, shippingLocation: { country: 'CA' } }).taxCents).toBe(0);
  });
  it('applies percent and fixed coupons, reports invalid ones, never below zero', () => {
    const coupons = [
      { code: 'TEN', kind: 'percent' as const, percent: 10 },
      { code: 'FIVE', kind: 'fixed' as const, amountCents: 500, minimumOrderCents: 10000 },
      { code: 'OLD', kind: 'fixed' as const, amountCents: 100, expiresOn: 1 },
      { code: 'HUGE', kind: 'fixed' as const, amountCents: 999999 },
    ];
    const t = computeTotals({ lines: [shirt], coupons, couponCodes: ['ten', 'FIVE', 'OLD', 'NOPE', 'TEN'], now: 10 });
    expect(t.discountCents).toBe(500);
    expect(t.validCoupons.map((c) => c.code)).toEqual(['TEN']);
    expect(t.invalidCoupons).toEqual([
      { code: 'FIVE', reason: 'This coupon needs an order subtotal of $100.00 or more.' },
      { code: 'OLD', reason: 'This coupon has expired.' },
      { code: 'NOPE', reason: 'This coupon code is not valid.' },
    ]);
    expect(computeTotals({ lines: [shirt], coupons, couponCodes: ['HUGE'] }).grandTotalCents).toBe(0);
  });
  it('words a refusal in the money and words it is given, the minimum in the money’s locale', () => {
    const coupon = { code: 'FIVE', kind: 'fixed' as const, amountCents: 500, minimumOrderCents: 10000 };
    const money = { currency: 'EUR', locale: 'de-DE' };
    const amount = formatCents(10000, 'EUR', { locale: 'de-DE' });
    expect(amount).toMatch(/^100,00\s€$/u);
    const t = computeTotals({ lines: [shirt], coupons: [coupon], couponCodes: ['FIVE'], money });
    expect(t.invalidCoupons).toEqual([
      { code: 'FIVE', reason: `This coupon needs an order subtotal of ${amount} or more.` },
    ]);
    const words = interfaceWords('de');
    expect(couponRefusal(coupon, 5000, { money, words })).toBe(
      `Dieser Gutschein gilt erst ab einer Zwischensumme von ${amount}.`,
    );
    expect(couponRefusal({ ...coupon, expiresOn: 1 }, 5000, { now: 2, words })).toBe(words.couponExpired);
    expect(couponRefusal(undefined, 5000, { words })).toBe(words.unknownCoupon);
    expect(couponRefusal(coupon, 10000)).toBeUndefined();
  });
});
