/**
 * Visitor tracking on the server: the batched writer, the commerce events and the owner's
 * summary. The calls themselves are server/tracking/tracking-routes.ts.
 *
 * @module
 */
export { IngestQueue, TRACKING_TABLES, type IngestOptions } from './ingest';
export { commerceEvents, COMMERCE_EVENTS } from './commerce-events';
export { analyticsSummary, eachDay, MAX_RANGE_DAYS, type SummaryFigures, type SummaryRange } from './summary';
export { trackingRoutes, isTrackingPath, TRACKING_PATHS, type TrackingRoutesOptions } from './tracking-routes';
export { ownerAnalyticsRoutes } from './owner-analytics-routes';
export { isTrackingRequest, refuseTrackingEarly } from './early-refusal';
export { isPageTrackingCall } from './shed-answer';
