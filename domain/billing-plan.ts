/**
 * A subscription's plan as renewals use it (spec §3 "Subscription": billingPeriod value and
 * unit WEEK, MONTH or YEAR; numBillingCycles, 0 for indefinite), and the date of each cycle.
 * Cycle dates are always counted from the first charge, never from the previous renewal, so
 * a late scheduler run never shifts the dates that follow (31 January + 1 month is the last
 * day of February, + 2 months 31 March).
 */
import { structuredContent } from './product';
import type { BillingUnit } from './subscription';

export interface BillingPlan {
  value: number;
  unit: BillingUnit;
  /** Paid cycles in all, the first (checkout) included; 0 renews until cancelled. */
  numBillingCycles: number;
}

/** Longest period a plan may have: a plan is refused above it (and 10 years is plenty). */
const MAX_PERIODS: Record<BillingUnit, number> = { WEEK: 520, MONTH: 120, YEAR: 10 };
/** A limited plan renews at most this many times. */
export const MAX_BILLING_CYCLES = 1000;

/** The plan of a subscribable product, or undefined when it has no usable billing period. */
export function billingPlan(item: unknown): BillingPlan | undefined {
  const plan = structuredContent(item).subscriptionPlan;
  const unit = plan?.billingPeriod?.unit as BillingUnit;
  const value = Number(plan?.billingPeriod?.value);
  if (!Object.hasOwn(MAX_PERIODS, unit) || !Number.isInteger(value) || value < 1 || value > MAX_PERIODS[unit])
    return undefined;
  const cycles = Number(plan?.numBillingCycles ?? 0);
  if (!Number.isInteger(cycles) || cycles < 0 || cycles > MAX_BILLING_CYCLES) return undefined;
  return { value, unit, numBillingCycles: cycles };
}

/** When cycle `n` (0 = the checkout) is due, counted from `start`. */
export function cycleDate(start: Date, plan: Pick<BillingPlan, 'value' | 'unit'>, n: number): Date {
  const at = new Date(start.getTime());
  if (plan.unit === 'WEEK') {
    at.setUTCDate(at.getUTCDate() + 7 * plan.value * n);
    return at;
  }
  const months = plan.unit === 'YEAR' ? 12 * plan.value * n : plan.value * n;
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  // The same day of the month, or the month's last day when it is shorter.
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, last));
  return at;
}

/** Whether a plan with `paid` cycles charged has another to charge. */
export function hasNextCycle(plan: Pick<BillingPlan, 'numBillingCycles'>, paid: number): boolean {
  return plan.numBillingCycles === 0 || paid < plan.numBillingCycles;
}
