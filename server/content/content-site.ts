/**
 * The content store with the calling site in it: a site served from its fixture folder has no
 * documents until the store first sees it, so the first call of any owner content route imports
 * the folder (as content-routes.ts does for its own calls).
 */
import { ContentStore } from './content-store';
import { importSiteFolder } from './site-import';
import type { Database } from '../db';
import type { Site } from '../sites/types';

export function contentStoreOf(db: () => Database): (site: Site) => Promise<ContentStore> {
  let store: ContentStore | undefined;
  return async (site) => {
    store ??= new ContentStore(db());
    if (!site.stored && !(await store.hasSite(site.id))) await importSiteFolder(store, site.dir, { siteId: site.id });
    return store;
  };
}
