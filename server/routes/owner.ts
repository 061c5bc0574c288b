/**
 * Every owner call (README.md "Owner API"): sign-in, inventory, orders, form submissions,
 * restock notices, the outbox, API keys, analytics and comment moderation. Each call takes an API key or the owner session
 * and checks the caller's role (server/owner/credentials.ts); bodies that fail validation
 * answer 400 with `fieldErrors`.
 *
 * @module
 */
import { Hono } from 'hono';
import { PayloadError } from '../commerce';
import { HttpError } from '../http-error';
import { OWNER_MESSAGES, ownerAuth, type OwnerDb, type OwnerEnv } from '../owner';
import { ownerAnalyticsRoutes } from './owner-analytics';
import { ownerApiKeyRoutes } from './owner-api-keys';
import { ownerCommentRoutes } from './owner-comments';
import { ownerFormRoutes } from './owner-forms';
import { ownerInventoryRoutes } from './owner-inventory';
import { ownerMarketingRoutes } from './owner-marketing';
import { ownerOrderRoutes } from './owner-orders';
import { ownerOutboxRoutes } from './owner-outbox';
import { ownerRestockRoutes } from './owner-restock';
import { ownerReviewRoutes } from './owner-reviews';
import { ownerNewsletterRoutes } from './owner-newsletter';
import { ownerSessionRoutes } from './owner-session';
import { siteSettingsRoutes } from './site-settings';
import type { Database, Sql } from '../db';
import type { Mailer } from '../mail';
import type { GuessLimit } from '../middleware/guess-limit';
import type { PageCache } from '../render/page-cache';
import type { AppEnv } from '../types';

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
  app.route('/', ownerSessionRoutes(db, auth, options.secret, options.guesses));
  app.route('/', ownerInventoryRoutes(db, auth, mailer, options.cache));
  app.route('/', ownerOrderRoutes(db, auth, mailer, options.secret));
  app.route('/', ownerFormRoutes(db, auth));
  app.route('/', ownerRestockRoutes(db, auth, mailer));
  app.route('/', ownerOutboxRoutes(mailer, auth));
  app.route('/', ownerApiKeyRoutes(db, auth));
  app.route('/', ownerAnalyticsRoutes(db, auth));
  app.route('/', siteSettingsRoutes(db, auth, options.cache));
  app.route('/', ownerMarketingRoutes(db, auth, options.cache));
  app.route('/', ownerReviewRoutes(db, auth, options.cache));
  app.route('/', ownerNewsletterRoutes(db, auth, mailer, options.secret));
  app.route('/', ownerCommentRoutes(db, auth, options.cache));
  app.onError((error, c) => {
    if (error instanceof PayloadError) return c.json({ error: error.message, fieldErrors: error.fieldErrors }, 400);
    throw error;
  });
  return app as unknown as Hono<AppEnv>;
}
