/**
 * Product reviews (issue 15): what a review may hold, how the product page summarises the
 * approved ones, and when the product page shows them at all (spec §1 "optional reviews
 * section when native or imported review display is on", §6 the reviews kill switch).
 *
 * @module
 */
import { BETA_FEATURES, featureConfigOf, isFeatureEnabledOr } from './feature-toggles';
import type { InterfaceWords } from './interface-words';

export const REVIEW_LIMITS = { minRating: 1, maxRating: 5, nameMax: 80, bodyMax: 4000, bodyMin: 1 } as const;

/** Spec §7: lazily loaded script chunks (product reviews among them) give up after 120 seconds. */
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars.',
  name: 'Give your name (up to 80 characters).',
  body: 'Write your review (up to 4,000 characters).',
  badLink: 'This review link is not valid. Please use the link in your order email.',
  alreadyReviewed: 'You have already reviewed this product for this order. Thank you!',
  thanks: 'Thank you! Your review will appear once the store has approved it.',
  unknownReview: 'There is no such review.',
} as const;

export type ReviewSource = 'native' | 'imported';

/** The site's choice (websiteSettings.storeSettings.reviewSettings) of which reviews product pages show. */
export interface ReviewDisplay {
  native: boolean;
  imported: boolean;
}

/** Which reviews product pages show: none when the kill switch (a beta flag) is on. */
export function reviewDisplayOf(settings: unknown, featureFlags: Record<string, unknown>): ReviewDisplay {
  const off = { native: false, imported: false };
  if (isFeatureEnabledOr(featureConfigOf(featureFlags), BETA_FEATURES.productReviewsKillSwitch, false)) return off;
  if (!settings || typeof settings !== 'object' || Array.isArray(settings)) return off;
  const raw = settings as Record<string, unknown>;
  return { native: raw.nativeReviewsDisplayEnabled === true, imported: raw.importedReviewsDisplayEnabled === true };
}

/** The average of ratings rounded to one decimal, 0 when there are none. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}

/** "★★★★☆" for 4: the stars a rating fills (text, so it reads in any font and in email). */
export function ratingStars(rating: number): string {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}

/** Where a review stands: native ones arrive held; the owner approves or rejects them. */
export type ReviewStatus = 'held' | 'approved' | 'rejected';

/** A review as it is stored and as the owner's calls answer it. */
export interface StoredReview {
  id: string;
  itemId: string;
  source: ReviewSource;
  status: ReviewStatus;
  rating: number;
  authorName: string;
  body: string;
  /** ISO 8601. */
  created: string;
}

/** One approved review as the product page shows it (the `product-reviews` island's props). */
export interface ShownReview {
  id: string;
  authorName: string;
  rating: number;
  stars: string;
  body: string;
  dateText: string;
  imported: boolean;
}

/**
 * A product's approved reviews with their count and average: the item's `productReviews`,
 * which the template reads and the server serialises as the `product-reviews` island's props.
 */
export interface ProductReviewsView {
  productId: string;
  count: number;
  average: number;
  averageText: string;
  averageStars: string;
  reviews: ShownReview[];
  /** The section's words on a page in another language than English (the island has the English ones). */
  words?: ReviewsWords;
}

/** The reviews section's words (domain/interface-words). */
export type ReviewsWords = Pick<
  InterfaceWords,
  | 'reviews'
  | 'ratingOutOf5'
  | 'oneReview'
  | 'manyReviews'
  | 'sortBy'
  | 'newest'
  | 'highestRating'
  | 'lowestRating'
  | 'ratedOutOf5'
  | 'showAllReviews'
>;
