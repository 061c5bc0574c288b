/**
 * A site user's subscriptions as their account page shows them: the plan in the words of the
 * product price (domain/subscription.ts, the site's localized strings), the state, and the next
 * renewal date (or, cancelled at the end of the paid period, until when access lasts, or once that
 * date has passed, when it ended), in the language of the site as the page shows it (`shown`: localizedSite).
 *
 * @module
 */
import {
  cachedDateTimeFormat,
  fillWording,
  fillWords,
  formatCents,
  interfaceWords,
  subscriptionWording,
  translateMessage,
} from '../../domain';
import { heldUntil, listUserSubscriptions, type SubscriptionRow } from './records';
import type { AccountSubscription, InterfaceWords, SiteLanguage } from '../../domain';
import { storeSettings } from '../commerce/store-settings';
import { lineNamesIn } from '../orders/line-names';
import { localizedSite } from '../site-settings/localized-site';
import { siteTimeZone } from '../tracking/analytics-range';
import type { Sql } from '../db';
import type { Json, Site } from '../sites/types';

const STATUS_WORD: Record<SubscriptionRow['status'], keyof InterfaceWords> = {
  active: 'subscriptionActive',
  cancelled: 'subscriptionCancelled',
  completed: 'subscriptionCompleted',
  stopped: 'subscriptionStopped',
};

/** The owner's wording of `key` in the site's localized strings, else `fallback`. */
function localized(site: Site | undefined, key: string, fallback: string): string {
  const value = (site?.localizedStrings as Json | undefined)?.[key];
  return typeof value === 'string' && value ? value : fallback;
}

export function accountSubscription(
  s: SubscriptionRow,
  locale = 'en-US',
  timeZone = 'America/New_York',
  /** The site as the page shows it: its language's words and price wording. */
  shown?: Site,
  /** The clock as the page is made: an access date it has passed reads as ended. */
  now: Date = new Date(),
): AccountSubscription {
  const words = interfaceWords(shown?.website.language ?? locale);
  const plan = {
    structuredContent: {
      subscriptionPlan: {
        billingPeriod: { value: s.plan.value, unit: s.plan.unit },
        numBillingCycles: s.plan.numBillingCycles,
      },
    },
  };
  const wording = subscriptionWording(plan, false);
  const price = formatCents(s.unitPriceCents * s.quantity, s.currency, { locale });
  const date = cachedDateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const dateText =
    s.status === 'active' && s.nextRenewalAt
      ? fillWords(words.subscriptionRenewsOn, { date: date.format(s.nextRenewalAt) })
      : s.status === 'cancelled' && s.accessUntil
        ? fillWords(heldUntil(s.accessUntil, now) ? words.subscriptionAccessUntil : words.subscriptionAccessEnded, {
            date: date.format(s.accessUntil),
          })
        : s.status === 'completed'
          ? fillWords(words.subscriptionPaidThrough, { date: date.format(s.paidThrough) })
          : s.stopReason
            ? fillWords(words.subscriptionStoppedBecause, { reason: translateMessage(s.stopReason, words) })
            : '';
  return {
    id: s.id,
    productName: s.productName,
    quantity: s.quantity,
    planText: wording
      ? fillWording(localized(shown, wording.key, wording.text), {
          price,
          billingPeriodValue: wording.billingPeriodValue,
          duration: wording.duration,
        })
      : localized(shown, 'productPriceUnavailable', 'Unavailable'),
    status: s.status,
    statusText: words[STATUS_WORD[s.status]],
    dateText,
    cancellable: s.status === 'active',
  };
}

/**
 * Subscriptions as the account page in `language` (undefined: the site's own) shows them: dates
 * and money in that language's locale and the site's time zone, the plan in its words, and the
 * product by its translated title while it is sold under the name the subscription stored
 * (lineNamesIn, as the page's order lines).
 */
export function accountSubscriptionsIn(
  site: Site,
  language: SiteLanguage | undefined,
): (s: SubscriptionRow) => AccountSubscription {
  const shown = localizedSite(site, language);
  const locale = storeSettings(shown).locale;
  const timeZone = siteTimeZone(site);
  const nameOf = lineNamesIn(site, language);
  return (s) => ({ ...accountSubscription(s, locale, timeZone, shown), productName: nameOf(s.itemId, s.productName) });
}

export async function readAccountSubscriptions(
  db: Sql,
  site: Site,
  siteUserId: string,
  language: SiteLanguage | undefined,
): Promise<AccountSubscription[]> {
  return (await listUserSubscriptions(db, site.id, siteUserId)).map(accountSubscriptionsIn(site, language));
}
