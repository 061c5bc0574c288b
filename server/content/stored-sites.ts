/**
 * Serving from the content store: the registry's loader (every site of the store, from its
 * published documents, read once per load) and the follower that reloads the registry when any
 * process publishes (NOTIFY `content_published`, heard within milliseconds; no query per page).
 */
import { PUBLISHED_CHANNEL, type ContentStore } from './content-store';
import { readDefaultTemplates, storedSite, type DefaultTemplates } from './stored-site';
import type { Logger } from '../logger';
import type { SiteRegistry } from '../sites/site-registry';
import type { Site } from '../sites/types';

/**
 * The registry's `loadSites` for sites served from the store: all of them, or those `only`
 * names (tests). A load rebuilds only the sites published since the last (one query to tell),
 * and reads the default templates once: a publish of one site costs that site alone.
 */
export function storedSites(
  store: ContentStore,
  templatesDir: string,
  only?: readonly string[],
): () => Promise<Site[]> {
  let defaults: Promise<DefaultTemplates> | undefined;
  let built = new Map<string, { publishCount: number; site: Site }>();
  return async () => {
    defaults ??= readDefaultTemplates(templatesDir);
    const counts = await store.publishCounts();
    const next = new Map<string, { publishCount: number; site: Site }>();
    await Promise.all(
      (only ?? [...counts.keys()]).map(async (id) => {
        const publishCount = counts.get(id) ?? 0;
        const kept = built.get(id);
        next.set(
          id,
          kept && kept.publishCount === publishCount
            ? kept
            : { publishCount, site: await storedSite(id, await store.published(id), await defaults!) },
        );
      }),
    );
    built = next;
    return [...next.values()].map((entry) => entry.site);
  };
}

/** Reloads `registry` after every publish by any process; resolves to a function that stops. */
export function followPublishes(
  store: ContentStore,
  registry: SiteRegistry,
  log: Logger,
): Promise<() => Promise<void>> {
  return store.db.listen(
    PUBLISHED_CHANNEL,
    (siteId) => {
      registry.reload().then(
        () => log.info(`Site '${siteId}' published: serving its new content.`),
        (error: Error) => log.error(`Site '${siteId}' was published but could not be loaded: ${error.message}`),
      );
    },
    // The database connection was lost for a while: a publish may have gone unheard.
    () => {
      registry.reload().catch((error: Error) => log.error(`Sites could not be reloaded: ${error.message}`));
    },
  );
}
