/**
 * The site's ad pixel as a page carries it: its id in a JSON script tag just before the
 * tracking context, for the tracking client to load it (or not) from the visitor's consent in
 * the browser, and the pixel's hosts in the page's CSP. Shared by the render (pages rendered by
 * the page routes carry it from their render, so a cached page keeps its gzip: issue 28) and
 * the ad pixel middleware (every other HTML answer, server/ad-pixel/pixel-middleware.ts).
 */
import { AD_PIXEL_HIT_HOST, AD_PIXEL_SCRIPT_HOST } from '../../domain';
import { scriptJson } from '../../islands';
import type { CspSources } from './page-csp';

export const AD_PIXEL_ELEMENT_ID = 'ad-pixel';

/** What a page with the pixel must allow beyond the site-wide policy. */
export const AD_PIXEL_SOURCES: Readonly<CspSources> = Object.freeze({
  script: [AD_PIXEL_SCRIPT_HOST],
  frame: [],
  img: [AD_PIXEL_HIT_HOST],
  connect: [AD_PIXEL_HIT_HOST],
});

/** The pixel's tag, written just before `<script type="application/json" id="tracking-context">`. */
export function adPixelTag(pixelId: string): string {
  return `<script type="application/json" id="${AD_PIXEL_ELEMENT_ID}">${scriptJson({ pixelId })}</script>`;
}

/**
 * Contexts whose page was rendered knowing the site's pixel (placed or not): the middleware
 * leaves their answer alone instead of reading it back, unzipping it and building another.
 */
const decidedAtRender = new WeakSet<object>();

export function markPixelDecided(c: object): void {
  decidedAtRender.add(c);
}

export function pixelDecided(c: object): boolean {
  return decidedAtRender.has(c);
}
