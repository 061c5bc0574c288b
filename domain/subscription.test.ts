import { describe, expect, it } from 'vitest';
import { fillWording, subscriptionWording } from './subscription';

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
});
