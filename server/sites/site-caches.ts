/**
 * What the server remembers about one loaded site, owned by the site (`site.caches`): made
 * with the site, gone with it, so a reloaded site starts empty and two sites never share a
 * value. Every entry is made from the site's own content, or is keyed by what else it was made
 * from (the stock applied to an item, a saved header and footer), so none can go stale.
 *
 * A site derived from another (a language's view, a form page showing a post's outcome) is
 * made with `siteWith`, so it has caches of its own: what was cached for the base site may not
 * hold for it (titles, urls, money in another language, a form's errors), and what is cached
 * for it must never be served for the base site.
 */
import { LruCache, type SiteHeaderFooter } from '../../domain';
import { RenderMemo } from '../../engine';
import type { Product } from '../commerce/catalog';
import type { OwnerProduct } from '../owner/site-products';
import type { SearchEntry } from '../pages/search';
import type { PlacesProvider } from '../places/places-provider';
import type { PageCart } from '../render/page-cart';
import type { HeaderFooterView } from '../site-settings/header-footer-view';
import type { Translations } from '../site-settings/localized-site';
import type { Collection, Item, Json, Site } from './types';

/** One value, made on first use and kept. */
export class Once<T> {
  #made = false;
  #value: T | undefined;

  getOrCreate(make: () => T): T {
    if (!this.#made) {
      this.#value = make();
      this.#made = true;
    }
    return this.#value as T;
  }
}

/** Page carts kept per site (pages mostly show an empty or unchanged cart). */
const PAGE_CARTS = 500;
/** Template errors already logged; past this many distinct ones, the least recent may be logged again. */
const LOGGED_ERRORS = 1000;

export class SiteCaches {
  /** What the engine's formatters remember about the site's data (prices, product form props), shared by its renders. */
  readonly renderMemo = new RenderMemo();
  /** A collection as the context shows it (no items, no password): the same for every request. */
  readonly publicCollections = new WeakMap<Collection, Json>();
  /** The page cart by page type, cookie and cart totals (render/page-cart.ts); frozen, shared by pages. */
  readonly pageCarts = new LruCache<string, PageCart>(PAGE_CARTS);
  /** Template errors (`file:line:column message`) logged already, so each is logged once. */
  readonly loggedErrors = new LruCache<string, true>(LOGGED_ERRORS);
  /** The fixture's translations by locale; at most one per language of SITE_LANGUAGES. */
  readonly translations = new Map<string, Translations>();
  /** The site's view in each extra language, by locale; at most one per language of SITE_LANGUAGES. */
  readonly languageViews = new Map<string, Site>();
  /** The fixture's header and footer, shown until the owner saves theirs. */
  readonly defaultHeaderFooter = new Once<SiteHeaderFooter>();
  /** A saved (or the default) header and footer as pages show it, by the value and then by locale ('' for the primary). */
  readonly headerFooterViews = new WeakMap<SiteHeaderFooter, LruCache<string, HeaderFooterView>>();
  /** The offline places provider from the site's places file, or null when it has none. */
  readonly places = new Once<PlacesProvider | null>();
  /** Per fixture item: the last stock applied to it and the item that came out (render/apply-stock.ts). */
  readonly stockApplied = new WeakMap<Item, { stock: string; item: Item }>();
  /** The products the cart can sell, by item id. */
  readonly products = new Once<Map<string, Product>>();
  /** The products as the owner sees them, with their variants. */
  readonly ownerProducts = new Once<OwnerProduct[]>();
  /** The search index over every collection and item. */
  readonly searchIndex = new Once<SearchEntry[]>();
}

/** `site` with `changes`, and empty caches of its own (never spread a site: it would share its caches). */
export function siteWith(site: Site, changes: Partial<Omit<Site, 'caches'>>): Site {
  return { ...site, ...changes, caches: new SiteCaches() };
}
