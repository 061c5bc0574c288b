/**
 * Puts the site's ad pixel on its tracked pages. Rendered pages are cached for every visitor
 * alike, so the pixel id is added to the answer here, beside the tracking context
 * (`<script type="application/json" id="ad-pixel">`), and the tracking client decides in the
 * browser, from the visitor's consent, whether to load it. Only then does the page's CSP name
 * the pixel's hosts: a site without a pixel id keeps the closed policy.
 *
 * The page routes' pages carry the pixel from their render (render/ad-pixel-tag.ts): a cached
 * page is then sent as its gzip was made, not unzipped and gzipped again per response (issue
 * 28: four times the CPU of a cached page). This middleware puts it on the other HTML answers.
 */
import { gunzipSync } from 'node:zlib';
import { adPixelSettingsStore } from './pixel-settings';
import { addCspSources } from '../middleware/security-headers';
import { AD_PIXEL_SOURCES, adPixelTag, pixelDecided } from '../render/ad-pixel-tag';
import type { MiddlewareHandler } from 'hono';
import type { Sql } from '../db';
import type { AppEnv } from '../types';

export { AD_PIXEL_ELEMENT_ID } from '../render/ad-pixel-tag';
const TRACKING_CONTEXT_TAG = '<script type="application/json" id="tracking-context">';

export function adPixel(db: Sql | undefined): MiddlewareHandler<AppEnv> {
  return async function adPixel(c, next) {
    await next();
    if (!db || c.req.method !== 'GET' || pixelDecided(c)) return;
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    const site = c.get('site');
    if (!site) return;
    const { pixelId } = await adPixelSettingsStore(db).get(site.id);
    if (!pixelId) return;
    // A cached page may come gzipped already (render/gzip-parts.ts): read it plain, and leave
    // the compression middleware to gzip the page with its pixel.
    const gzipped = c.res.headers.get('Content-Encoding') === 'gzip';
    const bytes = new Uint8Array(await c.res.clone().arrayBuffer());
    const html = new TextDecoder().decode(gzipped ? gunzipSync(bytes) : bytes);
    const at = html.indexOf(TRACKING_CONTEXT_TAG);
    // Pages never tracked (not found, lock screen, …) carry no tracking context: no pixel either.
    if (at < 0) return;
    const tag = adPixelTag(pixelId);
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    if (gzipped) headers.delete('Content-Encoding');
    const { status } = c.res;
    // Unset first: assigning over a response merges the old headers (Content-Encoding) back in.
    c.res = undefined;
    c.res = new Response(html.slice(0, at) + tag + html.slice(at), { status, headers });
    addCspSources(c, AD_PIXEL_SOURCES);
  };
}
