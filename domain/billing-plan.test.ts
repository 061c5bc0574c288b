import { describe, expect, it } from 'vitest';
import { billingPlan, cycleDate, hasNextCycle } from './billing-plan';

const item = (plan: unknown) => ({ structuredContent: { isSubscribable: true, subscriptionPlan: plan } });

describe('billingPlan', () => {
  it('reads value, unit and cycles', () => {
    expect(billingPlan(item({ billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 3 }))).toEqual({
      value: 2,
      unit: 'WEEK',
      numBillingCycles: 3,
    });
    expect(billingPlan(item({ billingPeriod: { value: 1, unit: 'MONTH' } }))).toEqual({
      value: 1,
      unit: 'MONTH',
      numBillingCycles: 0,
    });
  });
  it('refuses plans it cannot bill', () => {
    for (const plan of [
      undefined,
      {},
      { billingPeriod: { value: 0, unit: 'MONTH' } },
      { billingPeriod: { value: 1.5, unit: 'MONTH' } },
      { billingPeriod: { value: 1, unit: 'DAY' } },
      { billingPeriod: { value: 1, unit: 'toString' } },
      { billingPeriod: { value: 1e9, unit: 'YEAR' } },
      { billingPeriod: { value: 1, unit: 'YEAR' }, numBillingCycles: -1 },
      { billingPeriod: { value: 1, unit: 'YEAR' }, numBillingCycles: Number.NaN },
    ]) {
      expect(billingPlan(item(plan))).toBeUndefined();
    }
  });
});

describe('cycleDate', () => {
  const start = new Date('2026-01-31T10:00:00Z');
  it('counts months from the start, clamping to short months', () => {
    expect(cycleDate(start, { value: 1, unit: 'MONTH' }, 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(cycleDate(start, { value: 1, unit: 'MONTH' }, 2).toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });
  it('counts weeks and years', () => {
    expect(cycleDate(start, { value: 2, unit: 'WEEK' }, 1).toISOString()).toBe('2026-02-14T10:00:00.000Z');
    expect(cycleDate(new Date('2028-02-29T00:00:00Z'), { value: 1, unit: 'YEAR' }, 1).toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });
  it('knows when a limited plan is over', () => {
    expect(hasNextCycle({ numBillingCycles: 0 }, 500)).toBe(true);
    expect(hasNextCycle({ numBillingCycles: 3 }, 2)).toBe(true);
    expect(hasNextCycle({ numBillingCycles: 3 }, 3)).toBe(false);
  });
});
