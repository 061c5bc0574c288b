/**
 * One path of one site to a finished page: resolve the page type, read current stock, build
 * the context, render. Shared by the HTTP routes and `renderSitePage` (the render CLI).
 */
import { resolvePath } from '../pages/resolve-path';
import { PAGE_TYPES as PAGE_TYPE } from '../../domain';
import { plainPage } from '../pages/plain-page';
import { withSocial } from './apply-social';
import { withStock, withStocks } from './apply-stock';
import { buildContext } from './build-context';
import { merchandisingWith } from './scarcity';
import { renderDocument, type RenderedDocument } from './render-document';
import { renderReusing, type ReusableDocument } from './render-reuse';
import { describeError } from './page-error';
import { withReviews, type ReviewReader } from '../reviews/shown-reviews';
import type { SocialReader } from './apply-social';
import type { StockReader } from './apply-stock';
import type { CartSummary } from './cart-summary';
import type { PageError } from './page-error';
import type { CspSources } from './page-csp';
import type { PageMatch } from '../pages/page-match';
import type { Collection, Site } from '../sites/types';
import type { Logger } from '../logger';
import type { Manifest } from '../../islands';
import type { InventorySettings } from '../../domain';
import { extraLanguages, hasLanguagePages, languageAtPath, sitePrimaryLanguage } from '../site-settings/languages';
import { headerFooterView } from '../site-settings/header-footer-view';
import { localizedSite, translationsOf } from '../site-settings/localized-site';
import { defaultHeaderFooter } from '../site-settings/header-footer';
import type { SiteHeaderFooter, SiteLanguage } from '../../domain';
import type { HeaderFooterInput } from './header-footer-context';
import { LruCache } from '../../domain';
import { defineSiteSlot } from '../sites/site-caches';

/** Template errors already logged; past this many distinct ones, the least recent may be logged again. */
const LOGGED_ERRORS = 1000;
/** Template errors (`file:line:column message`) logged already, so each is logged once. */
const loggedErrorsSlot = defineSiteSlot('loggedErrors', () => new LruCache<string, true>(LOGGED_ERRORS));

interface SiteLanguages {
  primary: SiteLanguage;
  extras: SiteLanguage[];
  /** The primary language, then the extras: the switcher's list. */
  all: SiteLanguage[];
}

/** The last saved languages a site's pages were asked with, and the languages they make. */
const languagesSlot = defineSiteSlot('pageLanguages', () => ({
  saved: undefined as readonly string[] | null | undefined,
  languages: undefined as SiteLanguages | undefined,
}));

/**
 * The site's languages, worked out again only when the saved list is another object (the
 * settings reader hands back the one it keeps until the owner saves): ~1% of a render, and the
 * same list render after render lets the chrome keep its key part (header-footer-context.ts).
 */
function siteLanguages(site: Site, saved: readonly string[] | null): SiteLanguages {
  const last = site.caches.get(languagesSlot);
  if (last.languages === undefined || last.saved !== saved) {
    const primary = sitePrimaryLanguage(site);
    const extras = extraLanguages(site, saved);
    last.languages = { primary, extras, all: [primary, ...extras] };
    last.saved = saved;
  }
  return last.languages;
}

/** The owner's header and footer and the site's languages (issue 16); without it, the fixture's. */
export interface SiteSettingsReader {
  headerFooter(siteId: string): Promise<SiteHeaderFooter | null>;
  /** The last header and footer this process read, for the error pages (they render at once). */
  peekHeaderFooter(siteId: string): SiteHeaderFooter | null;
  /** The extra languages' locales the owner saved; null when none were saved. */
  languages(siteId: string): Promise<string[] | null>;
  /** The site's ad pixel id (server/ad-pixel), null for none: tracked pages carry it from their render. */
  adPixelId?(siteId: string): Promise<string | null>;
}

export interface RenderEnv {
  stock?: StockReader;
  /** The owner's saved inventory settings (scarcity), null when none are saved. */
  inventorySettings?: (siteId: string) => Promise<InventorySettings | null>;
  /** The owner's header and footer, and languages. */
  siteSettings?: SiteSettingsReader;
  /** Approved comments and likes of posts; without it posts show their fixtures' own. */
  social?: SocialReader;
  /** Approved product reviews (issue 15); without it product pages show none. */
  reviews?: ReviewReader;
  /** The built island bundle (dist/manifest.json). */
  bundle?: Manifest;
  dev: boolean;
  log: Logger;
  /** Epoch ms for "now". @default Date.now() */
  now?: number;
  /**
   * A page's last render answers while its inputs are the same (render-reuse.ts): the app's
   * pages with the page cache off. Off for everything else (the render CLI, whose crumb is
   * always empty, would only keep renders it never reuses). @default false
   */
  reuseRenders?: boolean;
}

export interface PageRequest {
  site: Site;
  url: URL;
  crumb: string;
  cart: CartSummary;
  isUnlocked(collection: Collection): boolean;
  /** A site user is signed in (member areas). @default false */
  signedIn?: boolean;
  /** Paywall products whose membership the signed-in user holds. */
  memberships?: ReadonlySet<string>;
  /** Shown on the lock screen after a wrong password. */
  lockError?: string;
}

export interface PageResult {
  status: number;
  pageType: number;
  html: string;
  errors: PageError[];
  /** Set for redirects (then `html` is empty). */
  location?: string;
  /** What this page's CSP allows beyond the site-wide policy (render/page-csp.ts). */
  csp?: CspSources;
  /**
   * The render read the site's ad pixel and placed it as the page needs (or found none), so
   * nothing after it has to (server/ad-pixel/pixel-middleware.ts).
   */
  adPixelRead?: true;
  /** `html` cut where the crumb is, when the render kept them (render-reuse.ts): the gzip memo takes them as they are. */
  crumbParts?: readonly string[];
}

export async function renderPage(request: PageRequest, env: RenderEnv): Promise<PageResult> {
  const { site: fixtureSite, url } = request;
  const [savedHeaderFooter, savedLanguages, adPixelId] = await Promise.all([
    env.siteSettings?.headerFooter(fixtureSite.id),
    env.siteSettings?.languages(fixtureSite.id),
    env.siteSettings?.adPixelId?.(fixtureSite.id),
  ]);
  // A page under an extra language's prefix is the same page of the site's view in that language.
  const { primary, extras, all } = siteLanguages(fixtureSite, savedLanguages ?? null);
  // Only pages that exist in each language (home, search, collections, the cart…) are served under a prefix.
  const found = languageAtPath(extras, url.pathname);
  const at = found && hasLanguagePages(fixtureSite, found.rest) ? found : undefined;
  // Under a language's prefix even a page that is not found there speaks the language.
  const site = found ? localizedSite(fixtureSite, found.language) : fixtureSite;
  const headerFooter: HeaderFooterInput = {
    view: headerFooterView(
      fixtureSite,
      savedHeaderFooter ?? defaultHeaderFooter(fixtureSite),
      found?.language,
      found ? translationsOf(fixtureSite, found.language.locale) : undefined,
    ),
    languages: extras.length
      ? {
          all,
          primary,
          current: found?.language ?? primary,
          rest: found?.rest ?? url.pathname,
          search: url.search,
        }
      : undefined,
  };
  // Unlock cookies name the site's own collections; a language's view has copies of them.
  const isUnlocked = found
    ? (collection: Collection) => request.isUnlocked(fixtureSite.collections.get(collection.urlId) ?? collection)
    : request.isUnlocked;
  const match = resolvePath({
    site,
    path: at?.rest ?? url.pathname,
    query: url.searchParams,
    isUnlocked,
    signedIn: request.signedIn,
    memberships: request.memberships,
  });
  if (match.kind === 'redirect') {
    const location = at && match.location.startsWith('/') ? `/${at.language.prefix}${match.location}` : match.location;
    return { status: match.status, pageType: 0, html: '', errors: [], location };
  }
  if (at) match.path = url.pathname.replace(/\/+$/, '') || '/';
  if (request.lockError && match.pageType === PAGE_TYPE.lockScreen) match.lockError = request.lockError;
  const [items, item, settings] = await Promise.all([
    match.items && withStocks(site, match.items, env.stock).then((list) => withSocial(site, list, env.social)),
    match.item &&
      withStock(site, match.item, env.stock).then(async (one) =>
        withReviews(site, (await withSocial(site, [one], env.social))[0]!, env.reviews),
      ),
    env.inventorySettings?.(site.id),
  ]);
  // Saved settings decide scarcity from current stock: the product page's own, or its blocks'.
  const merchandising = settings
    ? merchandisingWith(site, item ? [item] : (items ?? []), settings, Boolean(item))
    : undefined;
  return renderMatch(
    { site, url, crumb: request.crumb, cart: request.cart },
    match,
    env,
    {
      items,
      item,
      merchandising,
      scarcityInBlocks: Boolean(settings?.scarcityInBlocks && !item),
      headerFooter,
    },
    adPixelId,
  );
}

/** The site's not-found (404) or error page; a plain page when the site cannot render one. */
export function renderErrorPage(
  request: Omit<PageRequest, 'isUnlocked'>,
  status: number,
  message: string,
  env: RenderEnv,
): PageResult {
  const notFound = status === 404;
  const match: PageMatch = {
    kind: 'page',
    status,
    path: request.url.pathname,
    pageType: notFound ? PAGE_TYPE.notFound : PAGE_TYPE.error,
    template: notFound ? 'pages/not-found.html' : 'pages/error.html',
  };
  const saved = env.siteSettings?.peekHeaderFooter(request.site.id);
  const headerFooter = saved ? { view: headerFooterView(request.site, saved) } : undefined;
  try {
    return renderMatch(request, match, env, { error: { status, message }, headerFooter });
  } catch (error) {
    env.log.error(`[${request.site.id}] the error page failed: ${(error as Error).stack ?? error}`);
    return { status, pageType: match.pageType, html: plainPage('Something went wrong', message), errors: [] };
  }
}

function renderMatch(
  request: Omit<PageRequest, 'isUnlocked'>,
  match: PageMatch,
  env: RenderEnv,
  extra: Pick<
    Parameters<typeof buildContext>[0],
    'items' | 'item' | 'error' | 'merchandising' | 'scarcityInBlocks' | 'headerFooter'
  >,
  /** Read for this render (undefined: not read; the pixel middleware then decides). */
  adPixelId?: string | null,
): PageResult {
  const { site } = request;
  const now = env.now ?? Date.now();
  const context = buildContext({
    site,
    match,
    origin: request.url.origin,
    crumb: request.crumb,
    cart: request.cart,
    now,
    ...extra,
  });
  const tracking = {
    pageType: match.pageType,
    path: match.path,
    item: extra.item ?? match.item,
    collection: match.collection,
  };
  const documentOptions = {
    now,
    bundle: env.bundle,
    dev: env.dev,
    warn: (m: string) => env.log.warn(m),
    tracking,
    adPixelId,
  };
  // The last render of the page when every input is the same (render-reuse.ts); error pages
  // (a new error each time) are not kept, so a flood of missing paths pushes no page out.
  const doc: (RenderedDocument & Partial<ReusableDocument>) | undefined =
    env.reuseRenders && !extra.error
      ? renderReusing(site, match.template, context, documentOptions, (options) =>
          renderDocument(site, match.template, context, options),
        )
      : renderDocument(site, match.template, context, documentOptions);
  if (!doc) {
    const missing = `The template '${match.template}' is missing`;
    env.log.error(`[${site.id}] ${missing}`);
    if (match.pageType === PAGE_TYPE.error || match.pageType === PAGE_TYPE.notFound) {
      return {
        status: match.status,
        pageType: match.pageType,
        html: plainPage(
          match.pageType === PAGE_TYPE.error ? 'Something went wrong' : 'Page not found',
          extra.error?.message ?? '',
        ),
        errors: [],
      };
    }
    return renderErrorPage(request, 500, 'This page could not be shown.', env);
  }
  logOnce(site, doc.errors, env.log);
  const page: PageResult = {
    status: match.status,
    pageType: match.pageType,
    html: doc.html,
    errors: doc.errors,
    ...(doc.csp ? { csp: doc.csp } : {}),
    ...(doc.crumbParts ? { crumbParts: doc.crumbParts } : {}),
  };
  if (adPixelId !== undefined) page.adPixelRead = true;
  return page;
}

/** Each distinct template error is logged once per loaded site, not once per request. */
function logOnce(site: Site, errors: PageError[], log: Logger): void {
  if (errors.length === 0) return;
  const seen = site.caches.get(loggedErrorsSlot);
  for (const error of errors) {
    const line = describeError(error);
    if (seen.get(line)) continue;
    seen.set(line, true);
    log.error(`[${site.id}] template error ${line}`);
  }
}
