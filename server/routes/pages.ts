/** GET of any path: the site's page for it (or its lock screen, or its not-found page). */
import { Hono } from 'hono';
import { unlockedCollections } from '../lock/unlock-cookie';
import { cartSummary } from '../render/cart-summary';
import { renderPage } from '../render/page-renderer';
import { requestUrl } from './request-url';
import { sendPage } from './send-page';
import type { RenderEnv } from '../render/page-renderer';
import type { AppEnv } from '../types';

export interface PageRoutesOptions {
  secret: string;
  env(): RenderEnv;
}

export function pageRoutes({ secret, env }: PageRoutesOptions): Hono<AppEnv> {
  return new Hono<AppEnv>().get('*', async (c) => {
    const site = c.get('site');
    const unlocked = await unlockedCollections(c, secret, site);
    const page = await renderPage(
      { site, url: requestUrl(c), crumb: c.get('crumb'), cart: cartSummary(site, 0, 0), isUnlocked: (col) => unlocked.has(col) },
      env(),
    );
    return sendPage(c, page);
  });
}
