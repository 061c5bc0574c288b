/**
 * The commerce JSON APIs: cart calls, checkout, the subscription cart and stock (spec §7;
 * README "Cart API"). State-changing calls are rate limited per visitor; bodies that fail
 * validation answer 400 with `fieldErrors`; other failures go to the app's error handler.
 *
 * @module
 */
import { Hono } from 'hono';
import { COMMERCE_MESSAGES } from './messages';
import { PayloadError } from './payload-error';
import { testPaymentProvider } from './payments/test-provider';
import { HttpError } from '../http-error';
import { cartRoutes } from './cart-routes';
import { checkoutRoutes } from './checkout-routes';
import type { PaymentProvider } from './payments/provider';
import type { Database, Sql } from '../db';
import type { AppEnv } from '../types';
import type { Logger } from '../logger';
import type { AfterOrder } from './checkout-routes';

export interface CommerceRoutesOptions {
  /** Carts need transactions: a Database, not a bare Sql. Without one every call answers 503. */
  db?: Sql;
  /** The server's secret: the `order` cookie proves the order with it. */
  secret: string;
  /** @default the built-in test provider */
  payments?: PaymentProvider;
  /** After an order is placed: its emails (issue 15). A failure is logged; the order stands. */
  afterOrder?: AfterOrder;
  log?: Logger;
}

export function commerceRoutes(options: CommerceRoutesOptions): Hono<AppEnv> {
  const db = (): Database => {
    if (!options.db || !('transaction' in options.db)) throw new HttpError(503, COMMERCE_MESSAGES.noStore);
    return options.db as Database;
  };
  // Rate limited by createApp's one limiter on every state-changing call (server/app.ts).
  const app = new Hono<AppEnv>();
  app.route('/api/commerce/shopping-cart', cartRoutes(db));
  // Checkout answers under three prefixes (/api/commerce/checkout, the subscription cart of
  // /api/3/commerce, the stock check of /api/commerce/inventory), as the islands call them.
  app.route(
    '/',
    checkoutRoutes(db, options.payments ?? testPaymentProvider(), options.secret, options.afterOrder, options.log),
  );
  app.onError((error, c) => {
    if (error instanceof PayloadError) return c.json({ error: error.message, fieldErrors: error.fieldErrors }, 400);
    throw error;
  });
  return app;
}
