/**
 * Builds the published-site Hono app: middleware, then the routes, then one error handler.
 * No port is opened here; scripts/start.ts serves it, tests call `app.request()`.
 *
 * @module
 */
import { Hono } from 'hono';
import { adPixel } from './ad-pixel';
import { DistAssets } from './assets/dist-assets';
import { bucketStore, openBucketStore } from './buckets';
import { handleError } from './error-handler';
import { DeferredWork } from './deferred-work';
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
import { trackingBudget } from './middleware/tracking-budget';
import { urlGuard } from './http/url-guard';
import { siteResolver } from './middleware/site-resolver';
import { siteUserSession } from './site-users';
import { DIST_ASSETS_DIR } from './paths';
import { PageCache } from './render/page-cache';
import { renderEnv } from './render-env';
import { assetRoutes } from './routes/assets';
import { billingPageRoutes } from './routes/billing-pages';
import { cartPageRoutes } from './routes/cart-pages';
import { checkoutPageRoutes } from './routes/checkout-pages';
import { commerceRoutes } from './routes/commerce';
import { configAppRoutes } from './routes/config-app';
import { devRoutes } from './routes/dev';
import { feedRoutes } from './routes/feeds';
import { LocalCaptcha, localCaptchaRoutes, siteCaptcha } from './captcha';
import { formRoutes } from './routes/forms';
import { captchaFromEnv } from './routes/forms/captcha-verifier';
import { ownerRoutes } from './routes/owner';
import { pageRoutes } from './routes/pages';
import { placesRoutes } from './routes/places';
import { siteUserPageRoutes } from './routes/site-user-pages';
import { siteUserRoutes } from './routes/site-users';
import { storefrontRoutes } from './routes/storefront';
import { subscriptionRoutes } from './routes/subscriptions';
import { donationRoutes } from './routes/donations';
import { overlayPageRoutes } from './routes/overlay-pages';
import { isTrackingPath, trackingRoutes } from './routes/tracking';
import { IngestQueue, commerceEvents } from './tracking';
import { unlockRoutes } from './routes/unlock';
import { emailPreviewRoutes } from './routes/email-preview';
import { isNewsletterOneClick, newsletterRoutes } from './routes/newsletter';
import { reviewRoutes } from './routes/reviews';
import { newsletterSignUps } from './newsletter';
import { sendOrderEmails } from './commerce-mail';
import type { BucketStore } from './buckets';
import type { DevEvents } from './dev/dev-events';
import type { Sql } from './db';
import type { Logger } from './logger';
import type { Mailer } from './mail';
import type { GuessLimit } from './middleware/guess-limit';
import type { PaymentProvider } from './commerce';
import type { PlacesChooser } from './places';
import type { SiteRegistry } from './sites/site-registry';
import type { AppEnv } from './types';
import type { Site } from './sites/types';
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
  /** Tracking calls this process takes per second. @default TRACKING_BUDGET_PER_SECOND, else 500 */
  trackingBudgetPerSecond?: number;
  /**
   * How links in mail name a site whose `website.baseUrl` is empty: `{host}` is the site's
   * first host (server/sites/site-origin.ts). scripts/start.ts passes SITE_URL, else
   * `http://{host}:PORT`. @default 'http://{host}'
   */
  siteUrl?: string;
  /**
   * Runs what a request starts but must not wait for (the password reset's lookup and mail).
   * scripts/start.ts passes its own to wait for it on shutdown. @default one of the app's own
   */
  deferred?: DeferredWork;
  /** Address completion per site. @default Google with GOOGLE_MAPS_API_KEY, else the site's places.json */
  places?: PlacesChooser;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_FREE_PATHS = new Set(['/api/events/service', '/api/1/performance/records']);

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const log = deps.log ?? consoleLogger;
  const env = () => renderEnv({ db: deps.db, dev: Boolean(deps.dev), log });
  // Routes that send mail take this one; nothing else creates a mailer.
  const mailer = deps.mailer ?? (deps.db ? createMailer({ db: deps.db }) : undefined);
  const cache = new PageCache({ ttlMs: deps.pageCacheMs ?? (deps.dev ? 0 : 1000) });
  const deferred = deps.deferred ?? new DeferredWork({ log });
  const localCaptcha = new LocalCaptcha({ secret: deps.secret, db: deps.db });
  const remoteCaptcha = deps.captcha ?? captchaFromEnv();
  const app = new Hono<AppEnv>();

  app.use(requestId());
  // Before any other work: a flood of tracking calls must not take the pages' CPU.
  app.use(
    trackingBudget({
      isTracking: (c) => c.req.method === 'POST' && isTrackingPath(c.req.path),
      perSecond: deps.trackingBudgetPerSecond,
    }),
  );
  app.use(securityHeaders());
  app.use(compression());
  // Islands ask for expected refusals as 200s naming their status, so consoles stay clean.
  app.use('/api/*', refusalStatus());
  if (deps.dev) app.route('/__dev', devRoutes(deps.dev));
  app.use(requestSize());
  app.use(urlGuard());
  app.use(bucketStore(deps.buckets ?? openBucketStore({ db: deps.db, redisUrl: null })));
  app.use(siteResolver({ sites: deps.sites, siteUrl: deps.siteUrl }));
  // Beacons cannot send the crumb header: the events service and performance records are
  // checked for their origin alone (they store analytics only).
  app.use(crumb({ tokenFree: (c) => TOKEN_FREE_PATHS.has(c.req.path) || isNewsletterOneClick(c.req.path) }));
  // Every state-changing call, not only the JSON APIs: cart page forms, restock sign-ups,
  // quick-view counts and lock screen posts write or cost too. Tracking has its own limit.
  app.use(rateLimit({ counts: (c) => STATE_CHANGING.has(c.req.method) && !isTrackingPath(c.req.path) }));
  const ingest =
    deps.ingest ??
    (deps.db
      ? new IngestQueue(deps.db, { onError: (e) => log.error(`tracking write failed: ${String(e)}`) })
      : undefined);
  app.use('/api/commerce/shopping-cart/entries', commerceEvents(ingest));
  app.use('/api/commerce/shopping-cart/entries/*', commerceEvents(ingest));
  // The signed-in site user, if any: their cart, member areas, the account calls.
  app.use(siteUserSession(deps.db));
  // The site's ad pixel id beside the tracking context of its pages, and its hosts in their CSP.
  app.use(adPixel(deps.db));
  // Routes that answer POSTs for their own paths (the JSON APIs) go before the page routes,
  // whose POST handler claims every path to unlock lock screens.
  app.route('/', assetRoutes(new DistAssets(deps.distAssetsDir ?? DIST_ASSETS_DIR)));
  // After checkout: the order confirmation email (with review links) and gift card deliveries.
  const afterOrder =
    deps.db && mailer
      ? (site: Site, orderId: string, origin: string) =>
          sendOrderEmails({ db: deps.db!, mailer, secret: deps.secret, origin }, site, orderId)
      : undefined;
  app.route('/', commerceRoutes({ db: deps.db, secret: deps.secret, payments: deps.payments, afterOrder, log }));
  app.route('/', siteUserRoutes({ db: deps.db, mailer, secret: deps.secret, deferred }));
  app.route('/', subscriptionRoutes({ db: deps.db, mailer, secret: deps.secret }));
  app.route('/', overlayPageRoutes({ env }));
  app.route('/', donationRoutes({ db: deps.db, mailer, secret: deps.secret, payments: deps.payments, env }));
  app.route('/', siteUserPageRoutes({ db: deps.db, secret: deps.secret, env }));
  app.route('/', trackingRoutes({ ingest }));
  app.route('/', storefrontRoutes({ db: deps.db, env, captcha: siteCaptcha(remoteCaptcha, localCaptcha, () => log) }));
  app.route('/', localCaptchaRoutes(localCaptcha));
  app.route('/', feedRoutes({ db: deps.db }));
  app.route('/', placesRoutes({ providers: deps.places, ingest }));
  app.route('/', cartPageRoutes({ db: deps.db, env }));
  app.route('/', checkoutPageRoutes({ db: deps.db, env, secret: deps.secret, places: deps.places }));
  const onSaved = newsletterSignUps(() =>
    deps.db && mailer ? { db: deps.db, mailer, secret: deps.secret } : undefined,
  );
  app.route('/', formRoutes({ db: deps.db, secret: deps.secret, env, onSaved, captcha: remoteCaptcha, localCaptcha }));
  app.route('/', reviewRoutes({ db: deps.db, secret: deps.secret, env }));
  app.route('/', newsletterRoutes({ db: deps.db, secret: deps.secret, env }));
  app.route('/', emailPreviewRoutes({ db: deps.db }));
  app.route('/', ownerRoutes({ db: deps.db, mailer, cache, guesses: deps.signInLimit, secret: deps.secret }));
  app.route('/', unlockRoutes({ secret: deps.secret, env }));
  app.route('/', billingPageRoutes({ db: deps.db }));
  // The owner app's shell, before the page routes (which would answer /config with a 404 page).
  app.route('/', configAppRoutes());
  app.route('/', pageRoutes({ secret: deps.secret, cache, env, db: deps.db }));

  app.notFound((c) => handleError(new HttpError(404, 'Not found.'), c, env()));
  app.onError((error, c) => handleError(error, c, env()));
  return app;
}
