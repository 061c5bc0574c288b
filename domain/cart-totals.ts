/**
 * Cart totals in integer cents (spec §3 "Shopping cart"): subtotal, coupons and discount,
 * shipping, tax by shipping location, grand total and the cart's shape flags. One function,
 * used by the server for every answer and by nothing else, so the numbers never disagree.
 */
import { formatCents } from './money';
import { PRODUCT_TYPES } from './enums';
import { ENGLISH_WORDS, fillWords, type InterfaceWords } from './interface-words';
import { isShippedType } from './product';

export interface CartLine {
  quantity: number;
  /** Price of one unit in cents (the sale price when the variant is on sale). */
  unitPriceCents: number;
  productType: number;
  /** Weight of one unit in grams, for weight-based shipping. */
  weightGrams?: number;
}

export interface ShippingOption {
  id: string;
  name: string;
  /** `flat`: flatCents per order. `weight`: baseCents plus perKgCents for each started kilogram. */
  kind: 'flat' | 'weight';
  flatCents?: number;
  baseCents?: number;
  perKgCents?: number;
  /** Free when the discounted subtotal reaches this. */
  freeOverCents?: number;
}

export interface TaxRule {
  id: string;
  name: string;
  country: string;
  /** A state or province; a rule with a region wins over the country-wide one. */
  region?: string;
  ratePercent: number;
  /** Tax the shipping cost too. @default false */
  taxShipping?: boolean;
}

export interface Coupon {
  code: string;
  kind: 'percent' | 'fixed';
  percent?: number;
  amountCents?: number;
  minimumOrderCents?: number;
  /** Epoch ms after which the coupon no longer applies. */
  expiresOn?: number;
}

export interface ShippingLocation {
  country?: string;
  region?: string;
}

export interface TotalsInput {
  lines: readonly CartLine[];
  shippingOptions?: readonly ShippingOption[];
  selectedShippingOptionId?: string | null;
  shippingLocation?: ShippingLocation | null;
  taxRules?: readonly TaxRule[];
  coupons?: readonly Coupon[];
  couponCodes?: readonly string[];
  /** How the refusals write amounts. @default USD in en-US */
  money?: RefusalMoney;
  now?: number;
}

export interface PricedShippingOption extends ShippingOption {
  costCents: number;
}

/** The money of the page a refusal is shown on (the server's pageMoney). */
export interface RefusalMoney {
  currency: string;
  locale: string;
}

/** The words a coupon's refusal is said in. */
export type CouponWords = Pick<InterfaceWords, 'unknownCoupon' | 'couponExpired' | 'couponMinimum'>;

export interface InvalidCoupon {
  code: string;
  reason: string;
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  shippingOptions: PricedShippingOption[];
  selectedShippingOption: PricedShippingOption | null;
  applicableTaxRules: TaxRule[];
  validCoupons: Coupon[];
  invalidCoupons: InvalidCoupon[];
}

const isDigital = (type: number) => type === PRODUCT_TYPES.digital || type === PRODUCT_TYPES.giftCard;

export function computeTotals(input: TotalsInput): CartTotals {
  const lines = input.lines.filter((l) => l.quantity > 0);
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const totalQuantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  const requiresShipping = lines.some((l) => isShippedType(l.productType));
  const hasDigital = lines.some((l) => isDigital(l.productType));
  const purelyDigital = lines.length > 0 && lines.every((l) => isDigital(l.productType));

  const { discountCents, validCoupons, invalidCoupons } = applyCoupons(subtotalCents, input);
  const discounted = subtotalCents - discountCents;

  const weightGrams = lines.reduce((sum, l) => sum + (l.weightGrams ?? 0) * l.quantity, 0);
  const shippingOptions = requiresShipping
    ? (input.shippingOptions ?? []).map((o) => ({ ...o, costCents: shippingCost(o, discounted, weightGrams) }))
    : [];
  const selectedShippingOption =
    shippingOptions.find((o) => o.id === input.selectedShippingOptionId) ?? shippingOptions[0] ?? null;
  const shippingCostCents = selectedShippingOption?.costCents ?? 0;

  const applicableTaxRules = matchTaxRules(input.taxRules ?? [], input.shippingLocation);
  const taxCents = applicableTaxRules.reduce(
    (sum, rule) =>
      sum + Math.round(((discounted + (rule.taxShipping ? shippingCostCents : 0)) * rule.ratePercent) / 100),
    0,
  );

  return {
    subtotalCents,
    discountCents,
    shippingCostCents,
    taxCents,
    grandTotalCents: discounted + shippingCostCents + taxCents,
    totalQuantity,
    hasDigital,
    purelyDigital,
    requiresShipping,
    shippingOptions,
    selectedShippingOption,
    applicableTaxRules,
    validCoupons,
    invalidCoupons,
  };
}

function shippingCost(option: ShippingOption, discountedSubtotal: number, weightGrams: number): number {
  if (option.freeOverCents !== undefined && discountedSubtotal >= option.freeOverCents) return 0;
  if (option.kind === 'flat') return option.flatCents ?? 0;
  return (option.baseCents ?? 0) + (option.perKgCents ?? 0) * Math.ceil(weightGrams / 1000);
}

/** The region's rules when any match, else the country-wide ones. */
function matchTaxRules(rules: readonly TaxRule[], location: ShippingLocation | null | undefined): TaxRule[] {
  if (!location?.country) return [];
  const country = rules.filter((r) => r.country === location.country);
  const regional = country.filter((r) => r.region && r.region === location.region);
  return regional.length > 0 ? regional : country.filter((r) => !r.region);
}

function applyCoupons(subtotalCents: number, input: TotalsInput) {
  const validCoupons: Coupon[] = [];
  const invalidCoupons: InvalidCoupon[] = [];
  let discountCents = 0;
  const seen = new Set<string>();
  for (const raw of input.couponCodes ?? []) {
    const code = raw.trim().toUpperCase();
    if (!code || seen.has(code)) continue;
    seen.add(code);
    const coupon = input.coupons?.find((c) => c.code.toUpperCase() === code);
    const reason = couponRefusal(coupon, subtotalCents, { now: input.now, money: input.money });
    if (!coupon || reason) {
      invalidCoupons.push({ code, reason: reason ?? ENGLISH_WORDS.unknownCoupon });
      continue;
    }
    const amount =
      coupon.kind === 'percent' ? Math.round((subtotalCents * (coupon.percent ?? 0)) / 100) : (coupon.amountCents ?? 0);
    // Coupons together never take the subtotal below zero.
    discountCents += Math.max(0, Math.min(amount, subtotalCents - discountCents));
    validCoupons.push(coupon);
  }
  return { discountCents, validCoupons, invalidCoupons };
}

export interface CouponRefusalOptions {
  /** @default Date.now() */
  now?: number | undefined;
  /** @default USD in en-US */
  money?: RefusalMoney | undefined;
  /** @default the English words, which the calls answer (and a page's language translates) */
  words?: CouponWords;
}

/**
 * Why `coupon` (undefined: a code the store does not have) does not apply to a cart of
 * `subtotalCents`, or undefined when it does. One wording for the cart's `invalidCoupons`, the
 * same cart said in a page's language and the checkout's refusal, so they never disagree.
 */
export function couponRefusal(
  coupon: Coupon | undefined,
  subtotalCents: number,
  { now = Date.now(), money, words = ENGLISH_WORDS }: CouponRefusalOptions = {},
): string | undefined {
  if (!coupon) return words.unknownCoupon;
  if (coupon.expiresOn !== undefined && now > coupon.expiresOn) return words.couponExpired;
  const minimum = coupon.minimumOrderCents ?? 0;
  if (subtotalCents >= minimum) return undefined;
  const subtotal = formatCents(minimum, money?.currency, money && { locale: money.locale });
  return fillWords(words.couponMinimum, { subtotal });
}
