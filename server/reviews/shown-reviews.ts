/**
 * The product page's reviews (issue 15): the approved reviews of the sources the site shows
 * (none under the kill switch), with their count and average, put on the item as
 * `productReviews` for the template and the `product-reviews` island. Products with nothing
 * to show get no `productReviews`, so the page has no reviews section.
 */
import { averageRating, isProduct, ratingStars, reviewDisplayOf } from '../../domain';
import type { ProductReviewsView, ReviewSource, StoredReview } from '../../domain';
import type { Item, Site } from '../sites/types';

export type ReviewReader = (
  siteId: string,
  itemId: string,
  sources: readonly ReviewSource[],
) => Promise<StoredReview[]>;

/** The sources product pages of this site show reviews from. */
export function shownSources(site: Site): ReviewSource[] {
  const settings = (site.websiteSettings.storeSettings as Record<string, unknown> | undefined)?.reviewSettings;
  const display = reviewDisplayOf(settings, site.featureFlags);
  return [...(display.native ? (['native'] as const) : []), ...(display.imported ? (['imported'] as const) : [])];
}

export function reviewsView(site: Site, productId: string, stored: readonly StoredReview[]): ProductReviewsView {
  const locale = typeof site.website.language === 'string' ? site.website.language : 'en-US';
  const timeZone = typeof site.website.timeZone === 'string' ? site.website.timeZone : 'America/New_York';
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
  const average = averageRating(stored.map((r) => r.rating));
  return {
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
  };
}

export async function withReviews(site: Site, item: Item, read: ReviewReader | undefined): Promise<Item> {
  if (!read || !isProduct(item)) return item;
  const sources = shownSources(site);
  if (sources.length === 0) return item;
  const stored = await read(site.id, item.id, sources);
  return stored.length === 0 ? item : { ...item, productReviews: reviewsView(site, item.id, stored) };
}
