/**
 * Visitor tracking rules shared by the server and the tracking client (spec §3, §6, §9): who is
 * tracked, which cookies a visit keeps and when the restrictive cookie policy clears them, and
 * the limits of the error reporter and the performance records.
 *
 * @module
 */
import { PAGE_TYPES, VIEW_EVENT_TYPES } from './enums';
import { WEBSITE_ROLES } from './website-roles';

export { VIEW_EVENT_TYPES };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The tracking cookies and how long each lives (spec §9 "Cookies"). */
export const TRACKING_COOKIES = {
  /** The visitor's analytics id: analytics cookie, 390 days. */
  visitorId: { name: 'ss_cid', maxAgeMs: 390 * DAY_MS },
  /** The visit record (visitor id, visit count, first visit): 2 years. */
  visitRecord: { name: 'ss_cvr', maxAgeMs: 2 * 365 * DAY_MS },
  /** Time of the visit's last hit: a visit ends after 30 minutes without one. */
  visitTime: { name: 'ss_cvt', maxAgeMs: 30 * MINUTE_MS },
  /** The current visit's id, as long-lived as the visit time. */
  currentVisit: { name: 'ss_cvisit', maxAgeMs: 30 * MINUTE_MS },
  /** When the previous visit started: with the visit record. */
  previousVisit: { name: 'ss_cpvisit', maxAgeMs: 2 * 365 * DAY_MS },
} as const;

/** Every cookie the restrictive policy clears (spec §6). */
export const TRACKING_COOKIE_NAMES = Object.values(TRACKING_COOKIES).map((c) => c.name);

/** The visitor's answer to the cookie banner: 'true' allows tracking cookies. */
export const CONSENT_COOKIE = 'ss_cookieAllowed';

/** `websiteSettings.cookieSettings` as the fixtures spell it. */
export interface CookieSettings {
  isCookieBannerEnabled?: boolean;
  isRestrictiveCookiePolicyEnabled?: boolean;
  isRestrictiveCookiePolicyAbsolute?: boolean;
}

/**
 * True when the tracking cookies must be cleared (spec §6). We read the spec's sentence as the
 * restrictive policy's own rule: with the policy on, cookies go when it is absolute, when no
 * banner can ask, or when the visitor has not said yes. With the policy off they stay.
 * Cloneable websites always have the policy on.
 */
export function tracksWithoutCookies(
  settings: CookieSettings,
  consent: string | undefined,
  cloneable: boolean,
): boolean {
  const policyOn = cloneable || settings.isRestrictiveCookiePolicyEnabled === true;
  if (!policyOn) return false;
  return (
    settings.isRestrictiveCookiePolicyAbsolute === true || settings.isCookieBannerEnabled !== true || consent !== 'true'
  );
}

/** Whoever is signed in on this browser, as the page's scripts can tell. */
export interface TrackingAccount {
  /** A signed-in site user (the SiteUserInfo cookie) has no website roles. */
  websiteRoles: readonly number[];
}

export interface PageViewContext {
  path: string;
  pageType: number;
  /** The global switch: tracking disabled for the whole deployment or site. */
  disabled: boolean;
  account?: TrackingAccount | null;
}

const NEVER_TRACKED_PAGES: ReadonlySet<number> = new Set([
  PAGE_TYPES.notFound,
  PAGE_TYPES.lockScreen,
  PAGE_TYPES.memberAreaAccessDenied,
]);

function underConfig(path: string): boolean {
  return path === '/config' || path.startsWith('/config/');
}

/**
 * Spec §6: no tracking when an authenticated account is present, unless its only website role
 * is viewer and the path is not under /config; none on not-found, lock-screen and
 * access-denied pages; none when tracking is disabled.
 */
export function isTracked({ path, pageType, disabled, account }: PageViewContext): boolean {
  if (disabled || NEVER_TRACKED_PAGES.has(pageType)) return false;
  if (!account) return true;
  const onlyViewer = account.websiteRoles.length === 1 && account.websiteRoles[0] === WEBSITE_ROLES.viewer;
  return onlyViewer && !underConfig(path);
}

/** The view event a tracked page sends: /search records a site search, never a page view. */
export function viewEventOf(path: string): number {
  return path === '/search' ? VIEW_EVENT_TYPES.siteSearch : VIEW_EVENT_TYPES.pageView;
}

/** The client error reporter's limits (spec §9 "Error reporting"). */
export const ERROR_REPORTING = {
  maxBatchesPerPage: 20,
  maxQueuedEvents: 10,
  maxStackLength: 5000,
  sendDelayMs: 1000,
} as const;

/** Performance records (spec §9 "Cookies" and §7). */
export const PERFORMANCE = {
  flushAfterLoadMs: 30_000,
  pageSpeedWindowMs: 60_000,
  settingsTimeoutMs: 30_000,
} as const;

/** Button and overlay hits give up after this long (spec §7). */
export const BUTTON_HIT_TIMEOUT_MS = 2500;

/**
 * The visit record cookie (`ss_cvr`): the visitor's id, how many visits they have made and
 * when the first began, as `<id>.<count>.<first visit ms>`. The server reads the visitor from it.
 */
export interface VisitRecord {
  visitorId: string;
  visitCount: number;
  firstVisit: number;
}

const VISITOR_ID = /^[0-9a-f]{32}$/;

export function formatVisitRecord(record: VisitRecord): string {
  return `${record.visitorId}.${record.visitCount}.${record.firstVisit}`;
}

/** Undefined for anything that is not a well-formed record. */
export function parseVisitRecord(text: string | undefined | null): VisitRecord | undefined {
  const [visitorId, count, first, ...rest] = (text ?? '').split('.');
  if (rest.length > 0 || !visitorId || !VISITOR_ID.test(visitorId)) return undefined;
  const visitCount = Number(count);
  const firstVisit = Number(first);
  if (!Number.isSafeInteger(visitCount) || visitCount < 1 || !Number.isSafeInteger(firstVisit) || firstVisit < 0)
    return undefined;
  return { visitorId, visitCount, firstVisit };
}

export function isVisitorId(text: unknown): text is string {
  return typeof text === 'string' && VISITOR_ID.test(text);
}
