/**
 * A site's content in the database (issue 23): versioned documents with a draft and a published
 * state (content-store.ts), fixture folders in and out (site-import.ts, site-folder.ts), sites
 * served from the published documents (stored-sites.ts) and the owner content API
 * (content-routes.ts, mounted at /api/owner/content).
 *
 * @module
 */
export { ContentStore, StaleRevisionError, PUBLISHED_CHANNEL, type Actor, type SaveRequest } from './content-store';
export { readSiteFolder, siteFolderFiles, writeSiteFolder, itemKeyOf, type ContentDocument } from './site-folder';
export {
  importSiteFolder,
  exportSiteFolder,
  importFixtureSites,
  type FixtureImport,
  type ImportOptions,
} from './site-import';
export { storedSite } from './stored-site';
export { storedSites, followPublishes } from './stored-sites';
export { contentRoutes, type ContentRoutesOptions } from './content-routes';
export { productRoutes } from './product-routes';
