/**
 * The instalment providers' information pages (`/instalments/:name`), linked from product
 * pages.
 *
 * @module
 */
export { instalmentRoutes } from './instalment-routes';
export { instalmentInfoPages } from './info-pages';
