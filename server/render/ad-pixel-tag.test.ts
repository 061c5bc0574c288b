/**
 * The ad pixel placed by the render (issue 28): a page of the page routes carries it from its
 * render, so a cached page is sent as its gzip was made, never unzipped per response. What it
 * places, where, and the CSP it opens are the pixel middleware's (test/integration/marketing/ad-pixel.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { AD_PIXEL_HIT_HOST, AD_PIXEL_SCRIPT_HOST } from '../../domain';
import { cartSummary } from './cart-summary';
import { renderPage, type RenderEnv, type SiteSettingsReader } from './page-renderer';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../paths';
import { SiteRegistry } from '../sites/site-registry';
import type { Manifest } from '../../islands';

const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
const site = sites.byId('demo')!;
const PIXEL = '123456789012345';
/** A bundle with a tracking client: tracked pages carry the tracking tag (no dist/ needed). */
const BUNDLE: Manifest = { boot: '/assets/boot.js', bootImports: [], css: '', islands: {}, tracking: '/assets/t.js' };
const silent = { info() {}, warn() {}, error() {} };

/** `bundle` null: no island bundle built. */
function env(pixelId: string | null | undefined, bundle: Manifest | null = BUNDLE): RenderEnv {
  const siteSettings: SiteSettingsReader = {
    headerFooter: async () => null,
    peekHeaderFooter: () => null,
    languages: async () => null,
    ...(pixelId === undefined ? {} : { adPixelId: async () => pixelId }),
  };
  return { siteSettings, bundle: bundle ?? undefined, dev: false, log: silent, now: Date.UTC(2026, 0, 1) };
}

const render = (path: string, renderEnv: RenderEnv) =>
  renderPage(
    {
      site,
      url: new URL(`http://demo.localhost${path}`),
      crumb: 'c'.repeat(32),
      cart: cartSummary(site, 0, 0),
      isUnlocked: () => false,
    },
    renderEnv,
  );

describe('the ad pixel placed at render', () => {
  it('puts the pixel id just before the tracking context of a tracked page and opens its hosts in the CSP', async () => {
    const page = await render('/shop/canvas-field-jacket', env(PIXEL));
    expect(page.html).toContain(
      `<script type="application/json" id="ad-pixel">{"pixelId":"${PIXEL}"}</script><script type="application/json" id="tracking-context">`,
    );
    expect(page.html.match(/id="ad-pixel"/g)).toHaveLength(1);
    expect(page.csp).toMatchObject({
      script: [AD_PIXEL_SCRIPT_HOST],
      img: [AD_PIXEL_HIT_HOST],
      connect: [AD_PIXEL_HIT_HOST],
      frame: [],
    });
    // The pixel middleware leaves the answer alone.
    expect(page.adPixelRead).toBe(true);
  });

  it('places nothing and opens nothing without a pixel, on an untracked page, or without a tracking client', async () => {
    const none = await render('/shop/canvas-field-jacket', env(null));
    expect(none.html).toContain('id="tracking-context"');
    expect(none.html).not.toContain('ad-pixel');
    expect(none.csp).toBeUndefined();
    expect(none.adPixelRead).toBe(true);
    const notFound = await render('/no-such-page', env(PIXEL));
    expect([notFound.status, notFound.html.includes('ad-pixel'), notFound.csp]).toEqual([404, false, undefined]);
    const unbuilt = await render('/shop/canvas-field-jacket', env(PIXEL, null));
    expect([unbuilt.html.includes('ad-pixel'), unbuilt.csp]).toEqual([false, undefined]);
  });

  it('leaves the pixel to the middleware when the render could not read it', async () => {
    const page = await render('/shop/canvas-field-jacket', env(undefined));
    expect(page.html).not.toContain('ad-pixel');
    expect(page.adPixelRead).toBeUndefined();
  });
});
