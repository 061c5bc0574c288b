import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteCaches } from '../sites/site-caches';
import { reviewsView, withReviews } from './shown-reviews';
import type { StoredReview } from '../../domain';
import type { Item, Site } from '../sites/types';

const siteIn = (language: string, timeZone = 'Europe/Paris') =>
  ({
    id: `site-${language}`,
    website: { language, timeZone },
    websiteSettings: { storeSettings: { reviewSettings: { nativeReviewsDisplayEnabled: true } } },
    featureFlags: {},
    caches: new SiteCaches(),
  }) as unknown as Site;
const lamp = { id: 'prod-lamp', title: 'Lamp', structuredContent: { variants: [{ sku: 'LAMP' }] } } as unknown as Item;
const review = (id: string, rating = 5): StoredReview => ({
  id,
  itemId: 'prod-lamp',
  source: 'native',
  status: 'approved',
  rating,
  authorName: 'Ada',
  body: 'Bright.',
  created: '2026-03-04T10:00:00Z',
});
/** Reads fresh copies on every call, as a PostgreSQL server does. */
const reader = (reviews: () => StoredReview[]) => async () => reviews().map((r) => ({ ...r }));

const RealDateTimeFormat = Intl.DateTimeFormat;
/** Counts the date formats made from now on (until the test ends). */
function countDateFormats(): () => number {
  let made = 0;
  Intl.DateTimeFormat = class extends RealDateTimeFormat {
    constructor(...args: ConstructorParameters<typeof RealDateTimeFormat>) {
      super(...args);
      made++;
    }
  } as typeof Intl.DateTimeFormat;
  return () => made;
}

afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
});

describe('product reviews on the page', () => {
  it('makes one date format per locale and time zone, however many pages it renders', () => {
    const made = countDateFormats();
    const french = siteIn('fr-FR');
    for (let i = 0; i < 5; i++) reviewsView(french, 'prod-lamp', [review('r1'), review('r2')]);
    expect(made()).toBe(1);
    const view = reviewsView(siteIn('de-DE'), 'prod-lamp', [review('r1')]);
    reviewsView(siteIn('de-DE'), 'prod-lamp', [review('r1')]);
    expect(made()).toBe(2);
    expect(view.reviews[0].dateText).toBe('4. März 2026');
    expect(reviewsView(french, 'prod-lamp', [review('r1')]).reviews[0].dateText).toBe('4 mars 2026');
  });

  it("gives the same item for the same reviews, so the site's render memo hits on the next render", async () => {
    const site = siteIn('en-US');
    let stored = [review('r1'), review('r2', 3)];
    const read = reader(() => stored);
    const first = await withReviews(site, lamp, read);
    const second = await withReviews(site, lamp, read);
    expect(second).toBe(first);
    const make = vi.fn(() => ({ price: '$20.00' }));
    site.caches.renderMemo.slot(first, 'product-form', make);
    site.caches.renderMemo.slot(second, 'product-form', make);
    expect(make).toHaveBeenCalledTimes(1);

    stored = [...stored, review('r3', 1)];
    const third = await withReviews(site, lamp, read);
    expect(third).not.toBe(first);
    expect((third as { productReviews?: { count: number } }).productReviews?.count).toBe(3);
    expect(await withReviews(site, lamp, read)).toBe(third);
  });

  it("hands the reviews island frozen props, so their JSON is kept with the item's reviews", async () => {
    const site = siteIn('en-US');
    const item = await withReviews(
      site,
      lamp,
      reader(() => [review('r1')]),
    );
    const view = (item as { productReviews?: object }).productReviews;
    expect(Object.isFrozen(view)).toBe(true);
    expect(view).toMatchObject({ productId: 'prod-lamp', count: 1, averageText: '5.0' });
  });

  it('leaves a product without reviews as it is', async () => {
    expect(
      await withReviews(
        siteIn('en-US'),
        lamp,
        reader(() => []),
      ),
    ).toBe(lamp);
  });
});
