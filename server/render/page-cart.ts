/**
 * The cart as a page's layout sees it (`cart` in the context, the pill cart's props): the
 * summary, the pill's style and hidden rule, whether the request carried the HttpOnly cart
 * cookie (so the page loads the cart at start), and the site's money format.
 */
import { pillCartProps } from '../../islands';
import { storeSettings } from '../commerce/store-settings';
import { cartSummary } from './cart-summary';
import type { PillCartProps } from '../../islands/pill-cart/PillCart';
import type { CartSummary } from './cart-summary';
import type { Site } from '../sites/types';

export type PageCart = CartSummary & PillCartProps;

export interface PageCartInput {
  site: Site;
  pageType: number;
  /** The request carried a cart cookie. */
  cartPresent: boolean;
  totalQuantity?: number;
  subtotalCents?: number;
}

export function pageCart({ site, pageType, cartPresent, totalQuantity = 0, subtotalCents = 0 }: PageCartInput): PageCart {
  const summary = cartSummary(site, totalQuantity, subtotalCents);
  const { currency, locale } = storeSettings(site);
  const store = (site.websiteSettings.storeSettings ?? {}) as Record<string, unknown>;
  return { ...summary, ...pillCartProps({ cart: summary, storeSettings: store, pageType, cartPresent, money: { currency, locale } }) };
}
