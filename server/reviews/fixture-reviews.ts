/**
 * Reviews published with a site's fixtures (a product's `reviews`: `[{ author, rating, body,
 * date? }]`, fixtures/README.md), stored once as approved imported reviews so product pages and
 * the moderation panel show them like any other.
 */
import { REVIEW_LIMITS } from '../../domain';
import { saveImportedReviews } from './review-store';
import { productItems } from './site-products';
import type { Sql } from '../db';
import type { Site } from '../sites/types';

export async function seedFixtureReviews(db: Sql, site: Site): Promise<number> {
  const reviews = productItems(site).flatMap((item) => {
    const list = (item as { reviews?: unknown }).reviews;
    if (!Array.isArray(list)) return [];
    return list.flatMap((raw, index) => {
      const r = raw as { author?: unknown; rating?: unknown; body?: unknown; date?: unknown };
      const rating = Number(r.rating);
      if (
        typeof r.author !== 'string' ||
        typeof r.body !== 'string' ||
        !Number.isInteger(rating) ||
        rating < REVIEW_LIMITS.minRating ||
        rating > REVIEW_LIMITS.maxRating
      )
        return [];
      const created =
        typeof r.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(r.date) ? `${r.date}T12:00:00Z` : undefined;
      return [
        {
          itemId: item.id,
          rating,
          authorName: r.author,
          body: r.body,
          seedKey: `fixture:${item.id}:${index}`,
          ...(created ? { created } : {}),
        },
      ];
    });
  });
  return reviews.length === 0 ? 0 : saveImportedReviews(db, site.id, reviews);
}
