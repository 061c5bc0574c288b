/**
 * The orders panel's calls: the list (newest first, search by email or number, filtered by
 * status), one order (with its refunds and cancellation: server/orders/), and
 * marking it shipped, which emails the buyer the shipping notice (the site's template) once per
 * tracking number.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { validate } from '../commerce/payload-error';
import { sendShippingNotice } from '../commerce-mail/send-emails';
import { readJson, safeString } from '../http';
import { HttpError } from '../http-error';
import { OWNER_MESSAGES } from '../owner/messages';
import { allow, type OwnerDb, type OwnerEnv } from '../owner/credentials';
import { describeOrder } from './describe-order';
import { listOrders, markShipped } from './owner-orders';
import type { MiddlewareHandler } from 'hono';
import type { Mailer } from '../mail/types';
import { ORDER_FILTERS, type OrderDetail, type OrdersPage, type ShippedOrder } from '../../domain';

const ListQuery = v.object({
  q: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(254, 'Search text is too long.'),
      v.check((s) => !s.includes('\0'), 'Search text is not valid.'),
    ),
  ),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  status: v.optional(v.picklist(ORDER_FILTERS, `The status must be one of ${ORDER_FILTERS.join(', ')}.`)),
});

const optionalText = (max: number, what: string) =>
  v.optional(
    v.pipe(
      safeString(`${what} must be text.`),
      v.trim(),
      v.maxLength(max, `${what} must be at most ${max} characters.`),
    ),
  );

/** The shipment the owner gives; a tracking link must be a web address (never javascript: and the like). */
const Shipment = v.object({
  carrier: optionalText(60, 'The carrier'),
  trackingNumber: optionalText(100, 'The tracking number'),
  trackingUrl: v.optional(
    v.pipe(
      safeString('The tracking link must be text.'),
      v.trim(),
      v.maxLength(500, 'The tracking link must be at most 500 characters.'),
      v.check(
        (url) => url === '' || /^https?:\/\/[^\s/]+/i.test(url),
        'The tracking link must start with https:// or http://.',
      ),
    ),
  ),
});

const orderNumberOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : undefined);

export function ownerOrderRoutes(db: OwnerDb, auth: MiddlewareHandler<OwnerEnv>, mailer: () => Mailer, secret: string) {
  return new Hono<OwnerEnv>()
    .get('/', auth, allow('orders.read'), async (c) =>
      c.json<OrdersPage>(await listOrders(db(), c.get('site').id, validate(ListQuery, c.req.query()))),
    )
    .get('/:orderNumber', auth, allow('orders.read'), async (c) => {
      const number = orderNumberOf(c.req.param('orderNumber'));
      const order = number === undefined ? undefined : await describeOrder(db(), c.get('site'), number);
      if (!order) throw new HttpError(404, OWNER_MESSAGES.unknownOrder);
      return c.json<OrderDetail>(order);
    })
    .post('/:orderNumber/shipment', auth, allow('orders.fulfil'), async (c) => {
      const number = orderNumberOf(c.req.param('orderNumber'));
      const body = await readJson(c, Shipment);
      const shipment = Object.fromEntries(Object.entries(body).filter(([, value]) => value)) as typeof body;
      const site = c.get('site');
      const orderId = number === undefined ? undefined : await markShipped(db(), site.id, number, shipment);
      if (orderId === undefined) throw new HttpError(404, OWNER_MESSAGES.unknownOrder);
      if (orderId === null) throw new HttpError(409, OWNER_MESSAGES.nothingToShip);
      const notified = await sendShippingNotice(
        { db: db(), mailer: mailer(), secret, origin: c.get('siteOrigin') },
        site,
        orderId,
        shipment,
      );
      const order = await describeOrder(db(), site, number!);
      return c.json<ShippedOrder>({ order: order!, notified });
    });
}
