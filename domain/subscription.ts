/**
 * Subscription price wording (language reference §12.3 "product-price", subscription path;
 * spec §9 "Subscription wording").
 */
import { ENGLISH_WORDS, type InterfaceWords } from './interface-words';
import { structuredContent } from './product';

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';

export interface SubscriptionWording {
  /** The localisation key, e.g. `productPrice__singlePrice__nWeekly__limited__1Years`. */
  key: string;
  /** The text (English unless other words are given) with `{price}` (the from price when prices vary), `{billingPeriodValue}` and `{duration}` placeholders. */
  text: string;
  billingPeriodValue: number;
  duration: number;
}

const UNITS: readonly BillingUnit[] = ['WEEK', 'MONTH', 'YEAR'];
const capitalized = (unit: string) => unit[0] + unit.slice(1).toLowerCase();
const one = (n: number) => (n === 1 ? '1' : 'n');

/** The interface words a wording is made of, per unit: "every month", "every {billingPeriodValue} months", … */
const PER = { WEEK: 'subscriptionPerWeek', MONTH: 'subscriptionPerMonth', YEAR: 'subscriptionPerYear' } as const;
const EVERY = {
  WEEK: 'subscriptionEveryWeeks',
  MONTH: 'subscriptionEveryMonths',
  YEAR: 'subscriptionEveryYears',
} as const;
const FOR_ONE = { WEEK: 'subscriptionForWeek', MONTH: 'subscriptionForMonth', YEAR: 'subscriptionForYear' } as const;
const FOR_MANY = {
  WEEK: 'subscriptionForWeeks',
  MONTH: 'subscriptionForMonths',
  YEAR: 'subscriptionForYears',
} as const;
type WordingWordKey =
  | 'subscriptionFrom'
  | (typeof PER)[BillingUnit]
  | (typeof EVERY)[BillingUnit]
  | (typeof FOR_ONE)[BillingUnit]
  | (typeof FOR_MANY)[BillingUnit];
export type SubscriptionWordingWords = Pick<InterfaceWords, WordingWordKey>;

/** One plan's shape: `duration` 0 renews until cancelled. */
interface PlanShape {
  varied: boolean;
  value: number;
  unit: BillingUnit;
  duration: number;
  durationUnit: BillingUnit;
}

/** The localisation key of spec §9, e.g. `productPrice__singlePrice__nWeekly__limited__1Years`. */
function wordingKey({ varied, value, unit, duration, durationUnit }: PlanShape): string {
  return (
    `productPrice__${varied ? 'multiplePrices' : 'singlePrice'}__${one(value)}${capitalized(unit)}ly__` +
    (duration === 0 ? 'indefinite' : `limited__${one(duration)}${capitalized(durationUnit)}s`)
  );
}

/** The wording in `words`' language, with its placeholders: `from {price} every {billingPeriodValue} weeks for {duration} years`. */
function wordingText(
  words: SubscriptionWordingWords,
  { varied, value, unit, duration, durationUnit }: PlanShape,
): string {
  const price = varied ? words.subscriptionFrom : '{price}';
  const period = words[value > 1 ? EVERY[unit] : PER[unit]];
  if (duration === 0) return `${price} ${period}`;
  return `${price} ${period} ${words[duration === 1 ? FOR_ONE[durationUnit] : FOR_MANY[durationUnit]]}`;
}

/**
 * Every wording key with its text in `words`' language: what a language's pages read the
 * subscription prices in (the site's own language: server/sites/load-site.ts; its other
 * languages: server/site-settings/localized-site.ts; both put them under the owner's own
 * localized strings, which win).
 */
export function subscriptionStrings(words: SubscriptionWordingWords): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const varied of [false, true])
    for (const value of [1, 2])
      for (const unit of UNITS) {
        const shapes: PlanShape[] = [{ varied, value, unit, duration: 0, durationUnit: unit }];
        for (const durationUnit of UNITS)
          for (const duration of [1, 2]) shapes.push({ varied, value, unit, duration, durationUnit });
        for (const shape of shapes) strings[wordingKey(shape)] = wordingText(words, shape);
      }
  return strings;
}

/**
 * The wording of a subscription price, or undefined when the plan has no usable billing
 * period (shown as 'Unavailable'). Whole years are shown in years unless `wholeYears` is false.
 */
export function subscriptionWording(
  item: unknown,
  variedPrices: boolean,
  wholeYears = true,
  /** The words `text` is in (a page's language's, an island's props'); English without. */
  words: SubscriptionWordingWords = ENGLISH_WORDS,
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
  const shape = { varied: variedPrices, value, unit, duration, durationUnit };
  return { key: wordingKey(shape), text: wordingText(words, shape), billingPeriodValue: value, duration };
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
