/**
 * Product reviews (issue 15): the signed review request link, the review store, the CSV
 * import, the fixtures' demo reviews and what product pages show.
 *
 * @module
 */
export { reviewRequestPath, verifyReviewLink, REVIEW_REQUEST_PATH, type ReviewTarget } from './review-link';
export {
  saveNativeReview,
  hasReviewed,
  saveImportedReviews,
  listReviews,
  moderateReview,
  approvedReviews,
  type NewReview,
} from './review-store';
export { readReviewCsv, parseCsv, IMPORT_MAX_ROWS, type ImportResult } from './csv-import';
export { seedFixtureReviews } from './fixture-reviews';
export {
  withReviews,
  reviewsView,
  shownSources,
  type ReviewReader,
} from './shown-reviews';
export { productByRef, productItems } from './site-products';
export { reviewRoutes, type ReviewRoutesOptions } from './review-routes';
export { ownerReviewRoutes } from './owner-review-routes';
