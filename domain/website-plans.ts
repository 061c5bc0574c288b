/**
 * The website plans an owner can be on, in upgrade order, and what each adds (spec §2 "Upsell
 * paths": /settings/billing/upgrade for a trial, /settings/billing/subscriptions/website for a
 * paid plan). A site names its plan in site.json `website.plan` ({ id, trialEndsOn? }).
 *
 * @module
 */

export interface WebsitePlan {
  id: string;
  name: string;
  /** Monthly price in USD cents, billed yearly; 0 for the trial. */
  monthlyCents: number;
  /** What the plan gives, each once; a higher plan lists only what it adds. */
  adds: readonly string[];
}

export const WEBSITE_PLANS: readonly WebsitePlan[] = [
  { id: 'trial', name: 'Trial', monthlyCents: 0, adds: ['Every feature for 14 days', 'A site address on our domain'] },
  {
    id: 'personal',
    name: 'Personal',
    monthlyCents: 1600,
    adds: ['Your own domain', 'Unlimited pages and blogs', 'Forms and galleries', 'Basic visitor analytics'],
  },
  {
    id: 'business',
    name: 'Business',
    monthlyCents: 2300,
    adds: [
      'Sell products with a 3% transaction fee',
      'Product feeds for Instagram and dynamic ads',
      'Ad pixel and marketing tools',
      'Address completion at checkout',
    ],
  },
  {
    id: 'commerce-basic',
    name: 'Commerce Basic',
    monthlyCents: 2700,
    adds: ['No transaction fees', 'Customer accounts', 'Product reviews', 'Restock notifications'],
  },
  {
    id: 'commerce-advanced',
    name: 'Commerce Advanced',
    monthlyCents: 4900,
    adds: [
      'Subscriptions and memberships',
      'Abandoned cart recovery',
      'Advanced shipping and discounts',
      'Commerce APIs',
    ],
  },
];

export interface SitePlan {
  plan: WebsitePlan;
  /** Set while on the trial: the calendar day (YYYY-MM-DD) it ends. */
  trialEndsOn?: string;
  /** Everything the current plan gives: its own and every lower plan's. */
  includes: string[];
  /** The plans above, each with what it adds. */
  upgrades: WebsitePlan[];
}

/** The site's plan from its `website.plan`; an unknown or missing one is the trial. */
export function sitePlan(given: unknown): SitePlan {
  const raw = given && typeof given === 'object' ? (given as { id?: unknown; trialEndsOn?: unknown }) : {};
  const index = Math.max(
    0,
    WEBSITE_PLANS.findIndex((p) => p.id === raw.id),
  );
  const plan = WEBSITE_PLANS[index]!;
  const trialEndsOn =
    plan.id === 'trial' && typeof raw.trialEndsOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.trialEndsOn)
      ? raw.trialEndsOn
      : undefined;
  // The trial gives every feature for a while, but what it keeps is only its own.
  const includes = WEBSITE_PLANS.slice(0, index + 1).flatMap((p) => p.adds);
  return { plan, ...(trialEndsOn ? { trialEndsOn } : {}), includes, upgrades: WEBSITE_PLANS.slice(index + 1) };
}
