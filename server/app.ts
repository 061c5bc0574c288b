/**
 * Builds the published-site Hono app: middleware, then the routes, then one error handler.
 * No port is opened here; scripts/start.ts serves it, tests call `app.request()`.
 *
 * @module
 */
import { Hono } from 'hono';
import { DistAssets } from './assets/dist-assets';
import { bucketStore, openBucketStore } from './buckets';
import { handleError } from './error-handler';
import { HttpError } from './http-error';
import { createMailer } from './mail';
import { consoleLogger } from './logger';
import { compression } from './middleware/compression';
import { crumb } from './middleware/crumb';
import { rateLimit } from './middleware/rate-limit';
import { refusalStatus } from './middleware/refusal-status';
import { requestId } from './middleware/request-id';
import { requestSize } from './middleware/request-size';
import { securityHeaders } from './middleware/security-headers';
import { urlGuard } from './http/url-guard';
import { siteResolver } from './middleware/site-resolver';
import { siteUserSession } from './site-users';
import { DIST_ASSETS_DIR } from './paths';
import { PageCache } from './render/page-cache';
import { renderEnv } from './render-env';
import { assetRoutes } from './routes/assets';
import { cartPageRoutes } from './routes/cart-pages';
import { checkoutPageRoutes } from './routes/checkout-pages';
import { commerceRoutes } from './routes/commerce';
import { configAppRoutes } from './routes/config-app';
import { devRoutes } from './routes/dev';
import { LocalCaptcha, localCaptchaRoutes, siteCaptcha } from './captcha';
import { formRoutes } from './routes/forms';
import { captchaFromEnv } from './routes/forms/captcha-verifier';
import { ownerRoutes } from './routes/owner';
import { pageRoutes } from './routes/pages';
import { siteUserPageRoutes } from './routes/site-user-pages';
import { siteUserRoutes } from './routes/site-users';
import { storefrontRoutes } from './routes/storefront';
import { isTrackingPath, trackingRoutes } from './routes/tracking';
import { IngestQueue, commerceEvents } from './tracking';
import { unlockRoutes } from './routes/unlock';
import type { BucketStore } from './buckets';
import type { DevEvents } from './dev/dev-events';
import type { Sql } from './db';
import type { Logger } from './logger';
import type { Mailer } from './mail';
import type { GuessLimit } from './middleware/guess-limit';
import type { PaymentProvider } from './commerce';
import type { SiteRegistry } from './sites/site-registry';
import type { AppEnv } from './types';
import type { CaptchaVerifier } from './routes/forms/captcha-verifier';

export interface AppDeps {
  sites: SiteRegistry;
  /** Where current stock is read; without it pages show the fixtures' seed stock. */
  db?: Sql;
  /** Signs unlock cookies; every server process of a deployment must share it. */
  secret: string;
  /** Dev mode: template errors in the page, reload events. Absent under `npm start`. */
  dev?: DevEvents;
  /** @default console */
  log?: Logger;
  /** The island bundle's files. @default dist/assets */
  distAssetsDir?: string;
  /** How long a rendered page is reused. @default 1000, and 0 (off) in dev */
  pageCacheMs?: number;
  /** Every email goes through it. @default createMailer over `db` (SMTP_URL, else the outbox) */
  mailer?: Mailer;
  /** Owner sign-in attempts. @default a GuessLimit of the owner routes' own */
  signInLimit?: GuessLimit;
  /**
   * Where rate and guess limits keep their buckets (scripts/start.ts passes Redis when
   * REDIS_URL is set). @default the `rate_buckets` table on a PostgreSQL server, else memory
   */
  buckets?: BucketStore;
  /** Where tracking rows are queued for batched writes. @default a queue over `db` */
  ingest?: IngestQueue;
  /** Vouches for third-party captcha tokens. @default the provider of CAPTCHA_VERIFY_URL/CAPTCHA_SECRET */
  captcha?: CaptchaVerifier;
  /** Takes the checkout's payment. @default the built-in test provider */
  payments?: PaymentProvider;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_FREE_PATHS = new Set(['/api/events/service', '/api/1/performance/records']);

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const log = deps.log ?? consoleLogger;
  const env = () => renderEnv({ db: deps.db, dev: Boolean(deps.dev), log });
  // Routes that send mail take this one; nothing else creates a mailer.
  const mailer = deps.mailer ?? (deps.db ? createMailer({ db: deps.db }) : undefined);
  const cache = new PageCache({ ttlMs: deps.pageCacheMs ?? (deps.dev ? 0 : 1000) });
  const localCaptcha = new LocalCaptcha({ secret: deps.secret, db: deps.db });
  const remoteCaptcha = deps.captcha ?? captchaFromEnv();
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(securityHeaders());
  app.use(compression());
  // Islands ask for expected refusals as 200s naming their status, so consoles stay clean.
  app.use('/api/*', refusalStatus());
  if (deps.dev) app.route('/__dev', devRoutes(deps.dev));
  app.use(requestSize());
  app.use(urlGuard());
  app.use(bucketStore(deps.buckets ?? openBucketStore({ db: deps.db, redisUrl: null })));
  app.use(siteResolver({ sites: deps.sites }));
  // Beacons cannot send the crumb header: the events service and performance records are
  // checked for their origin alone (they store analytics only).
  app.use(crumb({ tokenFree: (c) => TOKEN_FREE_PATHS.has(c.req.path) }));
  // Every state-changing call, not only the JSON APIs: cart page forms, restock sign-ups,
  // quick-view counts and lock screen posts write or cost too. Tracking has its own limit.
  app.use(rateLimit({ counts: (c) => STATE_CHANGING.has(c.req.method) && !isTrackingPath(c.req.path) }));
  const ingest = deps.ingest ?? (deps.db ? new IngestQueue(deps.db, { onError: (e) => log.error(`tracking write failed: ${String(e)}`) }) : undefined);
  app.use('/api/commerce/shopping-cart/entries', commerceEvents(ingest));
  app.use('/api/commerce/shopping-cart/entries/*', commerceEvents(ingest));
  // The signed-in site user, if any: their cart, member areas, the account calls.
  app.use(siteUserSession(deps.db));
  // Routes that answer POSTs for their own paths (the JSON APIs) go before the page routes,
  // whose POST handler claims every path to unlock lock screens.
  app.route('/', assetRoutes(new DistAssets(deps.distAssetsDir ?? DIST_ASSETS_DIR)));
  app.route('/', commerceRoutes({ db: deps.db, secret: deps.secret, payments: deps.payments }));
  app.route('/', siteUserRoutes({ db: deps.db, mailer, secret: deps.secret }));
  app.route('/', siteUserPageRoutes({ db: deps.db, secret: deps.secret, env }));
  app.route('/', trackingRoutes({ ingest }));
  app.route('/', storefrontRoutes({ db: deps.db, env, captcha: siteCaptcha(remoteCaptcha, localCaptcha, () => log) }));
  app.route('/', localCaptchaRoutes(localCaptcha));
  app.route('/', cartPageRoutes({ db: deps.db, env }));
  app.route('/', checkoutPageRoutes({ db: deps.db, env, secret: deps.secret }));
  app.route('/', formRoutes({ db: deps.db, secret: deps.secret, env, captcha: remoteCaptcha, localCaptcha }));
  app.route('/', ownerRoutes({ db: deps.db, mailer, cache, guesses: deps.signInLimit }));
  app.route('/', unlockRoutes({ secret: deps.secret, env }));
  // The owner app's shell, before the page routes (which would answer /config with a 404 page).
  app.route('/', configAppRoutes());
  app.route('/', pageRoutes({ secret: deps.secret, cache, env }));

  app.notFound((c) => handleError(new HttpError(404, 'Not found.'), c, env()));
  app.onError((error, c) => handleError(error, c, env()));
  return app;
}
