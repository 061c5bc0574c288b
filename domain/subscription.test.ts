import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './interface-words/catalogues';
import { fillWording, subscriptionStrings, subscriptionWording } from './subscription';

const plan = (value: number, unit: string, numBillingCycles: number) => ({
  structuredContent: { subscriptionPlan: { billingPeriod: { value, unit }, numBillingCycles } },
});

describe('subscription wording', () => {
  it('every 2 weeks for 26 cycles is 1 year', () => {
    const w = subscriptionWording(plan(2, 'WEEK', 26), false)!;
    expect(w.key).toBe('productPrice__singlePrice__nWeekly__limited__1Years');
    expect(fillWording(w.text, { price: '100.00', ...w })).toBe('100.00 every 2 weeks for 1 year');
  });
  it('weekly with varied prices, indefinitely', () => {
    const w = subscriptionWording(plan(1, 'WEEK', 0), true)!;
    expect(w.key).toBe('productPrice__multiplePrices__1Weekly__indefinite');
    expect(fillWording(w.text, { price: '50.00', ...w })).toBe('from 50.00 every week');
  });
  it('months become years on multiples of 12, unless disabled', () => {
    expect(
      fillWording(subscriptionWording(plan(1, 'MONTH', 24), false)!.text, {
        price: '$9',
        billingPeriodValue: 1,
        duration: 2,
      }),
    ).toBe('$9 every month for 2 years');
    const months = subscriptionWording(plan(1, 'MONTH', 24), false, false)!;
    expect(months.key).toBe('productPrice__singlePrice__1Monthly__limited__nMonths');
    expect(fillWording(months.text, { price: '$9', ...months })).toBe('$9 every month for 24 months');
    const w = subscriptionWording(plan(3, 'MONTH', 2), false)!;
    expect(fillWording(w.text, { price: '$9', ...w })).toBe('$9 every 3 months for 6 months');
  });
  it('a yearly plan for one cycle', () => {
    const w = subscriptionWording(plan(1, 'YEAR', 1), false)!;
    expect(w.key).toBe('productPrice__singlePrice__1Yearly__limited__1Years');
    expect(fillWording(w.text, { price: '$90', ...w })).toBe('$90 every year for 1 year');
  });
  it('no usable billing period: undefined (shown as Unavailable)', () => {
    expect(subscriptionWording({ structuredContent: {} }, false)).toBeUndefined();
    expect(subscriptionWording(plan(1, 'DAY', 0), false)).toBeUndefined();
  });
  it('has every wording key in each language, English ones equal to the wording itself', () => {
    const english = subscriptionStrings(CATALOGUES.en!.words);
    const keys = Object.keys(english).sort();
    // 2 price kinds × 2 counts × 3 units × (indefinite + 3 duration units × 2 counts).
    expect(keys).toHaveLength(2 * 2 * 3 * 7);
    for (const [value, unit, cycles, wholeYears] of [
      [1, 'WEEK', 0, true],
      [2, 'WEEK', 26, true],
      [1, 'MONTH', 24, false],
      [3, 'MONTH', 2, true],
      [1, 'YEAR', 1, true],
      [2, 'YEAR', 3, true],
    ] as const)
      for (const varied of [false, true]) {
        const w = subscriptionWording(plan(value, unit, cycles), varied, wholeYears)!;
        expect(english[w.key]).toBe(w.text);
      }
    for (const language of ['fr', 'de', 'es']) {
      const strings = subscriptionStrings(CATALOGUES[language]!.words);
      expect(Object.keys(strings).sort()).toEqual(keys);
    }
    const french = subscriptionStrings(CATALOGUES.fr!.words);
    const w = subscriptionWording(plan(3, 'MONTH', 8), true)!;
    expect(fillWording(french[w.key]!, { price: '9 $', ...w })).toBe('à partir de 9 $ tous les 3 mois pendant 2 ans');
    expect(french.productPrice__singlePrice__1Monthly__indefinite).toBe('{price} par mois');
  });
});
