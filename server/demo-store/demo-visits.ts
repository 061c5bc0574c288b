/**
 * The visit each demo order's buyer made before checking out (demo-orders.ts): the home page,
 * each product's page with its add to cart, the cart (a subscription has none) and the checkout, recorded through the
 * tracking service as a visitor's page calls record them, but at the minutes before the order
 * was placed. The Analytics panel then counts the demo's visits, product views and adds beside
 * its orders. Only the buyers' visits: nobody else is made up.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { formatVisitRecord, PAGE_TYPES, RECORD_TYPES, VIEW_EVENT_TYPES } from '../../domain';
import { COMMERCE_EVENTS } from '../tracking/commerce-events';
import { recordEvent, recordHit } from '../tracking/record';
import type * as v from 'valibot';
import type { IngestQueue } from '../tracking/ingest';
import type { RecordHitBody } from '../tracking/schemas';
import type { Site } from '../sites/types';

const MINUTE = 60_000;
/** The demo visitors' browser, as the tracking script reports it. */
const USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1.15';

/** What the visit needs of a demo order (demo-orders.ts `DemoOrder`): what was bought, and how. */
export interface VisitedOrder {
  lines: readonly { itemId: string; sku: string; quantity: number }[];
  subscription?: boolean;
}

type Page = { url: string; title: string; pageType: number; itemId?: string; collectionId?: string };

/** Records the buyer's visit that ended in `order`, placed at `placedAt`. */
export function recordDemoVisit(ingest: IngestQueue, site: Site, order: VisitedOrder, placedAt: Date): void {
  const visitorId = randomBytes(16).toString('hex');
  const visitId = randomBytes(8).toString('hex');
  const start = placedAt.getTime() - (order.lines.length * 3 + 8) * MINUTE;
  const ssCvr = formatVisitRecord({ visitorId, visitCount: 1, firstVisit: start });
  let at = start;
  const view = (page: Page, newVisit = false) => {
    const hit: v.InferOutput<typeof RecordHitBody> = {
      event: VIEW_EVENT_TYPES.pageView,
      ss_cvr: ssCvr,
      data: {
        url: page.url,
        title: page.title,
        pageType: page.pageType,
        itemId: page.itemId ?? null,
        collectionId: page.collectionId ?? null,
        recordType: page.itemId ? RECORD_TYPES['store-item'] : null,
        visitId,
        newVisit,
        userAgent: USER_AGENT,
        website_locale: 'en-US',
      },
    };
    recordHit(ingest, site.id, hit, new Date(at));
  };
  const title = String(site.website.siteTitle ?? site.id);
  view({ url: '/', title, pageType: PAGE_TYPES.page }, true);
  for (const line of order.lines) {
    const product = productPage(site, line.itemId);
    if (!product) continue;
    at += 2 * MINUTE;
    view(product);
    // A subscription is bought from its product page, through a cart of its own.
    if (order.subscription) continue;
    at += MINUTE;
    recordEvent(
      ingest,
      site.id,
      { kind: 'commerce', name: COMMERCE_EVENTS.addToCart, visitor: ssCvr, data: { ...line } },
      new Date(at),
    );
  }
  at += 2 * MINUTE;
  if (!order.subscription) view({ url: '/cart', title, pageType: PAGE_TYPES.showCart });
  at += 2 * MINUTE;
  view({ url: '/checkout', title, pageType: PAGE_TYPES.checkout });
}

function productPage(site: Site, itemId: string): Page | undefined {
  for (const collection of site.collections.values()) {
    const item = collection.items.find((i) => i.id === itemId);
    if (item)
      return {
        url: item.fullUrl,
        title: item.title,
        pageType: PAGE_TYPES.contentItem,
        itemId,
        collectionId: collection.id,
      };
  }
  return undefined;
}
