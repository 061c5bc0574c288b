/**
 * The site's ad pixel: its saved id (owner call in server/ad-pixel/owner-marketing-routes.ts) and the
 * middleware that hands it to the page and opens the page's CSP for it.
 *
 * @module
 */
export { adPixelSettingsStore, AdPixelSettingsStore, type AdPixelSettings } from './pixel-settings';
export { adPixel, AD_PIXEL_ELEMENT_ID } from './pixel-middleware';
export { ownerMarketingRoutes } from './owner-marketing-routes';
