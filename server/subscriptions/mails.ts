/**
 * The subscription and donation emails, one function per kind. The renewal notice is the
 * site's `emails/subscription-renewal.html` template (a designer edits it like a page, and
 * the preview page shows it); the others are short plain notes. Each mail's key makes a
 * re-run of the scheduler send it once.
 *
 * @module
 */
import { formatCents } from '../../domain';
import { renewalMessage } from '../commerce-mail/send-emails';
import { storeSettings } from '../commerce/store-settings';
import type { MailMessage } from '../mail/types';
import type { Site } from '../sites/types';
import type { SubscriptionRow } from './records';

const siteTitle = (site: Site) => (typeof site.website.siteTitle === 'string' ? site.website.siteTitle : 'our store');
/** Money in the store's own locale, as its pages show it. */
const money = (site: Site, cents: number, currency: string) =>
  formatCents(cents, currency, { locale: storeSettings(site).locale });
const day = (date: Date) => date.toISOString().slice(0, 10);

/** Where links in a mail sent without a request point: the site's first host name. */
const originOf = (site: Site) => `http://${site.hosts[0] ?? 'localhost'}`;

/** A renewal was charged: the key is the cycle's, so a re-run never mails twice. */
export function renewalMail(
  site: Site,
  s: SubscriptionRow,
  cycle: number,
  orderNumber: number,
  nextRenewal: Date | null,
  renewedOn = new Date(),
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
  const fromTemplate = renewalMessage(site, originOf(site), renewal);
  if (fromTemplate) return fromTemplate;
  // A site that has removed the template still tells its buyer.
  const total = money(site, s.unitPriceCents * s.quantity, s.currency);
  const lines = [
    `Your subscription to ${s.productName} at ${siteTitle(site)} has renewed.`,
    `Order ${orderNumber}: ${s.quantity} × ${s.productName}, ${total} charged.`,
    nextRenewal
      ? `Next renewal: ${day(nextRenewal)}. You can cancel at any time from your account.`
      : 'This was the last payment of your subscription.',
  ];
  return { to: s.email, subject: `Your ${s.productName} subscription has renewed`, text: lines.join('\n\n'), key };
}

/** A renewal could not be made (declined, out of stock, product gone): the subscription stopped. */
export function renewalFailedMail(site: Site, s: SubscriptionRow, cycle: number, reason: string): MailMessage {
  const lines = [
    `We could not renew your subscription to ${s.productName} at ${siteTitle(site)}: ${reason}`,
    'Your subscription has stopped. Subscribe again from the product page whenever you like.',
  ];
  return {
    to: s.email,
    subject: `Your ${s.productName} subscription has stopped`,
    text: lines.join('\n\n'),
    key: `subscription-failed:${s.id}:${cycle}`,
  };
}

export function subscriptionCancelledMail(site: Site, s: SubscriptionRow): MailMessage {
  const lines = [
    `Your subscription to ${s.productName} at ${siteTitle(site)} is cancelled. You will not be charged again.`,
  ];
  return {
    to: s.email,
    subject: `Your ${s.productName} subscription is cancelled`,
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
): MailMessage {
  const lines = [
    `Thank you for your contribution of ${money(site, cents, currency)} to ${siteTitle(site)}.`,
    `Receipt number: ${orderNumber}.`,
  ];
  return {
    to,
    subject: `Thank you for your contribution to ${siteTitle(site)}`,
    text: lines.join('\n\n'),
    key: `donation-receipt:${orderId}`,
  };
}
