/**
 * Donations (page type 203): the site's donation settings and the amount a visitor gives,
 * preset or typed. Amounts are money text of up to 15 integer places (spec §9) with at most
 * the currency's decimals, and must lie within the store's minimum and maximum; the maximum
 * is never above what an order's integer cents column holds.
 */
import { centsToDecimal, currencyDecimals, formatCents } from './money';

export interface DonationSettings {
  /** The owner's title; '' while they wrote none (the page's catalogue words it: donationDefaultTitle). */
  title: string;
  description: string;
  presetAmountsCents: number[];
  minimumCents: number;
  maximumCents: number;
  currency: string;
}

/** The largest amount an order column holds, in minor units. */
export const DONATION_MAX_CENTS = 2_147_483_647;
const DEFAULTS = {
  presetAmountsCents: [1000, 2500, 5000],
  minimumCents: 100,
  maximumCents: 1_000_000,
};

/** Said in the page's language through the interface words (amountRequired, contributionTooSmall…). */
export const DONATION_MESSAGES = Object.freeze({
  amountRequired: 'Please choose or enter an amount.',
  amountFormat: 'Please enter an amount like 25 or 25.50.',
  tooSmall: (min: string) => `The smallest contribution we can take is ${min}.`,
  tooLarge: (max: string) => `The largest contribution we can take online is ${max}.`,
});

const wholeCents = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= DONATION_MAX_CENTS
    ? value
    : fallback;

/** The site's settings (`websiteSettings.donations`), every value checked, defaults for the rest. */
export function donationSettings(raw: unknown, currency: string): DonationSettings {
  const s = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const minimumCents = wholeCents(s.minimumCents, DEFAULTS.minimumCents);
  const maximumCents = Math.max(minimumCents, wholeCents(s.maximumCents, DEFAULTS.maximumCents));
  const presets = Array.isArray(s.presetAmountsCents) ? s.presetAmountsCents : DEFAULTS.presetAmountsCents;
  return {
    title: typeof s.title === 'string' && s.title.trim() ? s.title : '',
    description: typeof s.description === 'string' ? s.description : '',
    presetAmountsCents: [
      ...new Set(presets.map((p) => wholeCents(p, 0)).filter((p) => p >= minimumCents && p <= maximumCents)),
    ].slice(0, 8),
    minimumCents,
    maximumCents,
    currency,
  };
}

/** Minor units of an amount typed as money text (`25`, `25.5`, `25.50`, `1,000`), or the message that says why not. */
export function parseDonationAmount(
  text: string,
  settings: DonationSettings,
  locale = 'en-US',
): { cents: number } | { error: string } {
  const trimmed = text.trim().replace(/,/g, '');
  if (!trimmed) return { error: DONATION_MESSAGES.amountRequired };
  const decimals = currencyDecimals(settings.currency);
  const pattern = decimals === 0 ? /^(\d{1,15})$/ : new RegExp(`^(\\d{1,15})(?:\\.(\\d{1,${decimals}}))?$`);
  const match = pattern.exec(trimmed);
  if (!match) return { error: DONATION_MESSAGES.amountFormat };
  const whole = BigInt(match[1]!);
  const fraction = BigInt((match[2] ?? '').padEnd(decimals, '0') || '0');
  const cents = whole * 10n ** BigInt(decimals) + fraction;
  const money = (c: number) => formatCents(c, settings.currency, { locale });
  if (cents < BigInt(settings.minimumCents)) return { error: DONATION_MESSAGES.tooSmall(money(settings.minimumCents)) };
  if (cents > BigInt(settings.maximumCents)) return { error: DONATION_MESSAGES.tooLarge(money(settings.maximumCents)) };
  return { cents: Number(cents) };
}

/** An amount as the custom field shows it (`2500` → `25.00`). */
export const donationAmountText = (cents: number, currency: string) => centsToDecimal(cents, currency);
