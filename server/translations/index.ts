/**
 * The owner's translations of the site's own text (issue 25): every translatable text beside
 * its original with its state (site-texts.ts, translation-status.ts), and the calls of the
 * translation editor in /config (translation-routes.ts, mounted at /api/owner/translations).
 *
 * @module
 */
export { translationRoutes } from './translation-routes';
