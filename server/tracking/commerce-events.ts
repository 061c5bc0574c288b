/**
 * Commerce analytics events (add to cart, remove from cart), recorded on the server as the
 * cart calls succeed, so they need no client code and cannot be lost with a closing tab. The
 * visitor is the tracking client's visit record cookie, when the policy lets it exist.
 * Product page visits and cart views are page views (record type 11, page type 200).
 */
import { getCookie } from 'hono/cookie';
import { TRACKING_COOKIES } from '../../domain';
import { readJsonBody } from '../http';
import { recordEvent } from './record';
import type { MiddlewareHandler } from 'hono';
import type { IngestQueue } from './ingest';
import type { AppEnv } from '../types';

export const COMMERCE_EVENTS = { addToCart: 'add_to_cart', removeFromCart: 'remove_from_cart' } as const;

const ENTRIES = '/api/commerce/shopping-cart/entries';

export function commerceEvents(ingest: IngestQueue | undefined): MiddlewareHandler<AppEnv> {
  return async function commerceEvents(c, next) {
    await next();
    if (!ingest || c.res.status !== 200) return;
    const { method, path } = c.req;
    const visitor = getCookie(c, TRACKING_COOKIES.visitRecord.name);
    const record = (name: string, data: Record<string, unknown>) =>
      recordEvent(ingest, c.get('site').id, { kind: 'commerce', name, visitor, data });
    if (method === 'POST' && path === ENTRIES) {
      const body = (await readJsonBody(c).catch(() => null)) as {
        itemId?: unknown;
        sku?: unknown;
        quantity?: unknown;
      } | null;
      if (typeof body?.itemId === 'string')
        record(COMMERCE_EVENTS.addToCart, {
          itemId: body.itemId,
          sku: typeof body.sku === 'string' ? body.sku : null,
          quantity: Number(body.quantity) || 1,
        });
    } else if (path.startsWith(`${ENTRIES}/`) && !path.endsWith('/additionalFields')) {
      const entryId = path.slice(ENTRIES.length + 1);
      if (method === 'DELETE') record(COMMERCE_EVENTS.removeFromCart, { entryId });
      else if (method === 'PUT') {
        const body = (await readJsonBody(c).catch(() => null)) as { quantity?: unknown } | null;
        if (Number(body?.quantity) === 0) record(COMMERCE_EVENTS.removeFromCart, { entryId });
      }
    }
  };
}
