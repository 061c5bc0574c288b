import { describe, expect, it } from 'vitest';
import { LAZY_CHUNK_TIMEOUT_MS, averageRating, ratingStars, reviewDisplayOf } from './product-reviews';

describe('product review rules', () => {
  it('shows the sources the site turned on, and none under the kill switch', () => {
    const both = { nativeReviewsDisplayEnabled: true, importedReviewsDisplayEnabled: true };
    expect(reviewDisplayOf(both, {})).toEqual({ native: true, imported: true });
    expect(reviewDisplayOf({ nativeReviewsDisplayEnabled: true }, {})).toEqual({ native: true, imported: false });
    expect(reviewDisplayOf(both, { productReviewsKillSwitch: true })).toEqual({ native: false, imported: false });
    expect(reviewDisplayOf(both, { productReviewsKillSwitch: 'true' })).toEqual({ native: true, imported: true });
    expect(reviewDisplayOf(undefined, {})).toEqual({ native: false, imported: false });
    expect(reviewDisplayOf([both], {})).toEqual({ native: false, imported: false });
    expect(reviewDisplayOf({ nativeReviewsDisplayEnabled: 'yes' }, {})).toEqual({ native: false, imported: false });
  });

  it('averages to one decimal and draws stars', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(ratingStars(4)).toBe('★★★★☆');
    expect(ratingStars(4.5)).toBe('★★★★★');
    expect(ratingStars(0)).toBe('☆☆☆☆☆');
    expect(ratingStars(9)).toBe('★★★★★');
  });

  it('gives lazily loaded chunks the spec’s 120 seconds', () => {
    expect(LAZY_CHUNK_TIMEOUT_MS).toBe(120_000);
  });
});
