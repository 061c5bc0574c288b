/** The orders panel's calls: the list (newest first, search by email or number) and one order. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { validate } from '../commerce';
import { HttpError } from '../http-error';
import { OWNER_MESSAGES, allow, listOrders, orderDetail, type OwnerDb, type OwnerEnv } from '../owner';
import type { MiddlewareHandler } from 'hono';

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

export function ownerOrderRoutes(db: OwnerDb, auth: MiddlewareHandler<OwnerEnv>): Hono<OwnerEnv> {
  return new Hono<OwnerEnv>()
    .get('/api/owner/orders', auth, allow('orders.read'), async (c) =>
      c.json(await listOrders(db(), c.get('site').id, validate(ListQuery, c.req.query()))),
    )
    .get('/api/owner/orders/:orderNumber', auth, allow('orders.read'), async (c) => {
      const text = c.req.param('orderNumber');
      const order = /^\d{1,9}$/.test(text) ? await orderDetail(db(), c.get('site').id, Number(text)) : undefined;
      if (!order) throw new HttpError(404, OWNER_MESSAGES.unknownOrder);
      return c.json(order);
    });
}
