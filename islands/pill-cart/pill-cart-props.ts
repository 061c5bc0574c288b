import { PAGE_TYPES } from '../../domain';
import type { PillCartProps } from './PillCart';

export interface PillCartInput {
  cart: { totalQuantity: number; subtotalText: string };
  /** The request carried a cart cookie. @default false */
  cartPresent?: boolean;
  /** The site's currency and locale. */
  money?: PillCartProps['money'];
  /** `websiteSettings.storeSettings` of the site. */
  storeSettings?: { pillCartStyle?: unknown; expressCheckout?: unknown; isCustomCart?: unknown };
  pageType: number;
}

/**
 * The pill cart's props for a page: styled light or dark by the store setting, hidden on the
 * cart page, in checkout (spec §2 "hidden in checkout": the checkout page), in express checkout
 * and on custom-cart sites (spec §2). An empty cart hides it too,
 * in the island itself, so that it appears as soon as something is added.
 */
export function pillCartProps({
  cart,
  storeSettings = {},
  pageType,
  cartPresent = false,
  money,
}: PillCartInput): PillCartProps {
  return {
    cartPresent,
    ...(money ? { money } : {}),
    totalQuantity: cart.totalQuantity,
    subtotalText: cart.subtotalText,
    style: storeSettings.pillCartStyle === 'dark' ? 'dark' : 'light',
    hidden:
      pageType === PAGE_TYPES.showCart ||
      pageType === PAGE_TYPES.checkout ||
      storeSettings.expressCheckout === true ||
      storeSettings.isCustomCart === true,
  };
}
