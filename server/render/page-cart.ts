/**
 * The cart as a page's layout sees it (`cart` in the context, the pill cart's props): the
 * summary, the pill's style and hidden rule, whether the request carried the HttpOnly cart
 * cookie (so the page loads the cart at start), and the site's money format.
 */
import { pillCartProps } from '../../islands';
import { pageMoney, storeSettings } from '../commerce/store-settings';
import { cartSummary } from './cart-summary';
import type { PillCartProps, PillCartWords } from '../../islands';
import type { CartSummary } from './cart-summary';
import type { Site } from '../sites/types';
import { CATALOGUES, interfaceWords, LruCache } from '../../domain';
import { defineSiteSlot } from '../sites/site-caches';

/** Page carts kept per site (pages mostly show an empty or unchanged cart). */
const PAGE_CARTS = 500;
/** The page cart by page type, cookie and cart totals; frozen, shared by pages. */
export const pageCartsSlot = defineSiteSlot('pageCarts', () => new LruCache<string, PageCart>(PAGE_CARTS));

export type PageCart = CartSummary & PillCartProps;

export interface PageCartInput {
  site: Site;
  pageType: number;
  /** The request carried a cart cookie. */
  cartPresent: boolean;
  totalQuantity?: number;
  subtotalCents?: number;
}

/**
 * Per site (`pageCartsSlot` in `site.caches`), per input: the page cart. Most pages show an empty or
 * unchanged cart, so the same frozen object serves them all (the island collector keeps the
 * JSON of frozen props).
 */
export function pageCart({
  site,
  pageType,
  cartPresent,
  totalQuantity = 0,
  subtotalCents = 0,
}: PageCartInput): PageCart {
  const carts = site.caches.get(pageCartsSlot);
  const key = `${pageType}|${cartPresent}|${totalQuantity}|${subtotalCents}`;
  let cart = carts.get(key);
  if (cart) return cart;
  const summary = cartSummary(site, totalQuantity, subtotalCents);
  const store = (site.websiteSettings.storeSettings ?? {}) as Record<string, unknown>;
  cart = Object.freeze({
    ...summary,
    ...pillCartProps({
      cart: summary,
      storeSettings: store,
      pageType,
      cartPresent,
      money: pageMoney(storeSettings(site)),
    }),
    ...pillWords(site),
  });
  carts.set(key, cart);
  return cart;
}

/** The pill's words on a page in another language; English pages keep the island's own. */
function pillWords(site: Site): { words?: PillCartWords } {
  const words = interfaceWords(site.website.language);
  if (words === CATALOGUES.en!.words) return {};
  const { pillCart, oneItem, items, moreThanItems } = words;
  return { words: { pillCart, oneItem, items, moreThanItems } };
}
