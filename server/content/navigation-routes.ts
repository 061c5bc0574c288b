/**
 * The owner content API's navigation calls (README.md "Owner content API"), mounted at
 * /api/owner/content/navigation by content-routes.ts: read the site's draft navigation, and
 * change it in one call (the whole list, a link added, links removed). Viewers read; editors
 * and admins change it.
 */
import { Hono } from 'hono';
import { readJson } from '../http';
import { allow, type OwnerEnv } from '../owner';
import { actorOf, type ContentRouteKit } from './content-route-kit';
import { NavigationChange } from './item-input';
import { changeNavigation, readNavigation } from './navigation';
import type { ContentNavigation } from '../../domain';

export function navigationRoutes(kit: ContentRouteKit): Hono<OwnerEnv> {
  const { auth, storeFor, orConflict } = kit;
  return new Hono<OwnerEnv>()
    .get('/', auth, allow('content.read'), async (c) => {
      const site = c.get('site');
      return c.json<ContentNavigation>(await readNavigation(await storeFor(site), site.id));
    })
    .put('/', auth, allow('content.write'), async (c) => {
      const change = await readJson(c, NavigationChange);
      const site = c.get('site');
      const store = await storeFor(site);
      return orConflict(c, async () =>
        c.json<ContentNavigation>(await changeNavigation(store, site.id, actorOf(c.get('owner')), change)),
      );
    });
}
