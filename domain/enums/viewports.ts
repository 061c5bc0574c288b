/**
 * Viewports (spec §2): mobile is at most 432 px wide, desktop at least 433 px; tablet is
 * never matched (the editor previews a tablet width, the storefront has no tablet rules).
 * Islands and the owner app ask `viewportOf`/`matchesViewport`; the islands' CSS writes
 * `@media (--viewport-mobile)` / `(--viewport-desktop)` and the build replaces them with
 * `VIEWPORT_MEDIA_QUERIES` (scripts/build.ts), so the two can never disagree.
 *
 * @module
 */
import { listLookup } from './lookup';

export const VIEWPORT_WIDTHS = Object.freeze({ mobileMax: 432, desktopMin: 433 });

export const VIEWPORT_NAMES = ['mobile', 'desktop', 'tablet'] as const;
export type ViewportName = (typeof VIEWPORT_NAMES)[number];
/** The viewports a width can match: tablet is never one of them. */
export type MatchedViewport = Exclude<ViewportName, 'tablet'>;
export const VIEWPORT_LOOKUP = /* @__PURE__ */ listLookup('viewport', VIEWPORT_NAMES);

export const VIEWPORT_MEDIA_QUERIES = Object.freeze({
  mobile: `(max-width: ${VIEWPORT_WIDTHS.mobileMax}px)`,
  desktop: `(min-width: ${VIEWPORT_WIDTHS.desktopMin}px)`,
} as const satisfies Record<MatchedViewport, string>);

/** The CSS custom-media names the build replaces (`@media (--viewport-mobile)`). */
export const VIEWPORT_CUSTOM_MEDIA = Object.freeze({
  '--viewport-mobile': VIEWPORT_MEDIA_QUERIES.mobile,
  '--viewport-desktop': VIEWPORT_MEDIA_QUERIES.desktop,
});

/**
 * The viewport of a width in CSS pixels: at most 432 is mobile, anything wider desktop (a
 * zoomed page's 432.5 falls on the desktop side). Undefined for anything that is not a finite
 * width of 0 or more.
 */
export function viewportOf(width: unknown): MatchedViewport | undefined {
  if (typeof width !== 'number' || !Number.isFinite(width) || width < 0) return undefined;
  return width <= VIEWPORT_WIDTHS.mobileMax ? 'mobile' : 'desktop';
}

/** True when the width is in the named viewport; `tablet` and unknown names are never matched. */
export function matchesViewport(name: unknown, width: unknown): boolean {
  return name !== 'tablet' && VIEWPORT_LOOKUP.has(name) && viewportOf(width) === name;
}

const CUSTOM_MEDIA = /\(\s*--viewport-(mobile|desktop|tablet)\s*\)/g;

/**
 * Stylesheets name viewports, never widths: `@media (--viewport-mobile)` and
 * `(--viewport-desktop)` become the queries above; `(--viewport-tablet)` becomes `not all`,
 * which matches nothing (tablet is never matched). The island build and the site asset
 * reader both run every stylesheet through this.
 */
export function expandViewportMedia(css: string): string {
  return css.replace(CUSTOM_MEDIA, (_, name: string) =>
    name === 'tablet' ? 'not all' : VIEWPORT_MEDIA_QUERIES[name as MatchedViewport],
  );
}

/** What `currentViewport` reads of a window: `matchMedia` when it has one, else its width. */
export interface ViewportWindow {
  matchMedia?: (query: string) => { matches: boolean };
  innerWidth?: number;
}

/**
 * The viewport a browser window is in now, for islands and the owner app alike: the mobile
 * media query decides (so code and CSS switch at the same zoom level), the width when the
 * window cannot match media; undefined when neither is known (server-side rendering).
 */
export function currentViewport(win: ViewportWindow | undefined): MatchedViewport | undefined {
  if (!win) return undefined;
  if (typeof win.matchMedia === 'function')
    return win.matchMedia(VIEWPORT_MEDIA_QUERIES.mobile).matches ? 'mobile' : 'desktop';
  return viewportOf(win.innerWidth);
}

/** A window whose media queries report changes (browsers); others never call back. */
export interface ViewportWatchWindow extends ViewportWindow {
  matchMedia?: (query: string) => {
    matches: boolean;
    addEventListener?(type: 'change', listener: () => void): void;
    removeEventListener?(type: 'change', listener: () => void): void;
  };
}

/**
 * Calls `listener` with the new viewport whenever the window crosses from mobile to desktop or
 * back (a phone turned sideways, a window resized): a folded menu left open on a phone is
 * closed once the page is wide enough to show the navigation itself. Answers the unsubscriber.
 */
export function onViewportChange(
  win: ViewportWatchWindow | undefined,
  listener: (viewport: MatchedViewport) => void,
): () => void {
  const query = win?.matchMedia?.(VIEWPORT_MEDIA_QUERIES.mobile);
  if (!win || !query?.addEventListener) return () => {};
  const changed = () => listener(currentViewport(win) ?? 'desktop');
  query.addEventListener('change', changed);
  return () => query.removeEventListener?.('change', changed);
}
