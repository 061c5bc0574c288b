/**
 * The ad pixel (spec §2 "pixel id setting", §7 "pixel events through the page's ad pixel"): the
 * id format an owner may save, the hosts the page's Content-Security-Policy opens for it, the
 * four standard events we send, and when a visitor's browser may load it at all.
 *
 * @module
 */
/** A catalogue-ads pixel id: 15 or 16 digits, as the ad network issues them. */
export const AD_PIXEL_ID_PATTERN = /^[0-9]{15,16}$/;

export const AD_PIXEL_MESSAGES = {
  invalidId: 'The pixel id is 15 or 16 digits, as your ads manager shows it.',
} as const;

/** Where the pixel's script comes from, and where it sends its hits. */
export const AD_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';
export const AD_PIXEL_SCRIPT_HOST = 'https://connect.facebook.net';
export const AD_PIXEL_HIT_HOST = 'https://www.facebook.com';

/** The pixel's standard event names, by what happened on the storefront. */
export const AD_PIXEL_EVENTS = {
  pageView: 'PageView',
  viewContent: 'ViewContent',
  addToCart: 'AddToCart',
  purchase: 'Purchase',
} as const;

/** Dispatched on `window` by the add-to-cart button after a successful add (detail: CartAddedDetail). */
export const CART_ITEM_ADDED_EVENT = 'cart:item-added';

export interface CartAddedDetail {
  itemId: string;
  sku: string;
  quantity: number;
  /** Decimal text of the line's value, e.g. "118.00". */
  value: string;
  currency: string;
}

export function isAdPixelId(value: string): boolean {
  return AD_PIXEL_ID_PATTERN.test(value);
}

/**
 * An ad pixel is marketing tracking by a third party: it loads only when the visitor said yes
 * to the cookie banner (`ss_cookieAllowed=true`). No banner, no answer or a no: nothing loads,
 * whatever the site's restrictive-policy settings (those decide our own analytics cookies).
 */
export function adPixelAllowed(consent: string | undefined): boolean {
  return consent === 'true';
}
