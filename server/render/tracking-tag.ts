/**
 * The tracking client's tag: the page's tracking context as JSON (islands/tracking/context.ts)
 * and the script, written before `</body>` of every page a visitor may be tracked on. What
 * depends on the visitor (consent, signed-in accounts) is decided in the browser, so a page
 * cached for everyone carries the same tag. Pages spec §6 never tracks get no tag at all.
 */
import { featureConfigOf, interfaceWords, LruCache } from '../../domain';
import { isTracked } from '../../domain';
import { escapeHtml } from '../../engine';
import { scriptJson } from '../../islands';
import type { Manifest } from '../../islands';
import type { Json, Site } from '../sites/types';
import { defineSiteSlot } from '../sites/site-caches';

/**
 * Tags made, per site (issue 28): a tag depends on the site, the bundle's tracking script and
 * the page's type, item and collection only, so a page rendered again reuses its tag instead of
 * building and serialising its context anew. One per page of a small store; bounded for a large one.
 */
const tagsSlot = defineSiteSlot('trackingTags', () => new LruCache<string, string>(512));

export interface TrackedPage {
  pageType: number;
  path: string;
  item?: Json & { id: string };
  collection?: Json & { id: string };
}

/** Tracking is off for the deployment with TRACKING_DISABLED, or for a site with `featureFlags.trackingDisabled`. */
export function trackingDisabled(site: Site): boolean {
  return Boolean(process.env.TRACKING_DISABLED) || site.featureFlags.trackingDisabled === true;
}

export function trackingTag(site: Site, page: TrackedPage, bundle: Manifest | undefined): string {
  if (!bundle?.tracking) return '';
  const disabled = trackingDisabled(site);
  if (!isTracked({ path: page.path, pageType: page.pageType, disabled })) return '';
  const recordType = Number(page.item?.recordType);
  const key = `${bundle.tracking}\0${disabled}\0${page.pageType}\0${page.item?.id ?? ''}\0${page.collection?.id ?? ''}\0${recordType}`;
  const tags = site.caches.get(tagsSlot);
  let tag = tags.get(key);
  if (tag === undefined) tags.set(key, (tag = trackingTagOf(site, page, bundle.tracking, disabled, recordType)));
  return tag;
}

function trackingTagOf(site: Site, page: TrackedPage, script: string, disabled: boolean, recordType: number): string {
  const settings = site.websiteSettings as { cookieSettings?: Json; cloneable?: unknown };
  const context = {
    websiteId: site.id,
    templateId: String(site.website.templateId ?? 'default'),
    locale: String(site.website.language ?? 'en-US'),
    pageType: page.pageType,
    ...(page.item ? { itemId: page.item.id } : {}),
    ...(page.collection ? { collectionId: page.collection.id } : {}),
    ...(Number.isInteger(recordType) ? { recordType } : {}),
    cookieSettings: settings.cookieSettings ?? {},
    cloneable: settings.cloneable === true || site.website.cloneable === true,
    disabled,
    features: featureConfigOf(site.featureFlags),
    ...bannerWords(site, settings.cookieSettings),
  };
  return `<script type="application/json" id="tracking-context">${scriptJson(context)}</script><script type="module" src="${escapeHtml(script)}"></script>`;
}

/** The cookie banner's words in the page's language, for a site that shows the banner. */
function bannerWords(site: Site, cookieSettings: Json | undefined) {
  if (cookieSettings?.isCookieBannerEnabled !== true) return {};
  const { cookieBannerLabel, cookieBannerText, cookieAccept, cookieDecline } = interfaceWords(site.website.language);
  return { bannerWords: { cookieBannerLabel, cookieBannerText, cookieAccept, cookieDecline } };
}
