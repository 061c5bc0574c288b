/**
 * Maps a request path to a page type and its template (templates/README.md "Page kinds").
 * Reserved paths come before collections; locked collections answer with the lock screen
 * until the visitor has unlocked them.
 */
import { categoryFilter, filterItems, readItemFilter } from './filter-items';
import { PAGE_TYPES as PAGE_TYPE } from '../../domain';
import { searchSite } from './search';
import { opensMemberArea } from '../subscriptions/memberships';
import { cartDesign } from '../render/cart-design';
import { defineSiteSlot } from '../sites/site-caches';
import type { Match, PageMatch } from './page-match';
import type { Collection, Item, Site } from '../sites/types';

/** Per collection object, its items by URL id (the first of a URL id, as a scan finds it): built once per loaded site. */
const itemsByUrlIdSlot = defineSiteSlot('itemsByUrlId', () => new WeakMap<Collection, Map<string, Item>>());

export interface ResolveInput {
  site: Site;
  path: string;
  query: URLSearchParams;
  /** Whether the visitor holds a valid unlock cookie for this locked collection. */
  isUnlocked(collection: Collection): boolean;
  /** Whether a site user is signed in: member areas show only to them. @default false */
  signedIn?: boolean;
  /** The paywall products whose membership the signed-in user holds (member areas sold by membership). */
  memberships?: ReadonlySet<string>;
}

const FIXED_PAGES: Record<string, Pick<PageMatch, 'pageType' | 'template'>> = {
  '/cart': { pageType: PAGE_TYPE.showCart, template: 'pages/cart.html' },
  '/checkout': { pageType: PAGE_TYPE.checkout, template: 'pages/checkout.html' },
};

export function resolvePath({ site, path, query, isUnlocked, signedIn = false, memberships }: ResolveInput): Match {
  if (path.length > 1 && path.endsWith('/')) {
    const search = query.size ? `?${query}` : '';
    // Leading slashes collapsed too: `//evil.example/` must lead to a path of this site, never
    // to `//evil.example`, which a browser reads as another host.
    const canonical = path.replace(/\/+$/, '').replace(/^\/+/, '/');
    return { kind: 'redirect', status: 301, location: canonical + search };
  }
  const fixed = path === '/cart' ? cartDesign(site) : FIXED_PAGES[path];
  if (fixed) return { kind: 'page', status: 200, path, ...fixed };
  if (path === '/search') {
    const canRead = (c: Collection) =>
      (!c.password || isUnlocked(c)) && (!c.memberArea || (signedIn && opensMemberArea(c, memberships)));
    const search = searchSite(site, query.get('q')?.trim() ?? '', canRead);
    return { kind: 'page', status: 200, path, pageType: PAGE_TYPE.search, template: 'pages/search.html', search };
  }

  const segments = path === '/' ? [site.homePage] : path.slice(1).split('/').map(decodeSegment);
  const collection = segments[0] === undefined ? undefined : site.collections.get(segments[0]);
  if (!collection || segments.length > 2) return notFound(path);
  // A member area asks for a signed-in site user first; a password on it still applies after.
  if (collection.memberArea && !signedIn) {
    return {
      kind: 'page',
      status: 403,
      path,
      pageType: PAGE_TYPE.memberAreaAccessDenied,
      template: 'pages/member-denied.html',
      collection,
    };
  }
  // A member area sold by membership: signed in is not enough, the user must hold one.
  if (collection.memberArea && !opensMemberArea(collection, memberships)) {
    return {
      kind: 'page',
      status: 403,
      path,
      pageType: PAGE_TYPE.memberAreaAccessDenied,
      template: 'pages/member-denied.html',
      collection,
      membershipRequired: true,
    };
  }
  if (collection.password && !isUnlocked(collection)) {
    // A page with a password form, not HTTP authentication: 200, so browsers log nothing for a
    // visitor who is simply asked for the password (issue 13 item 6).
    return {
      kind: 'page',
      status: 200,
      path,
      pageType: PAGE_TYPE.lockScreen,
      template: 'pages/lock-screen.html',
      collection,
    };
  }
  const unlockedType = collection.password ? PAGE_TYPE.protectedContent : undefined;

  if (segments.length === 1 && collection.typeName === 'splash-page') {
    // A splash (cover) page: one screen with a call to action, without the site's navigation.
    return {
      kind: 'page',
      status: 200,
      path,
      pageType: unlockedType ?? PAGE_TYPE.splashPage,
      template: 'pages/splash-page.html',
      collection,
    };
  }
  if (segments.length === 1) {
    const isPage = collection.typeName === 'page';
    const { applied, shown } = categoryFilter(site, collection.urlId, readItemFilter(query));
    return {
      kind: 'page',
      status: 200,
      path,
      pageType: unlockedType ?? (isPage ? PAGE_TYPE.page : PAGE_TYPE.collection),
      template: isPage ? 'pages/page.html' : `pages/collection-${collection.typeName}.html`,
      collection,
      items: filterItems(collection.items, applied),
      filter: shown,
    };
  }
  const item = segments[1] === undefined ? undefined : itemsByUrlId(site, collection).get(segments[1]);
  if (!item) return notFound(path);
  return {
    kind: 'page',
    status: 200,
    path,
    pageType: unlockedType ?? PAGE_TYPE.contentItem,
    template: `pages/item-${collection.typeName}.html`,
    collection,
    item,
  };
}

/** An item page looked up in a map, not by a scan of a collection of hundreds of items on every view. */
function itemsByUrlId(site: Site, collection: Collection): Map<string, Item> {
  const byCollection = site.caches.get(itemsByUrlIdSlot);
  let items = byCollection.get(collection);
  if (!items) {
    items = new Map();
    for (const item of collection.items) if (!items.has(item.urlId)) items.set(item.urlId, item);
    byCollection.set(collection, items);
  }
  return items;
}

export function notFound(path: string): PageMatch {
  return { kind: 'page', status: 404, path, pageType: PAGE_TYPE.notFound, template: 'pages/not-found.html' };
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
