/**
 * Sample data for the commerce email preview (page type 301): what each email would show for
 * a made-up order of the site's own first products, in the store's currency. Nothing is read
 * from orders, so a preview never shows a real buyer's data.
 */
import { formatCents } from '../../domain';
import { storeSettings } from '../commerce/store-settings';
import { productItems } from '../reviews/site-products';
import { renewalContext } from './send-emails';
import { storeOf, type EmailKind } from './render-email';
import type { Json, Site } from '../sites/types';

const DAY = 24 * 60 * 60 * 1000;

export function sampleContext(site: Site, kind: EmailKind, origin: string, now: number): Json {
  const { currency, locale } = storeSettings(site);
  const money = (cents: number) => formatCents(cents, currency, { locale });
  const names = productItems(site)
    .slice(0, 2)
    .map((item) => item.title);
  const [first, second] = [names[0] ?? 'Sample product', names[1] ?? 'Another product'];
  const store = storeOf(site, origin);
  const order = {
    orderNumber: 1001,
    email: 'buyer@example.com',
    testMode: false,
    shipped: true,
    items: [
      {
        productName: first,
        variantText: 'Size: M',
        sku: 'SAMPLE-1',
        quantity: 1,
        unitPriceText: money(4800),
        lineTotalText: money(4800),
      },
      {
        productName: second,
        variantText: '',
        sku: 'SAMPLE-2',
        quantity: 2,
        unitPriceText: money(1200),
        lineTotalText: money(2400),
      },
    ],
    totals: [
      { label: 'Subtotal', text: money(7200) },
      { label: 'Shipping', text: money(500) },
    ],
    grandTotalText: money(7700),
    giftCards: [],
  };
  switch (kind) {
    case 'order-confirmation':
      return {
        store,
        order,
        reviewLinks: [first, second].map((productName) => ({ productName, url: `${origin}/reviews/request?sample=1` })),
      };
    case 'shipping-notice':
      return {
        store,
        order,
        shipment: { carrier: 'Parcel Post', trackingNumber: 'PP123456789', trackingUrl: `${origin}/` },
      };
    case 'order-update':
      return {
        store,
        order,
        change: { cancelled: false, amountText: money(1200), reason: 'One item arrived damaged.' },
      };
    case 'gift-card-delivery':
      return { store, giftCard: { code: 'SAMPLE-GIFT-CODE', amountText: money(5000), message: 'Happy birthday!' } };
    case 'subscription-renewal':
      return {
        store,
        renewal: renewalContext(site, {
          productName: first,
          amountCents: 1500,
          currency,
          renewedOn: new Date(now),
          nextRenewal: new Date(now + 30 * DAY),
          cycle: 2,
          totalCycles: 12,
          orderNumber: 1002,
        }),
      };
    case 'newsletter':
      return {
        store,
        newsletter: {
          subject: `News from ${store.name}`,
          paragraphs: [
            { text: 'This is how a newsletter looks.' },
            { text: 'Each reader gets their own unsubscribe link.' },
          ],
        },
        unsubscribeUrl: `${origin}/newsletter/unsubscribe?sample=1`,
      };
  }
}
