/**
 * The product page's reviews (issue 15): the approved reviews of the sources the site shows
 * (none under the kill switch), with their count and average, put on the item as
 * `productReviews` for the template and the `product-reviews` island. Products with nothing
 * to show get no `productReviews`, so the page has no reviews section.
 */
import {
  averageRating,
  CATALOGUES,
  cachedDateTimeFormat,
  interfaceWords,
  isProduct,
  ratingStars,
  reviewDisplayOf,
} from '../../domain';
import type { ProductReviewsView, ReviewSource, ReviewsWords, StoredReview } from '../../domain';
import { appliedPerItem } from '../sites/applied-per-item';
import { defineSiteSlot, Once } from '../sites/site-caches';
import type { Item, Site } from '../sites/types';

/** Per product as it came in (with its stock): the reviews last put on it and the item that came out. */
const reviewsApplied = appliedPerItem<readonly StoredReview[]>('reviewsApplied', (stored) => JSON.stringify(stored));

export type ReviewReader = (
  siteId: string,
  itemId: string,
  sources: readonly ReviewSource[],
) => Promise<StoredReview[]>;

/** The sources a site shows, from its published settings alone: worked out once per loaded site. */
const shownSourcesSlot = defineSiteSlot('shownReviewSources', () => new Once<readonly ReviewSource[]>());

/** The sources product pages of this site show reviews from. */
export function shownSources(site: Site): readonly ReviewSource[] {
  return site.caches.get(shownSourcesSlot).getOrCreate(() => sourcesOf(site));
}

function sourcesOf(site: Site): ReviewSource[] {
  const settings = (site.websiteSettings.storeSettings as Record<string, unknown> | undefined)?.reviewSettings;
  const display = reviewDisplayOf(settings, site.featureFlags);
  return [...(display.native ? (['native'] as const) : []), ...(display.imported ? (['imported'] as const) : [])];
}

export function reviewsView(site: Site, productId: string, stored: readonly StoredReview[]): ProductReviewsView {
  const locale = typeof site.website.language === 'string' ? site.website.language : 'en-US';
  const timeZone = typeof site.website.timeZone === 'string' ? site.website.timeZone : 'America/New_York';
  const dates = cachedDateTimeFormat(locale, { dateStyle: 'long', timeZone });
  const average = averageRating(stored.map((r) => r.rating));
  // Frozen: the product keeps this view while its reviews stand still, and the island collector
  // keeps a frozen object's JSON, so the reviews island's props are not serialised per render.
  return Object.freeze({
    productId,
    count: stored.length,
    average,
    averageText: average.toFixed(1),
    averageStars: ratingStars(average),
    reviews: stored.map((r) => ({
      id: r.id,
      authorName: r.authorName,
      rating: r.rating,
      stars: ratingStars(r.rating),
      body: r.body,
      dateText: dates.format(new Date(r.created)),
      imported: r.source === 'imported',
    })),
    ...reviewsWords(locale),
  });
}

/** The section's words on a page in another language; an English page keeps the island's own. */
function reviewsWords(locale: string): { words?: ReviewsWords } {
  const words = interfaceWords(locale);
  if (words === CATALOGUES.en!.words) return {};
  const { reviews, ratingOutOf5, oneReview, manyReviews, sortBy, newest, highestRating, lowestRating } = words;
  const { ratedOutOf5, showAllReviews } = words;
  return {
    words: {
      reviews,
      ratingOutOf5,
      oneReview,
      manyReviews,
      sortBy,
      newest,
      highestRating,
      lowestRating,
      ratedOutOf5,
      showAllReviews,
    },
  };
}

export async function withReviews(site: Site, item: Item, read: ReviewReader | undefined): Promise<Item> {
  if (!read || !isProduct(item)) return item;
  const sources = shownSources(site);
  if (sources.length === 0) return item;
  const stored = await read(site.id, item.id, sources);
  return stored.length === 0 ? item : itemWithReviews(site, item, stored);
}

/**
 * The same item and reviews give the same object, render after render (applied-per-item.ts), so
 * the site's render memo hits on a product page with reviews as it does on one without.
 */
function itemWithReviews(site: Site, item: Item, stored: readonly StoredReview[]): Item {
  return reviewsApplied(site, item, stored, () =>
    Object.assign({}, item, { productReviews: reviewsView(site, item.id, stored) }),
  );
}
