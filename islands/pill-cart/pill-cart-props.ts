import type { PillCartProps } from './PillCart';

/** Show cart, spec §2. */
const SHOW_CART_PAGE_TYPE = 200;

export interface PillCartInput {
  cart: { totalQuantity: number; subtotalText: string };
  /** `websiteSettings.storeSettings` of the site. */
  storeSettings?: { pillCartStyle?: unknown; expressCheckout?: unknown; isCustomCart?: unknown };
  pageType: number;
}

/**
 * The pill cart's props for a page: styled light or dark by the store setting, hidden on the
 * cart page, in express checkout and on custom-cart sites (spec §2). An empty cart hides it too,
 * in the island itself, so that it appears as soon as something is added.
 */
export function pillCartProps({ cart, storeSettings = {}, pageType }: PillCartInput): PillCartProps {
  return {
    totalQuantity: cart.totalQuantity,
    subtotalText: cart.subtotalText,
    style: storeSettings.pillCartStyle === 'dark' ? 'dark' : 'light',
    hidden: pageType === SHOW_CART_PAGE_TYPE || storeSettings.expressCheckout === true || storeSettings.isCustomCart === true,
  };
}
