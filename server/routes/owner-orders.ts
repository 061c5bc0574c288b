/**
 * The orders panel's calls: the list (newest first, search by email or number), one order, and
 * marking it shipped, which emails the buyer the shipping notice (the site's template) once per
 * tracking number.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { validate } from '../commerce';
import { sendShippingNotice } from '../commerce-mail';
import { readJson, safeString } from '../http';
import { HttpError } from '../http-error';
import { OWNER_MESSAGES, allow, listOrders, markShipped, orderDetail, type OwnerDb, type OwnerEnv } from '../owner';
import type { MiddlewareHandler } from 'hono';
import type { Mailer } from '../mail';
import type { OrderDetail, OrdersPage, ShippedOrder } from '../../domain';

const ListQuery = v.object({
  q: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(254, 'Search text is too long.'),
      v.check((s) => !s.includes('\0'), 'Search text is not valid.'),
    ),
  ),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(2000))),
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
    .get('/api/owner/orders', auth, allow('orders.read'), async (c) =>
      c.json<OrdersPage>(await listOrders(db(), c.get('site').id, validate(ListQuery, c.req.query()))),
    )
    .get('/api/owner/orders/:orderNumber', auth, allow('orders.read'), async (c) => {
      const number = orderNumberOf(c.req.param('orderNumber'));
      const order = number === undefined ? undefined : await orderDetail(db(), c.get('site').id, number);
      if (!order) throw new HttpError(404, OWNER_MESSAGES.unknownOrder);
      return c.json<OrderDetail>(order);
    })
    .post('/api/owner/orders/:orderNumber/shipment', auth, allow('orders.fulfil'), async (c) => {
      const number = orderNumberOf(c.req.param('orderNumber'));
      const body = await readJson(c, Shipment);
      const shipment = Object.fromEntries(Object.entries(body).filter(([, value]) => value)) as typeof body;
      const site = c.get('site');
      const orderId = number === undefined ? undefined : await markShipped(db(), site.id, number, shipment);
      if (!orderId) throw new HttpError(404, OWNER_MESSAGES.unknownOrder);
      const notified = await sendShippingNotice(
        { db: db(), mailer: mailer(), secret, origin: c.get('siteOrigin') },
        site,
        orderId,
        shipment,
      );
      const order = await orderDetail(db(), site.id, number!);
      return c.json<ShippedOrder>({ order: order!, notified });
    });
}
