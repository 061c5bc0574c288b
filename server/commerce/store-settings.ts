/**
 * A site's store settings (fixtures/README.md: `websiteSettings.storeSettings`) as the totals
 * rules take them. Site owners write either the domain's field names or the shorter fixture
 * ones (`rateBasisPoints`, `amountCents`, `percentOff`), so both are read here, once.
 */
import { DEFAULT_CURRENCY } from '../../domain';
import type { Coupon, ShippingOption, TaxRule } from '../../domain';
import type { Site } from '../sites/types';

export interface StoreSettings {
  currency: string;
  locale: string;
  minimumOrderSubtotalCents: number;
  taxRules: TaxRule[];
  shippingOptions: ShippingOption[];
  coupons: Coupon[];
}

type Raw = Record<string, unknown>;

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): Raw[] =>
  Array.isArray(value) ? value.filter((v): v is Raw => v !== null && typeof v === 'object') : [];

export function storeSettings(site: Site): StoreSettings {
  const raw = (site.websiteSettings.storeSettings ?? {}) as Raw;
  return {
    currency: str(raw.selectedCurrency) || DEFAULT_CURRENCY,
    locale: str(site.website.language) || 'en-US',
    minimumOrderSubtotalCents: num(raw.minimumOrderSubtotalCents) ?? 0,
    taxRules: list(raw.taxRules).map(toTaxRule),
    shippingOptions: list(raw.shippingOptions).map(toShippingOption),
    coupons: list(raw.coupons).map(toCoupon),
  };
}

/**
 * Money as an island on a page writes it: the store's currency, in the page language's way
 * (`locale`, under an extra language's prefix) or else the store's. The product page's prices
 * are written so by the engine; the cart and checkout islands must agree with them.
 */
export function pageMoney(settings: StoreSettings, locale?: string): { currency: string; locale: string } {
  return { currency: settings.currency, locale: locale ?? settings.locale };
}

function toTaxRule(r: Raw): TaxRule {
  const basisPoints = num(r.rateBasisPoints);
  return {
    id: str(r.id),
    name: str(r.name),
    country: str(r.country),
    ...(r.region ? { region: str(r.region) } : {}),
    ratePercent: num(r.ratePercent) ?? (basisPoints === undefined ? 0 : basisPoints / 100),
    taxShipping: r.taxShipping === true,
  };
}

function toShippingOption(r: Raw): ShippingOption {
  const byWeight = r.kind === 'weight' || num(r.perKgCents) !== undefined;
  const freeOverCents = num(r.freeOverCents);
  return {
    id: str(r.id),
    name: str(r.name),
    kind: byWeight ? 'weight' : 'flat',
    ...(byWeight
      ? { baseCents: num(r.baseCents) ?? 0, perKgCents: num(r.perKgCents) ?? 0 }
      : { flatCents: num(r.flatCents) ?? num(r.amountCents) ?? 0 }),
    ...(freeOverCents === undefined ? {} : { freeOverCents }),
  };
}

function toCoupon(r: Raw): Coupon {
  const percent = num(r.percent) ?? num(r.percentOff);
  const minimumOrderCents = num(r.minimumOrderCents) ?? num(r.minimumSubtotalCents);
  const expiresOn = num(r.expiresOn);
  return {
    code: str(r.code).toUpperCase(),
    ...(r.kind === 'fixed' || (percent === undefined && r.kind !== 'percent')
      ? { kind: 'fixed' as const, amountCents: num(r.amountCents) ?? num(r.amountOffCents) ?? 0 }
      : { kind: 'percent' as const, percent: percent ?? 0 }),
    ...(minimumOrderCents === undefined ? {} : { minimumOrderCents }),
    ...(expiresOn === undefined ? {} : { expiresOn }),
  };
}
