/**
 * The tracking client: a small script of its own (no React), loaded on every tracked page.
 * It reports uncaught errors, applies the cookie policy (and shows the banner), sends the page
 * view and census hits when this visitor is tracked, and gathers performance records.
 * `window.siteTracking` lets other scripts send events and read feature toggles.
 *
 * @module
 */
import { experimentOr, isFeatureEnabledOr } from '../../domain';
import { TRACKING_COOKIES, isTracked } from '../../domain';
import { signedInAccount } from './account';
import { recordButtons, recordFormRenders, recordOverlay, type PageFields } from './census';
import { clearTrackingCookies, cookiesAllowed, needsBanner, showBanner } from './consent';
import { readContext, type TrackingContext } from './context';
import { readCookie } from './cookies';
import { ErrorReporter, installErrorReporter, sendErrors } from './error-reporter';
import { trackEvent } from './events-service';
import { pageViewFields } from './page-view';
import { startPixel } from './pixel';
import { fetchPageLoadId, startPerformance } from './performance';
import { sendForm } from './send';
import { touchVisit } from './visit';

function pageFields(context: TrackingContext): PageFields {
  return {
    visitorCookie: readCookie(TRACKING_COOKIES.visitorId.name) ?? '',
    url: location.href.slice(0, 2048),
    title: document.title.slice(0, 512),
    ...(context.collectionId ? { collectionId: context.collectionId } : {}),
    ...(context.itemId ? { itemId: context.itemId } : {}),
  };
}

function track(context: TrackingContext): void {
  const allowed = cookiesAllowed(context);
  if (!allowed) clearTrackingCookies();
  const visit = allowed ? touchVisit(Date.now()) : null;
  sendForm('/api/census/RecordHit', pageViewFields(context, visit, Date.now()));
  const page = pageFields(context);
  recordButtons(page);
  recordFormRenders(page);
  fetchPageLoadId().then(startPerformance, () => {});
}

function start(): void {
  const context = readContext();
  if (!context) return;
  installErrorReporter(new ErrorReporter(sendErrors));
  const tracked =
    !context.disabled &&
    isTracked({
      path: location.pathname,
      pageType: context.pageType,
      disabled: context.disabled,
      account: signedInAccount(),
    });
  (window as unknown as { siteTracking: unknown }).siteTracking = {
    trackEvent: (schema: string, content: Record<string, unknown>) =>
      tracked ? trackEvent(schema, content) : Promise.resolve(),
    recordOverlay: (overlayId: string, action: string) =>
      tracked ? recordOverlay(pageFields(context), overlayId, action) : Promise.resolve(),
    isFeatureEnabled: (name: string, fallback = false) => isFeatureEnabledOr(context.features, name, fallback),
    experiment: (name: string) => experimentOr(context.features, name, { segment: 'default', variant: 'control' }),
  };
  if (!cookiesAllowed(context)) clearTrackingCookies();
  // The ad pixel loads now if the visitor consented before, else when they accept the banner.
  const pixelAnswer = tracked ? startPixel(context) : undefined;
  if (needsBanner(context)) {
    showBanner(
      (allowed) => {
        if (tracked && cookiesAllowed(context)) touchVisit(Date.now());
        else clearTrackingCookies();
        pixelAnswer?.(allowed);
      },
      document,
      context.bannerWords,
    );
  }
  if (tracked) track(context);
}

start();
