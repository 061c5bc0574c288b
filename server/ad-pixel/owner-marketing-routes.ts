/**
 * The marketing settings of /config (issue 16): the product feeds' URLs, to paste into the
 * catalogue consumers, and the ad pixel id. Both calls need `store.settings`; saving a pixel
 * id drops the site's cached pages, so the next page view carries (or loses) the pixel.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { AD_PIXEL_MESSAGES, isAdPixelId, type MarketingSettings } from '../../domain';
import { adPixelSettingsStore } from './pixel-settings';
import { feedUrls } from '../feeds/feed-paths';
import { readJson, safeString } from '../http';
import { allow, type OwnerDb, type OwnerEnv } from '../owner/credentials';
import type { Context, MiddlewareHandler } from 'hono';
import type { PageCache } from '../render/page-cache';

const MarketingBody = v.object({
  // An empty text clears the pixel, as null does; spaces around a pasted id are forgiven.
  pixelId: v.nullable(
    v.pipe(
      safeString('Give the pixel id as text, or null for none.'),
      v.trim(),
      v.check((s) => s === '' || isAdPixelId(s), AD_PIXEL_MESSAGES.invalidId),
    ),
  ),
});

export function ownerMarketingRoutes(db: OwnerDb, auth: MiddlewareHandler<OwnerEnv>, cache?: PageCache) {
  const answer = async (c: Context<OwnerEnv>, pixelId: string | null) =>
    c.json<MarketingSettings>({ pixelId, feeds: feedUrls(c.get('siteOrigin')) });
  return new Hono<OwnerEnv>()
    .get('/', auth, allow('store.settings'), async (c) =>
      answer(c, (await adPixelSettingsStore(db()).get(c.get('site').id)).pixelId),
    )
    .put('/', auth, allow('store.settings'), async (c) => {
      const site = c.get('site');
      const body = await readJson(c, MarketingBody);
      const saved = await adPixelSettingsStore(db()).save(site.id, { pixelId: body.pixelId || null });
      cache?.drop(site);
      return answer(c, saved.pixelId);
    });
}
