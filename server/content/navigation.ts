/**
 * The site navigation through the content API: its links live in the site settings document
 * (`navigation` of site.json). An editor's change is one call: the whole list (reorder, rename,
 * remove), a link added (a collection by its key: its title and `/<urlId>`), or the links to a
 * URL removed. Links are checked with the editor's rules (spec §5 messages), naming
 * `navigation.<i>.url`.
 */
import { siteProblems, type ContentNavigation, type ContentNavigationLink } from '../../domain';
import { HttpError } from '../http-error';
import { PayloadError } from '../http';
import { CONTENT_MESSAGES as M } from './content-messages';
import { StaleRevisionError, saveDraft, type Actor, type ContentStore } from './content-store';
import { draftOfKey } from './content-drafts';
import { navigationOf } from './collections';
import type { NavigationChangeInput } from './item-input';

export async function readNavigation(store: ContentStore, siteId: string): Promise<ContentNavigation> {
  const site = await draftOfKey(store.db, siteId, 'site', 'site');
  if (!site) throw new HttpError(404, M.unknownDocument);
  return { revision: site.revision, links: navigationOf(site.body) };
}

/** Applies the change to the site settings' draft; answers the navigation after it (unchanged when there was nothing to do). */
export function changeNavigation(
  store: ContentStore,
  siteId: string,
  actor: Actor,
  change: NavigationChangeInput,
): Promise<ContentNavigation> {
  return store.withSite(siteId, async (tx) => {
    const site = await draftOfKey(tx, siteId, 'site', 'site');
    if (!site) throw new HttpError(404, M.unknownDocument);
    if (change.revision !== undefined && change.revision !== site.revision)
      throw new StaleRevisionError(site.revision, site.body);
    const links = navigationOf(site.body);
    let next: ContentNavigationLink[];
    if (change.links) next = change.links;
    else if (change.remove !== undefined) next = links.filter((link) => link.url !== change.remove);
    else {
      const add = change.add!;
      let link: ContentNavigationLink;
      if ('collection' in add) {
        const collection = await draftOfKey(tx, siteId, 'collection', add.collection);
        if (!collection) throw new PayloadError({ 'add.collection': M.unknownCollection });
        const urlId = String(collection.body.urlId ?? collection.key);
        link = { title: add.title ?? String(collection.body.title ?? urlId), url: `/${urlId}` };
      } else link = { title: add.title, url: add.url };
      next = links.some((l) => l.url === link.url) ? links : [...links, link];
    }
    if (JSON.stringify(next) === JSON.stringify(links)) return { revision: site.revision, links };
    const body = { ...site.body, navigation: next };
    const problems = Object.entries(siteProblems(body)).filter(([field]) => field.startsWith('navigation.'));
    if (problems.length > 0) {
      // A link added is the list's last: name it by what was sent.
      const named = change.add && !('collection' in change.add);
      throw new PayloadError(
        Object.fromEntries(problems.map(([field, message]) => [named ? 'add.url' : field, message])),
      );
    }
    const revision = await saveDraft(tx, siteId, actor, {
      kind: 'site',
      key: 'site',
      body,
      expected: site.revision,
      change: 'update',
    });
    return { revision, links: next };
  });
}
