/**
 * The subscription and donation emails, one function per kind. The renewal notice is the
 * site's `emails/subscription-renewal.html` template (a designer edits it like a page, and
 * the preview page shows it); the others are short plain notes. Each mail's key makes a
 * re-run of the scheduler send it once.
 *
 * Each is written in its buyer's language (issue 25): a subscription's, the language its order
 * was placed in (`subscriptionLanguage`); a donation's, the language of the page it was given
 * on. Their words are that language's catalogue (domain/interface-words), the renewal notice's
 * subject the owner's translation when there is one, and their links lead to its pages.
 *
 * @module
 */
import {
  cachedDateTimeFormat,
  fillWords,
  formatCents,
  interfaceWords,
  siteLanguage,
  translateMessage,
  type SiteLanguage,
} from '../../domain';
import { renewalMessage } from '../commerce-mail/send-emails';
import { storeOf } from '../commerce-mail/render-email';
import { emailWords } from '../commerce-mail/email-words';
import { stripHtml } from '../pages/strip-html';
import { storeSettings } from '../commerce/store-settings';
import { localizedSite } from '../site-settings/localized-site';
import { orderLanguage } from '../translations/page-language';
import { siteTimeZone } from '../tracking/analytics-range';
import type { Sql } from '../db';
import type { MailMessage } from '../mail/types';
import { siteOrigin } from '../sites/site-origin';
import type { Site } from '../sites/types';
import type { SubscriptionRow } from './records';

/** Money as the pages of the site `site` (a language's view, or the site itself) show it. */
const money = (site: Site, cents: number, currency: string) =>
  formatCents(cents, currency, { locale: storeSettings(site).locale });
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The site as a buyer in `language` reads it, and that language's words. */
function inLanguage(site: Site, language: SiteLanguage | undefined) {
  const shown = localizedSite(site, language);
  const words = interfaceWords(shown.website.language);
  const title = typeof shown.website.siteTitle === 'string' ? shown.website.siteTitle : words.ourStore;
  return { shown, words, title };
}

/** The subscription's language: the one its first order was placed in, or undefined for the site's own. */
export async function subscriptionLanguage(db: Sql, s: SubscriptionRow): Promise<SiteLanguage | undefined> {
  return siteLanguage((await orderLanguage(db, s.websiteId, s.orderId)) ?? '');
}

/** A renewal was charged: the key is the cycle's, so a re-run never mails twice. */
export function renewalMail(
  site: Site,
  s: SubscriptionRow,
  cycle: number,
  orderNumber: number,
  nextRenewal: Date | null,
  renewedOn = new Date(),
  language?: SiteLanguage,
  /** Where the mail's links point (sites/site-origin.ts: the site's baseUrl or SITE_URL's pattern). */
  origin = siteOrigin(site),
): MailMessage {
  const key = `subscription-renewal:${s.id}:${cycle}`;
  const amountCents = s.unitPriceCents * s.quantity;
  const renewal = {
    to: s.email,
    key,
    productName: s.productName,
    amountCents,
    currency: s.currency,
    renewedOn,
    nextRenewal,
    cycle,
    totalCycles: s.plan.numBillingCycles,
    orderNumber,
  };
  const { shown, words, title } = inLanguage(site, language);
  const home = storeOf(shown, origin, language).url;
  const fromTemplate = renewalMessage(shown, origin, renewal, language);
  if (fromTemplate) return fromTemplate;
  // A site that has removed the template still tells its buyer.
  const product = s.productName;
  const lines = [
    fillWords(words.subscriptionRenewedText, { product, site: title }),
    fillWords(words.renewalOrderLine, {
      number: String(orderNumber),
      quantity: String(s.quantity),
      product,
      total: money(shown, amountCents, s.currency),
    }),
    nextRenewal ? fillWords(words.nextRenewalOn, { date: day(nextRenewal) }) : words.lastRenewal,
    `${words.yourAccount}: ${home}/account`,
  ];
  // The subject an owner may translate (EMAIL_SUBJECTS), as the template's <title> would be.
  const subject = stripHtml(
    emailWords(shown.website.language, { renewal: { productName: product } }, shown.localizedStrings.emailSubjects)
      .renewedSubject,
  );
  return { to: s.email, subject, text: lines.join('\n\n'), key };
}

/**
 * Why a renewal failed, in the buyer's words: the scheduler's own reasons and the payment
 * messages the catalogue holds are translated; a provider's message it does not hold is said
 * as "the payment did not go through" in another language than English.
 */
function reasonIn(reason: string, words: ReturnType<typeof interfaceWords>): string {
  const english = interfaceWords('en');
  if (words === english) return reason;
  const translated = translateMessage(reason, words);
  return translated !== reason || reason === words.renewalPaymentFailed ? translated : words.renewalPaymentFailed;
}

/** A renewal could not be made (declined, out of stock, product gone): the subscription stopped. */
export function renewalFailedMail(
  site: Site,
  s: SubscriptionRow,
  cycle: number,
  reason: string,
  language?: SiteLanguage,
): MailMessage {
  const { words, title } = inLanguage(site, language);
  const product = s.productName;
  const lines = [
    fillWords(words.renewalFailedText, { product, site: title, reason: reasonIn(reason, words) }),
    words.renewalFailedAgain,
  ];
  return {
    to: s.email,
    subject: fillWords(words.renewalFailedSubject, { product }),
    text: lines.join('\n\n'),
    key: `subscription-failed:${s.id}:${cycle}`,
  };
}

/**
 * The subscription was cancelled: by the buyer from the account page (said in that page's
 * language), or by the store (end-subscription.ts: in the language of the buyer's order). One
 * cancelled at the end of its paid period says until when access lasts, on the day the account
 * page shows (the site's time zone).
 */
export function subscriptionCancelledMail(site: Site, s: SubscriptionRow, language?: SiteLanguage): MailMessage {
  const { shown, words, title } = inLanguage(site, language);
  const product = s.productName;
  const lines = [fillWords(words.subscriptionCancelledText, { product, site: title })];
  if (s.accessUntil) {
    const dates = cachedDateTimeFormat(storeSettings(shown).locale, {
      dateStyle: 'medium',
      timeZone: siteTimeZone(site),
    });
    lines.push(fillWords(words.subscriptionCancelledAccessUntil, { date: dates.format(s.accessUntil) }));
  }
  return {
    to: s.email,
    subject: fillWords(words.subscriptionCancelledSubject, { product }),
    text: lines.join('\n\n'),
    key: `subscription-cancelled:${s.id}`,
  };
}

export function donationReceiptMail(
  site: Site,
  to: string,
  orderId: string,
  orderNumber: number,
  cents: number,
  currency: string,
  language?: SiteLanguage,
): MailMessage {
  const { shown, words, title } = inLanguage(site, language);
  const lines = [
    fillWords(words.donationReceiptText, { amount: money(shown, cents, currency), site: title }),
    fillWords(words.receiptNumber, { number: String(orderNumber) }),
  ];
  return {
    to,
    subject: fillWords(words.donationReceiptSubject, { site: title }),
    text: lines.join('\n\n'),
    key: `donation-receipt:${orderId}`,
  };
}
