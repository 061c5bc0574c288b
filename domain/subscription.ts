/**
 * Subscription price wording (language reference §12.3 "product-price", subscription path;
 * spec §9 "Subscription wording").
 */
import { structuredContent } from './product';

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';

export interface SubscriptionWording {
  /** The localisation key, e.g. `productPrice__singlePrice__nWeekly__limited__1Years`. */
  key: string;
  /** English text with `{price}` (the from price when prices vary), `{billingPeriodValue}` and `{duration}` placeholders. */
  text: string;
  billingPeriodValue: number;
  duration: number;
}

const UNITS: readonly BillingUnit[] = ['WEEK', 'MONTH', 'YEAR'];
const capitalized = (unit: string) => unit[0] + unit.slice(1).toLowerCase();

/**
 * The wording of a subscription price, or undefined when the plan has no usable billing
 * period (shown as 'Unavailable'). Whole years are shown in years unless `wholeYears` is false.
 */
export function subscriptionWording(
  item: unknown,
  variedPrices: boolean,
  wholeYears = true,
): SubscriptionWording | undefined {
  const plan = structuredContent(item).subscriptionPlan;
  const period = plan?.billingPeriod;
  const value = Number(period?.value);
  const unit = period?.unit as BillingUnit;
  if (!period || !UNITS.includes(unit) || !Number.isFinite(value) || value < 1) return undefined;
  const cycles = Math.max(0, Math.trunc(Number(plan?.numBillingCycles) || 0));
  let duration = value * cycles;
  let durationUnit: BillingUnit = unit;
  if (
    wholeYears &&
    duration > 0 &&
    ((unit === 'WEEK' && duration % 52 === 0) || (unit === 'MONTH' && duration % 12 === 0))
  ) {
    duration = unit === 'WEEK' ? duration / 52 : duration / 12;
    durationUnit = 'YEAR';
  }
  const one = (n: number) => (n === 1 ? '1' : 'n');
  const key =
    `productPrice__${variedPrices ? 'multiplePrices' : 'singlePrice'}__${one(value)}${capitalized(unit)}ly__` +
    (duration === 0 ? 'indefinite' : `limited__${one(duration)}${capitalized(durationUnit)}s`);
  let text = `${variedPrices ? 'from ' : ''}{price} every ${value > 1 ? '{billingPeriodValue} ' : ''}${unit.toLowerCase()}${value > 1 ? 's' : ''}`;
  if (cycles > 0) text += ` for {duration} ${durationUnit.toLowerCase()}${duration === 1 ? '' : 's'}`;
  return { key, text, billingPeriodValue: value, duration };
}

/** Fill the placeholders of a wording with the formatted price and the numbers. */
export function fillWording(
  text: string,
  values: { price: string; billingPeriodValue: number; duration: number },
): string {
  return text.replace(/\{(price|billingPeriodValue|duration)\}/g, (_, name: keyof typeof values) =>
    String(values[name]),
  );
}
