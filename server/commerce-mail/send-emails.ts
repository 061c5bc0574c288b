/**
 * One function per commerce email (issue 15), each rendered from its template and sent through
 * the mailer (server/mail/), keyed so a retried job never mails anyone twice:
 * - `sendOrderConfirmation` after checkout, with a signed review link per product (checkout's
 *   `sendOrderEmails` also mails the owners' new-order notice, owner-order-notice.ts),
 * - `sendShippingNotice` when an order ships,
 * - `sendGiftCardDelivery` for each gift card an order issues,
 * - `sendRenewalNotice` for each renewal of a subscription (the renewal scheduler calls it).
 * An order's mails go out in the language it was placed in (orders.language, issue 25), their
 * links (`store.url`) under that language's home.
 * Each resolves true when it wrote a mail, false when that mail was sent before.
 */
import { cachedDateTimeFormat, fillWords, formatCents, interfaceWords, type SiteLanguage } from '../../domain';
import { lineNamesIn } from '../orders/line-names';
import { shippingNamesIn } from '../orders/shipping-names';
import { reviewRequestPath } from '../reviews/review-link';
import { storeSettings } from '../commerce/store-settings';
import { renderEmail, storeOf, type EmailKind } from './render-email';
import { sendOwnerOrderNotice } from './owner-order-notice';
import { orderOf } from './order-of';
import { localizedSite } from '../site-settings/localized-site';
import { orderLanguage } from '../translations/page-language';
import { siteLanguage } from '../../domain';
import type { Sql } from '../db';
import type { MailMessage } from '../mail/types';
import type { Json, Site } from '../sites/types';
import type { Shipment } from '../../domain';

import type { MailDeps } from './mail-deps';
export type { MailDeps };

export interface GiftCardMail {
  to: string;
  code: string;
  amountCents: number;
  currency: string;
  message?: string;
}

export interface RenewalMail {
  to: string;
  productName: string;
  amountCents: number;
  currency: string;
  /** When this renewal was charged. */
  renewedOn: Date;
  /** The next renewal, or null after the last cycle. */
  nextRenewal: Date | null;
  /** 2 for the first renewal (the order was cycle 1); with `totalCycles` 0 for indefinite. */
  cycle: number;
  totalCycles: number;
  orderNumber?: number;
  /** Unique per renewal (for example `renewal:<subscription id>:<cycle>`), so it is mailed once. */
  key: string;
}

async function send(
  deps: MailDeps,
  site: Site,
  kind: EmailKind,
  to: string,
  key: string,
  context: Json,
  language?: SiteLanguage,
): Promise<boolean> {
  const email = renderEmail(site, kind, { store: storeOf(site, deps.origin, language), ...context });
  if (!email) throw new Error(`The site ${site.id} has no template emails/${kind}.html`);
  return deps.mailer.send(site.id, { to, subject: email.subject, text: email.text, html: email.html, key });
}

/** The order's products, once each, with the signed link to review each. */
async function reviewLinks(
  deps: MailDeps,
  site: Site,
  orderId: string,
  nameOf: (itemId: string, stored: string) => string = (_itemId, stored) => stored,
): Promise<{ productName: string; url: string }[]> {
  const lines = await deps.db.query<{ item_id: string; product_name: string }>(
    'select item_id, min(product_name) as product_name from order_lines where website_id = $1 and order_id = $2 group by item_id order by min(line_no)',
    [site.id, orderId],
  );
  return lines.map((line) => ({
    productName: nameOf(line.item_id, line.product_name),
    url: `${deps.origin}${reviewRequestPath(deps.secret, site.id, { orderId, itemId: line.item_id })}`,
  }));
}

/**
 * The site as the order's buyer read it: in the language the order was placed in (its words,
 * subjects included, and the owner's translations), else in the site's own; and that language
 * (undefined: the site's own), whose home the mail's links lead to.
 */
export async function orderReader(
  deps: { db: Sql },
  site: Site,
  orderId: string,
): Promise<{ site: Site; language: SiteLanguage | undefined }> {
  const language = siteLanguage((await orderLanguage(deps.db, site.id, orderId)) ?? '');
  return { site: localizedSite(site, language), language };
}

export async function sendOrderConfirmation(deps: MailDeps, ordered: Site, orderId: string): Promise<boolean> {
  const { site, language } = await orderReader(deps, ordered, orderId);
  const names = lineNamesIn(ordered, language);
  // Its shipping line names the option and reads as free at zero, as the confirmation page's does.
  const order = await orderOf(deps, site, orderId, names, shippingNamesIn(ordered, language));
  return send(
    deps,
    site,
    'order-confirmation',
    order.email,
    `order-confirmation:${orderId}`,
    { order, reviewLinks: await reviewLinks(deps, site, orderId, names) },
    language,
  );
}

export async function sendShippingNotice(
  deps: MailDeps,
  ordered: Site,
  orderId: string,
  shipment: Shipment,
): Promise<boolean> {
  const { site, language } = await orderReader(deps, ordered, orderId);
  const order = await orderOf(deps, site, orderId, lineNamesIn(ordered, language));
  return send(
    deps,
    site,
    'shipping-notice',
    order.email,
    `shipping-notice:${orderId}:${shipment.trackingNumber ?? ''}`,
    { order, shipment: { ...shipment } },
    language,
  );
}

/** `site`: as the buyer reads it (the order's language's view, `language`). */
export async function sendGiftCardDelivery(
  deps: MailDeps,
  site: Site,
  card: GiftCardMail,
  language?: SiteLanguage,
): Promise<boolean> {
  const amountText = formatCents(card.amountCents, card.currency, { locale: storeSettings(site).locale });
  return send(
    deps,
    site,
    'gift-card-delivery',
    card.to,
    `gift-card:${card.code}`,
    { giftCard: { code: card.code, amountText, ...(card.message ? { message: card.message } : {}) } },
    language,
  );
}

/** `site`: as the buyer reads it (the subscription's language's view, `language`). */
export async function sendRenewalNotice(
  deps: MailDeps,
  site: Site,
  renewal: RenewalMail,
  language?: SiteLanguage,
): Promise<boolean> {
  return send(
    deps,
    site,
    'subscription-renewal',
    renewal.to,
    renewal.key,
    { renewal: renewalContext(site, renewal) },
    language,
  );
}

/**
 * The renewal notice as a message, for a caller that sends it inside its own transaction (the
 * renewal scheduler writes the order and its mail together); undefined when the site has no
 * such template.
 */
export function renewalMessage(
  site: Site,
  origin: string,
  renewal: RenewalMail,
  language?: SiteLanguage,
): MailMessage | undefined {
  const email = renderEmail(site, 'subscription-renewal', {
    store: storeOf(site, origin, language),
    renewal: renewalContext(site, renewal),
  });
  return email && { to: renewal.to, subject: email.subject, text: email.text, html: email.html, key: renewal.key };
}

export function renewalContext(site: Site, renewal: Omit<RenewalMail, 'to' | 'key'>): Json {
  const { locale } = storeSettings(site);
  const timeZone = typeof site.website.timeZone === 'string' ? site.website.timeZone : 'America/New_York';
  const day = cachedDateTimeFormat(locale, { dateStyle: 'long', timeZone });
  return {
    productName: renewal.productName,
    amountText: formatCents(renewal.amountCents, renewal.currency, { locale }),
    renewedOnText: day.format(renewal.renewedOn),
    nextRenewalText: renewal.nextRenewal ? day.format(renewal.nextRenewal) : '',
    cycleText:
      renewal.totalCycles > 0
        ? fillWords(interfaceWords(site.website.language).renewalPaymentOf, {
            cycle: String(renewal.cycle),
            total: String(renewal.totalCycles),
          })
        : '',
    ...(renewal.orderNumber ? { orderNumber: renewal.orderNumber } : {}),
  };
}

/** After checkout: the confirmation, the owners' new-order notice, then each gift card the order issued. */
export async function sendOrderEmails(deps: MailDeps, ordered: Site, orderId: string): Promise<void> {
  await sendOrderConfirmation(deps, ordered, orderId);
  await sendOwnerOrderNotice(deps, ordered, orderId);
  const { site, language } = await orderReader(deps, ordered, orderId);
  const cards = await deps.db.query<{ code: string; initial_cents: number }>(
    'select code, initial_cents from gift_cards where website_id = $1 and order_id = $2 order by code',
    [site.id, orderId],
  );
  if (cards.length === 0) return;
  const [order] = await deps.db.query<{ email: string; currency: string }>(
    'select email, currency from orders where website_id = $1 and id = $2',
    [site.id, orderId],
  );
  for (const card of cards)
    await sendGiftCardDelivery(
      deps,
      site,
      {
        to: order!.email,
        code: card.code,
        amountCents: Number(card.initial_cents),
        currency: order!.currency,
      },
      language,
    );
}
