/**
 * Builds the published-site Hono app: middleware, then the routes, then one error handler.
 * No port is opened here; scripts/start.ts serves it, tests call `app.request()`.
 *
 * @module
 */
import { Hono } from 'hono';
import { adPixel } from './ad-pixel';
import { assetRoutes } from './assets/asset-routes';
import { DistAssets } from './assets/dist-assets';
import { bucketStore, openBucketStore } from './buckets';
import { LocalCaptcha, localCaptchaRoutes, siteCaptcha } from './captcha';
import { commentRoutes } from './comments';
import { cartPageRoutes, checkoutPageRoutes, commerceRoutes, quickViewRoutes } from './commerce';
import { emailPreviewRoutes, EMAIL_PREVIEW_PATH, sendOrderEmails } from './commerce-mail';
import { DeferredWork } from './deferred-work';
import { devRoutes } from './dev/dev-routes';
import { donatePageRoutes, donationRoutes } from './donations';
import { handleError } from './error-handler';
import { feedRoutes } from './feeds';
import { captchaFromEnv, formRoutes, submissionNotifications } from './forms';
import { HttpError } from './http-error';
import { urlGuard } from './http/url-guard';
import { instalmentRoutes } from './instalments';
import { unlockRoutes } from './lock';
import { consoleLogger } from './logger';
import { createMailer } from './mail';
import { compression } from './middleware/compression';
import { crumb } from './middleware/crumb';
import { rateLimit } from './middleware/rate-limit';
import { refusalStatus } from './middleware/refusal-status';
import { requestId } from './middleware/request-id';
import { requestSize } from './middleware/request-size';
import { securityHeaders } from './middleware/security-headers';
import { siteResolver } from './middleware/site-resolver';
import { trackingBudget } from './middleware/tracking-budget';
import type { TrackingBudget } from './middleware/tracking-budget';
import { isNewsletterOneClick, newsletterRoutes, newsletterSignUps } from './newsletter';
import { ownerRoutes } from './owner-api';
import { ownerBuckets } from './owner';
import { billingPageRoutes } from './pages/billing-pages';
import { configAppRoutes } from './pages/config-app';
import { overlayPageRoutes } from './pages/overlay-pages';
import { pageRoutes } from './pages/page-routes';
import { inEachLanguage } from './pages/language-routes';
import { DIST_ASSETS_DIR } from './paths';
import { PLACES_BASE, placesRoutes } from './places';
import { PageCache } from './render/page-cache';
import { renderEnv } from './render-env';
import { contentRoutes, productRoutes } from './content';
import { translationRoutes } from './translations';
import { contentPreviewRoutes } from './content-preview';
import { likeRoutes } from './likes';
import { isMediaUpload, MEDIA_API_PATH, MEDIA_PATH, mediaFileRoutes, mediaRoutes, mediaUploadSize } from './media';
import { RESTOCK_PATH, restockRoutes } from './restock';
import { reviewRoutes } from './reviews';
import { siteUserPageRoutes, siteUserRoutes, siteUserSession } from './site-users';
import { translatedAnswers } from './translations/translated-answers';
import { subscriptionRoutes } from './subscriptions';
import { IngestQueue, commerceEvents, isPageTrackingCall, isTrackingPath, trackingRoutes } from './tracking';
import { siteIconRoutes } from './site-icon';
import type { BucketStore } from './buckets';
import type { PaymentProvider } from './commerce';
import type { Sql } from './db';
import type { DevEvents } from './dev/dev-events';
import type { CaptchaVerifier } from './forms';
import type { Logger } from './logger';
import type { Mailer } from './mail';
import type { GuessLimit } from './middleware/guess-limit';
import type { PlacesChooser } from './places';
import type { SiteRegistry } from './sites/site-registry';
import type { Site } from './sites/types';
import type { AppEnv } from './types';

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
  /**
   * With the page cache off, answer a page from its last render while everything it is
   * rendered from is the same (render/render-reuse.ts). False only to measure rendering
   * itself (bench/http --no-reuse). @default true
   */
  reuseRenders?: boolean;
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
  /** Tracking calls this process takes per second. @default TRACKING_BUDGET_PER_SECOND (else 500) ÷ WORKERS */
  trackingBudgetPerSecond?: number;
  /** The budget the node listener refuses tracking calls by (scripts/start.ts), shared. @default one of the app's own */
  trackingBudget?: TrackingBudget;
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

/**
 * The methods that change state, and the only ones whose bodies anything reads (the crumb check,
 * the routes: no route answers another method with a body). Middleware that only matters to
 * them is registered for them alone, so a page view or asset never enters it (issue 28).
 */
const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];
const TOKEN_FREE_PATHS = new Set(['/api/events/service', '/api/1/performance/records']);

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const log = deps.log ?? consoleLogger;
  const pageCacheMs = deps.pageCacheMs ?? (deps.dev ? 0 : 1000);
  // With the page cache on, a page renders once per TTL for everyone: keeping each render
  // besides would double what a page holds in memory for a render a second saved.
  const reuseRenders = pageCacheMs === 0 && deps.reuseRenders !== false;
  const env = () => renderEnv({ db: deps.db, dev: Boolean(deps.dev), log, reuseRenders });
  // Routes that send mail take this one; nothing else creates a mailer.
  const mailer = deps.mailer ?? (deps.db ? createMailer({ db: deps.db }) : undefined);
  const cache = new PageCache({ ttlMs: pageCacheMs });
  const deferred = deps.deferred ?? new DeferredWork({ log });
  const localCaptcha = new LocalCaptcha({ secret: deps.secret, db: deps.db });
  const remoteCaptcha = deps.captcha ?? captchaFromEnv();
  const app = new Hono<AppEnv>();

  app.use(requestId());
  // Before any other work: a flood of tracking calls must not take the pages' CPU. Tracking
  // calls are POSTs: no other method enters it.
  app.post(
    '*',
    trackingBudget({
      isTracking: (c) => isTrackingPath(c.req.path),
      perSecond: deps.trackingBudgetPerSecond,
      budget: deps.trackingBudget,
    }),
  );
  app.use(securityHeaders());
  app.use(compression());
  // Islands ask for expected refusals as 200s naming their status, so consoles stay clean; a
  // page's tracking calls (beacons cannot ask) get them so unasked (server/tracking/shed-answer.ts).
  app.use('/api/*', refusalStatus({ unasked: isPageTrackingCall }));
  if (deps.dev) app.route('/__dev', devRoutes(deps.dev));
  // Media uploads carry files: their own, larger limit, refused in the spec's words.
  app.post(MEDIA_API_PATH, mediaUploadSize());
  app.on(STATE_CHANGING, '*', requestSize({ skip: isMediaUpload }));
  app.use(urlGuard());
  app.use(bucketStore(deps.buckets ?? openBucketStore({ db: deps.db, redisUrl: null })));
  app.use(siteResolver({ sites: deps.sites, siteUrl: deps.siteUrl }));
  // The visitor calls' messages in the calling page's language; before the crumb and rate
  // limits, so their refusals are said in it too.
  app.use('/api/commerce/*', translatedAnswers(deps.db));
  app.use('/api/3/commerce/*', translatedAnswers(deps.db));
  app.use('/api/site-users/*', translatedAnswers(deps.db, { successes: true }));
  // t25form: the form submission calls' refusals and field errors.
  app.use('/api/form/*', translatedAnswers(deps.db));
  app.use('/api/rest/forms/*', translatedAnswers(deps.db));
  // Beacons cannot send the crumb header: the events service and performance records are
  // checked for their origin alone (they store analytics only).
  app.use(crumb({ tokenFree: (c) => TOKEN_FREE_PATHS.has(c.req.path) || isNewsletterOneClick(c.req.path) }));
  // Every state-changing call, not only the JSON APIs: cart page forms, restock sign-ups,
  // quick-view counts and lock screen posts write or cost too. Tracking has its own limit.
  // A proven owner's writes draw on a bucket of their own (server/owner/owner-call-limit.ts).
  app.on(
    STATE_CHANGING,
    '*',
    rateLimit({ counts: (c) => !isTrackingPath(c.req.path), ownBuckets: ownerBuckets(deps.db) }),
  );
  const ingest =
    deps.ingest ??
    (deps.db
      ? new IngestQueue(deps.db, { onError: (e) => log.error(`tracking write failed: ${String(e)}`) })
      : undefined);
  app.use('/api/commerce/shopping-cart/entries', commerceEvents(ingest));
  app.use('/api/commerce/shopping-cart/entries/*', commerceEvents(ingest));
  // The signed-in site user, if any: their cart, member areas, the account calls. Tracking
  // calls never need one, and a session lookup is a database round trip a hit must not wait on.
  const session = siteUserSession(deps.db);
  app.use((c, next) => (isTrackingPath(c.req.path) ? next() : session(c, next)));
  // The site's ad pixel id beside the tracking context of its pages, and its hosts in their CSP:
  // GET pages only (a HEAD is routed as a GET, and the middleware leaves it alone).
  app.get('*', adPixel(deps.db));
  // Routes that answer POSTs for their own paths (the JSON APIs) go before the page routes,
  // whose POST handler claims every path to unlock lock screens.
  app.route('/assets', assetRoutes(new DistAssets(deps.distAssetsDir ?? DIST_ASSETS_DIR)));
  app.route('/', siteIconRoutes());
  // After checkout: the order confirmation email (with review links) and gift card deliveries.
  const afterOrder =
    deps.db && mailer
      ? (site: Site, orderId: string, origin: string) =>
          sendOrderEmails({ db: deps.db!, mailer, secret: deps.secret, origin }, site, orderId)
      : undefined;
  // Each family's sub-app at its own prefix. A family whose calls share none (the checkout's,
  // tracking's, forms', comments', donations', feeds', newsletter's, quick view's: paths the
  // islands and the spec name one by one) is mounted at '/' and names its paths itself.
  app.route('/', commerceRoutes({ db: deps.db, secret: deps.secret, payments: deps.payments, afterOrder, log }));
  app.route('/api/site-users/account', siteUserRoutes({ db: deps.db, mailer, secret: deps.secret, deferred }));
  app.route('/api/site-users/account/subscriptions', subscriptionRoutes({ db: deps.db, mailer, secret: deps.secret }));
  app.route('/popup-overlay', overlayPageRoutes({ env }));
  app.route('/', donationRoutes({ db: deps.db, mailer, secret: deps.secret, payments: deps.payments, env }));
  app.route('/', inEachLanguage('/', donatePageRoutes({ env }), env));
  app.route('/account', siteUserPageRoutes({ db: deps.db, secret: deps.secret, env }));
  // The visitor's own pages again under each extra language's prefix: /fr/account/…, /fr/cart… (issue 25).
  app.route('/', inEachLanguage('/account', siteUserPageRoutes({ db: deps.db, secret: deps.secret, env }), env));
  app.route('/', trackingRoutes({ ingest }));
  // The storefront's own calls beside the cart: restock sign-ups, comments and likes, quick view
  // and its hit count, the instalment information pages.
  const captcha = siteCaptcha(remoteCaptcha, localCaptcha, () => log);
  app.route(RESTOCK_PATH, restockRoutes(deps.db, captcha));
  app.route('/', commentRoutes(deps.db));
  app.route('/', inEachLanguage('/', commentRoutes(deps.db), env));
  app.route('/', quickViewRoutes(deps.db, env));
  app.route('/instalments', instalmentRoutes());
  app.route('/', localCaptchaRoutes(localCaptcha));
  app.route('/', feedRoutes({ db: deps.db }));
  app.route(PLACES_BASE, placesRoutes({ providers: deps.places, ingest }));
  app.route('/cart', cartPageRoutes({ db: deps.db, env }));
  app.route('/', inEachLanguage('/cart', cartPageRoutes({ db: deps.db, env }), env));
  app.route('/', likeRoutes({ db: deps.db }));
  app.route('/', checkoutPageRoutes({ db: deps.db, env, secret: deps.secret, places: deps.places }));
  app.route(
    '/',
    inEachLanguage('/', checkoutPageRoutes({ db: deps.db, env, secret: deps.secret, places: deps.places }), env),
  );
  const signUps = newsletterSignUps(() =>
    deps.db && mailer ? { db: deps.db, mailer, secret: deps.secret } : undefined,
  );
  const notify = submissionNotifications(() => mailer);
  // After a submission is stored: the newsletter sign-up and the form's notification mails, each whatever the other did.
  const onSaved = async (...args: Parameters<typeof signUps>) => {
    const failed = (await Promise.allSettled([signUps(...args), notify(...args)])).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  };
  app.route('/', formRoutes({ db: deps.db, secret: deps.secret, env, onSaved, captcha: remoteCaptcha, localCaptcha }));
  app.route('/reviews', reviewRoutes({ db: deps.db, secret: deps.secret, env }));
  app.route('/', newsletterRoutes({ db: deps.db, secret: deps.secret, env }));
  app.route('/', inEachLanguage('/', newsletterRoutes({ db: deps.db, secret: deps.secret, env }), env));
  app.route(EMAIL_PREVIEW_PATH, emailPreviewRoutes({ db: deps.db }));
  // The owner API: each family's owner calls at its own prefix (server/owner-api).
  app.route(
    '/',
    ownerRoutes({
      db: deps.db,
      mailer,
      cache,
      guesses: deps.signInLimit,
      secret: deps.secret,
      payments: deps.payments,
    }),
  );
  app.route(MEDIA_API_PATH, mediaRoutes({ db: deps.db }));
  app.route('/api/owner/content', contentRoutes({ db: deps.db }));
  // The products panel's list, one product as edited, duplicate and delete (server/content/product-routes.ts).
  app.route('/api/owner/content', productRoutes({ db: deps.db }));
  app.route('/api/owner/translations', translationRoutes({ db: deps.db }));
  // The editors' live preview: a page from the drafts, for the owner only (server/content-preview).
  app.route(
    '/api/owner/content',
    contentPreviewRoutes({ db: deps.db, env, templatesDir: deps.sites.options.templatesDir }),
  );
  // The media library's files, by content-hashed URL (server/media/media-file-routes.ts).
  app.route(MEDIA_PATH, mediaFileRoutes({ db: deps.db }));
  app.route('/', unlockRoutes({ secret: deps.secret, env }));
  app.route('/', billingPageRoutes({ db: deps.db }));
  // The owner app's shell, before the page routes (which would answer /config with a 404 page).
  app.route('/config', configAppRoutes());
  app.route('/', pageRoutes({ secret: deps.secret, cache, env, db: deps.db }));

  app.notFound((c) => handleError(new HttpError(404, 'Not found.'), c, env()));
  app.onError((error, c) => handleError(error, c, env()));
  return app;
}
