/**
 * The buyer's mail about a refund or cancellation (`templates/emails/order-update.html`),
 * written to the outbox inside the change's transaction and keyed by the change, so it goes
 * out once, and only for a change that committed.
 */
import { formatCents, interfaceWords } from '../../domain';
import { lineNamesIn } from './line-names';
import { renderEmail, storeOf } from '../commerce-mail/render-email';
import { orderReader } from '../commerce-mail/send-emails';
import { storeSettings } from '../commerce/store-settings';
import { readOrderView } from '../render/order-view';
import type { Sql } from '../db';
import type { Mailer } from '../mail';
import type { Site } from '../sites/types';
import type { OrderChange } from '../../domain';

/** False when the site has no such template (nothing is mailed) or the change was mailed before. */
export async function writeChangeNotice(
  tx: Sql,
  deps: { mailer: Mailer; origin: string },
  ordered: Site,
  orderId: string,
  change: OrderChange,
): Promise<boolean> {
  // In the language the order was placed in, as its other mails (its subject translated too, its links under its home).
  const { site, language } = await orderReader({ db: tx }, ordered, orderId);
  const { locale } = storeSettings(site);
  const order = await readOrderView(
    tx,
    site.id,
    orderId,
    locale,
    interfaceWords(site.website.language),
    lineNamesIn(ordered, language),
  );
  if (!order) return false;
  const email = renderEmail(site, 'order-update', {
    store: storeOf(site, deps.origin, language),
    order,
    change: changeContext(change, order.currency, locale),
  });
  if (!email) return false;
  return deps.mailer.send(
    site.id,
    { to: order.email, subject: email.subject, text: email.text, html: email.html, key: `order-change:${change.id}` },
    tx,
  );
}

/** The change as the template reads it. */
export function changeContext(
  change: Pick<OrderChange, 'kind' | 'amountCents' | 'reason'>,
  currency: string,
  locale: string,
) {
  return {
    cancelled: change.kind === 'cancel',
    amountText: change.amountCents > 0 ? formatCents(change.amountCents, currency, { locale }) : '',
    reason: change.reason,
  };
}
