/**
 * The page's ad pixel (spec §7 "pixel events through the page's ad pixel"). The server puts the
 * site's pixel id beside the tracking context (server/ad-pixel); nothing of the pixel loads
 * until the visitor has said yes to the cookie banner. Then the pixel's script is added and it
 * gets page view, view content (product pages), add to cart (the add-to-cart button's window
 * event) and purchase (the order confirmed page's total).
 */
import {
  AD_PIXEL_EVENTS,
  AD_PIXEL_SCRIPT_URL,
  CART_ITEM_ADDED_EVENT,
  PAGE_TYPES,
  RECORD_TYPES,
  adPixelAllowed,
  isAdPixelId,
  type CartAddedDetail,
} from '../../domain';
import { CONSENT_COOKIE } from '../../domain';
import { readCookie } from './cookies';
import type { TrackingContext } from './context';

export const PIXEL_ELEMENT_ID = 'ad-pixel';

type PixelCall = (...args: unknown[]) => void;
interface PixelFunction extends PixelCall {
  queue: unknown[][];
  callMethod?: PixelCall;
  push: PixelCall;
  loaded: boolean;
  version: string;
}

type PixelWindow = Window & { fbq?: PixelFunction; _fbq?: PixelFunction };

/** The pixel id the server gave this page, if a valid one. */
export function readPixelId(doc: Document = document): string | undefined {
  const text = doc.getElementById(PIXEL_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const id = (JSON.parse(text) as { pixelId?: unknown }).pixelId;
    return typeof id === 'string' && isAdPixelId(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The pixel's command queue, as its script expects to find it: calls made before the script
 * arrives wait in `queue`, the script replays them and answers later ones through `callMethod`.
 */
function pixelQueue(win: PixelWindow): PixelFunction {
  if (win.fbq) return win.fbq;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as PixelFunction;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  win.fbq = fbq;
  win._fbq = fbq;
  return fbq;
}

const ORDER_PAGES: ReadonlySet<number> = new Set([
  PAGE_TYPES.orderConfirmed,
  PAGE_TYPES.subscriptionConfirmed,
  PAGE_TYPES.orderReceived,
]);

/** Loads the pixel and sends this page's events. Call only with the visitor's consent. */
export function loadPixel(
  pixelId: string,
  context: TrackingContext,
  doc: Document = document,
  win: PixelWindow = window as PixelWindow,
): PixelFunction {
  const fbq = pixelQueue(win);
  if (!doc.querySelector(`script[src="${AD_PIXEL_SCRIPT_URL}"]`)) {
    const script = doc.createElement('script');
    script.async = true;
    script.src = AD_PIXEL_SCRIPT_URL;
    doc.head.append(script);
  }
  fbq('init', pixelId);
  fbq('track', AD_PIXEL_EVENTS.pageView);
  if (context.recordType === RECORD_TYPES['store-item'] && context.itemId) {
    fbq('track', AD_PIXEL_EVENTS.viewContent, { content_ids: [context.itemId], content_type: 'product_group' });
  }
  if (ORDER_PAGES.has(context.pageType)) {
    const order = doc.querySelector<HTMLElement>('[data-order-value][data-order-currency]');
    if (order)
      fbq('track', AD_PIXEL_EVENTS.purchase, {
        value: Number(order.dataset.orderValue),
        currency: order.dataset.orderCurrency,
      });
  }
  win.addEventListener(CART_ITEM_ADDED_EVENT, (event) => {
    const detail = (event as CustomEvent<CartAddedDetail>).detail;
    if (!detail) return;
    fbq('track', AD_PIXEL_EVENTS.addToCart, {
      content_ids: [detail.sku],
      content_type: 'product',
      value: Number(detail.value),
      currency: detail.currency,
    });
  });
  return fbq;
}

/**
 * Loads the pixel now when the visitor already consented, else returns a function the cookie
 * banner calls with the visitor's answer. Nothing happens without a pixel id.
 */
export function startPixel(
  context: TrackingContext,
  doc: Document = document,
): ((allowed: boolean) => void) | undefined {
  const pixelId = readPixelId(doc);
  if (!pixelId) return undefined;
  if (adPixelAllowed(readCookie(CONSENT_COOKIE))) {
    loadPixel(pixelId, context, doc);
    return undefined;
  }
  return (allowed) => {
    if (allowed) loadPixel(pixelId, context, doc);
  };
}
