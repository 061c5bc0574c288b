/**
 * The store owner's new-order notice: after checkout (beside the buyer's confirmation), each of
 * the site's owner accounts whose role may see orders (`orders.read`) gets the order's items,
 * totals, buyer and a link to it in the owner app. The owner's side reads in the site's own
 * language, whatever language the buyer ordered in, so the order is read with the site's words
 * and money format (the order view the buyer's mails use) and the stored product names.
 * Each line names its product and variant as the buyer's confirmation does ("Canvas Field
 * Jacket — Size: M, Colour: Olive"), its SKU beneath. The buyer's mails are the designer's
 * templates; this one is the platform's own (owner-order-notice-template.ts), rendered and
 * escaped by the same engine, its subject and text part taken from the HTML as theirs are.
 */
import { catalogueOf, fillWords, roleCan, roleName } from '../../domain';
import { shippingNamesIn } from '../orders/shipping-names';
import { mailParts } from './render-email';
import { OWNER_ORDER_NOTICE } from './owner-order-notice-template';
import { orderOf } from './order-of';
import type { OrderView } from '../render/order-view';
import type { Sql } from '../db';
import type { MailMessage } from '../mail/types';
import type { Site } from '../sites/types';
import type { MailDeps } from './mail-deps';

/** The addresses of the site's owners whose role may see orders. */
export async function orderReaders(db: Sql, siteId: string): Promise<string[]> {
  const owners = await db.query<{ email: string; role: number }>(
    'select email, role from owners where website_id = $1 order by email',
    [siteId],
  );
  return owners
    .filter((o) => {
      const role = roleName(Number(o.role));
      return role !== undefined && roleCan(role, 'orders.read');
    })
    .map((o) => o.email);
}

/** The buyer's name as the order's shipping address gives it ('' for an order with nothing shipped). */
async function buyerName(db: Sql, siteId: string, orderId: string): Promise<string> {
  const [row] = await db.query<{ name: string | null }>(
    "select shipping_address->>'name' as name from orders where website_id = $1 and id = $2",
    [siteId, orderId],
  );
  return row?.name?.trim() ?? '';
}

/** The order's page in the owner app, under the site's own origin. */
export function ownerOrderUrl(origin: string, orderNumber: number): string {
  return `${origin}/config/orders/${orderNumber}`;
}

/** The notice's subject, HTML and text, in the site's own language. */
export function ownerOrderMail(
  site: Site,
  order: OrderView,
  buyer: string,
  origin: string,
): Pick<MailMessage, 'subject' | 'text' | 'html'> {
  const words = catalogueOf(site.website.language).emails;
  const title = fillWords(words.ownerNewOrderSubject, { number: order.orderNumber, total: order.grandTotalText });
  const subject = order.testMode ? `[${words.ownerTestOrder}] ${title}` : title;
  const rendered = OWNER_ORDER_NOTICE.render(
    {
      subject,
      lines: order.items.map((i) => ({
        name: i.variantText ? `${i.productName} — ${i.variantText}` : i.productName,
        quantity: i.quantity,
        lineTotalText: i.lineTotalText,
        skuText: fillWords(words.ownerSku, { sku: i.sku }),
      })),
      totals: order.totals,
      totalLabel: words.total,
      grandTotalText: order.grandTotalText,
      orderedBy: fillWords(words.ownerOrderedBy, { buyer: buyer ? `${buyer} <${order.email}>` : order.email }),
      openOrder: words.ownerOpenOrder,
      orderUrl: ownerOrderUrl(origin, order.orderNumber),
    },
    { locale: null },
  );
  return mailParts(rendered.output, subject);
}

/** Mails the notice of order `orderId` to each owner who may see it, once each (keyed). */
export async function sendOwnerOrderNotice(deps: MailDeps, site: Site, orderId: string): Promise<void> {
  const to = await orderReaders(deps.db, site.id);
  if (to.length === 0) return;
  // The site's language: its totals' labels, and the shipping option's name as the site names it.
  const order = await orderOf(deps, site, orderId, undefined, shippingNamesIn(site, undefined));
  const mail = ownerOrderMail(site, order, await buyerName(deps.db, site.id, orderId), deps.origin);
  for (const address of to)
    await deps.mailer.send(site.id, { to: address, ...mail, key: `owner-new-order:${orderId}:${address}` });
}
