// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AD_PIXEL_SCRIPT_URL, CART_ITEM_ADDED_EVENT } from '../../domain';
import { readPixelId, startPixel } from './pixel';
import type { TrackingContext } from './context';

const PIXEL = '123456789012345';
const context = (extra: Partial<TrackingContext> = {}): TrackingContext => ({
  websiteId: 'demo',
  templateId: 'default',
  locale: 'en-US',
  pageType: 50,
  cookieSettings: { isCookieBannerEnabled: true },
  cloneable: false,
  disabled: false,
  features: { features: {} },
  ...extra,
});

type Win = Window & { fbq?: { queue: unknown[][] }; _fbq?: unknown };
const win = () => window as unknown as Win;
const pixelScripts = () => document.querySelectorAll(`script[src="${AD_PIXEL_SCRIPT_URL}"]`).length;

function givePixel(id: string) {
  const tag = document.createElement('script');
  tag.type = 'application/json';
  tag.id = 'ad-pixel';
  tag.textContent = JSON.stringify({ pixelId: id });
  document.body.append(tag);
}

beforeEach(() => {
  document.cookie = 'ss_cookieAllowed=; Max-Age=0; Path=/';
  delete win().fbq;
  delete win()._fbq;
});
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the ad pixel in the browser', () => {
  it('does nothing on a page without a pixel id, or with one that is not an id', () => {
    expect(startPixel(context())).toBeUndefined();
    givePixel('not-a-pixel"><script>');
    expect(readPixelId()).toBeUndefined();
    document.cookie = 'ss_cookieAllowed=true; Path=/';
    expect(startPixel(context())).toBeUndefined();
    expect(pixelScripts()).toBe(0);
    expect(win().fbq).toBeUndefined();
  });

  it('loads nothing before consent, nothing after a no, and everything after a yes', () => {
    givePixel(PIXEL);
    const answer = startPixel(context({ recordType: 11, itemId: 'prod-jacket' }))!;
    expect(pixelScripts()).toBe(0);
    expect(win().fbq).toBeUndefined();
    answer(false);
    expect(pixelScripts()).toBe(0);
    expect(win().fbq).toBeUndefined();
    answer(true);
    expect(pixelScripts()).toBe(1);
    expect(win().fbq!.queue).toEqual([
      ['init', PIXEL],
      ['track', 'PageView'],
      ['track', 'ViewContent', { content_ids: ['prod-jacket'], content_type: 'product_group' }],
    ]);
    window.dispatchEvent(
      new CustomEvent(CART_ITEM_ADDED_EVENT, {
        detail: { itemId: 'prod-jacket', sku: 'JACKET-M', quantity: 2, value: '236.00', currency: 'USD' },
      }),
    );
    expect(win().fbq!.queue.at(-1)).toEqual([
      'track',
      'AddToCart',
      { content_ids: ['JACKET-M'], content_type: 'product', value: 236, currency: 'USD' },
    ]);
  });

  it('loads at once for a visitor who consented before, and sends the purchase on the order page', () => {
    givePixel(PIXEL);
    document.body.insertAdjacentHTML('beforeend', '<div data-order-value="130.40" data-order-currency="USD"></div>');
    document.cookie = 'ss_cookieAllowed=true; Path=/';
    expect(startPixel(context({ pageType: 202 }))).toBeUndefined();
    expect(pixelScripts()).toBe(1);
    expect(win().fbq!.queue).toEqual([
      ['init', PIXEL],
      ['track', 'PageView'],
      ['track', 'Purchase', { value: 130.4, currency: 'USD' }],
    ]);
  });

  it('a visitor who declined earlier gets no pixel', () => {
    givePixel(PIXEL);
    document.cookie = 'ss_cookieAllowed=false; Path=/';
    const answer = startPixel(context());
    expect(pixelScripts()).toBe(0);
    expect(typeof answer).toBe('function');
  });
});
