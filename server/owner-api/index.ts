/**
 * Every owner call (README.md "Owner API"): sign-in, inventory, orders, subscriptions, form submissions,
 * restock notices, the outbox, API keys, analytics and comment moderation. Each call takes an API key or the owner session
 * and checks the caller's role (server/owner/credentials.ts); bodies that fail validation
 * answer 400 with `fieldErrors`.
 *
 * @module
 */
import { Hono } from 'hono';
import { ownerMarketingRoutes } from '../ad-pixel';
import { PayloadError, testPaymentProvider, type PaymentProvider } from '../commerce';
import { ownerCommentRoutes } from '../comments';
import { ownerFormRoutes } from '../forms';
import { HttpError } from '../http-error';
import { ownerInventoryRoutes } from '../inventory';
import { ownerOutboxRoutes } from '../mail';
import { ownerNewsletterRoutes } from '../newsletter';
import { ownerDashboardRoutes } from '../owner-dashboard';
import { orderChangeRoutes, ownerOrderRoutes } from '../orders';
import {
  OWNER_MESSAGES,
  ownerApiKeyRoutes,
  ownerAuth,
  ownerSessionRoutes,
  type OwnerDb,
  type OwnerEnv,
} from '../owner';
import { RESTOCK_PATH, ownerRestockRoutes } from '../restock';
import { ownerReviewRoutes } from '../reviews';
import { siteSettingsRoutes } from '../site-settings';
import { ownerSubscriptionRoutes } from '../subscriptions';
import { ownerAnalyticsRoutes } from '../tracking';
import type { Database, Sql } from '../db';
import type { Mailer } from '../mail';
import type { GuessLimit } from '../middleware/guess-limit';
import type { PageCache } from '../render/page-cache';
import type { AppEnv } from '../types';

/** The prefix of the owner calls (the inventory's and the session's, which span several paths, are mounted at it). */
const OWNER_API = '/api/owner';

export interface OwnerRoutesOptions {
  /** Owner calls need transactions: a Database. Without one every call answers 503. */
  db?: Sql;
  mailer?: Mailer;
  /** Dropped for the site when stock or inventory settings change. */
  cache?: PageCache;
  /** Signs newsletter unsubscribe links and sign-in device cookies (the server's COOKIE_SECRET). */
  secret: string;
  /** Sign-in attempts. @default a GuessLimit of its own */
  guesses?: GuessLimit;
  /** Gives refunds back (the one checkout charged through). @default the built-in test provider */
  payments?: PaymentProvider;
}

export function ownerRoutes(options: OwnerRoutesOptions): Hono<AppEnv> {
  const db: OwnerDb = () => {
    if (!options.db || !('transaction' in options.db)) throw new HttpError(503, OWNER_MESSAGES.noStore);
    return options.db as Database;
  };
  const mailer = (): Mailer => {
    if (!options.mailer) throw new HttpError(503, OWNER_MESSAGES.noStore);
    return options.mailer;
  };
  const auth = ownerAuth(db);
  const app = new Hono<OwnerEnv>();
  // Each family at its own prefix. Most answer under /api/owner; restock's owner calls sit
  // beside the visitors' sign-up (RESTOCK_PATH), and the site settings under /api, as the
  // editor the owner app copies calls them there (spec §7).
  app.route(OWNER_API, ownerSessionRoutes(db, auth, options.secret, options.guesses));
  app.route(OWNER_API, ownerInventoryRoutes(db, auth, mailer, options.cache));
  app.route(`${OWNER_API}/orders`, ownerOrderRoutes(db, auth, mailer, options.secret));
  app.route(`${OWNER_API}/orders`, orderChangeRoutes(db, auth, mailer, options.payments ?? testPaymentProvider()));
  app.route(`${OWNER_API}/subscriptions`, ownerSubscriptionRoutes(db, auth, mailer));
  app.route(`${OWNER_API}/forms`, ownerFormRoutes(db, auth));
  app.route(RESTOCK_PATH, ownerRestockRoutes(db, auth, mailer));
  app.route(`${OWNER_API}/outbox`, ownerOutboxRoutes(mailer, auth));
  app.route(`${OWNER_API}/api-keys`, ownerApiKeyRoutes(db, auth));
  app.route(`${OWNER_API}/analytics`, ownerAnalyticsRoutes(db, auth));
  app.route('/api', siteSettingsRoutes(db, auth, options.cache));
  app.route(`${OWNER_API}/settings/marketing`, ownerMarketingRoutes(db, auth, options.cache));
  app.route(`${OWNER_API}/reviews`, ownerReviewRoutes(db, auth, options.cache));
  app.route(`${OWNER_API}/newsletter`, ownerNewsletterRoutes(db, auth, mailer, options.secret));
  app.route(`${OWNER_API}/comments`, ownerCommentRoutes(db, auth, options.cache));
  app.route(`${OWNER_API}/dashboard`, ownerDashboardRoutes(db, auth));
  app.onError((error, c) => {
    if (error instanceof PayloadError) return c.json({ error: error.message, fieldErrors: error.fieldErrors }, 400);
    throw error;
  });
  return app as unknown as Hono<AppEnv>;
}
