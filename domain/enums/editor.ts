/**
 * The editor's enumerations (spec §3): block names, site aesthetics dirty paths, text filters,
 * the connected-account link, the cart sync input and the design-tweak page types are the
 * spec's. Device views and collection views are not listed by the spec: those lists are ours.
 *
 * @module
 */
import { enumLookup, listLookup } from './lookup';

/** Editor block names, in the spec's order. */
export const EDITOR_BLOCK_NAMES = [
  'heading',
  'sub-heading',
  'body',
  'image',
  'gallery',
  'video',
  'social-icons',
  'buttons',
  'navigation',
  'custom-form',
  'newsletter',
  'album',
  'map',
  'lock',
  'password',
  'twitter',
  'logo',
  'action',
  'popup-overlay-action',
  'temp-lock-inject',
] as const;
export type EditorBlockName = (typeof EDITOR_BLOCK_NAMES)[number];
export const EDITOR_BLOCK_NAME_LOOKUP = /* @__PURE__ */ listLookup('editor block name', EDITOR_BLOCK_NAMES);

/** The design-tweak page types (spec §2): the places an owner styles, each previewed by the style editor. */
export const DESIGN_TWEAK_PAGE_TYPES = ['STYLE', 'CHECKOUT', 'LOCK_SCREEN', 'SPLASH_PAGE', 'POPUP_OVERLAY'] as const;
export type DesignTweakPageType = (typeof DESIGN_TWEAK_PAGE_TYPES)[number];
export const DESIGN_TWEAK_PAGE_TYPE_LOOKUP = /* @__PURE__ */ listLookup(
  'design-tweak page type',
  DESIGN_TWEAK_PAGE_TYPES,
);

/**
 * Device views of the editor's preview (ours). The storefront matches only mobile and
 * desktop (viewports.ts): tablet is a preview width, never a matched viewport.
 */
export const DEVICE_VIEWS = ['desktop', 'tablet', 'mobile'] as const;
export type DeviceView = (typeof DEVICE_VIEWS)[number];
export const DEVICE_VIEW_LOOKUP = /* @__PURE__ */ listLookup('device view', DEVICE_VIEWS);

/** How a collection lists its items (ours; events also have `calendarView`, spec §3). */
export const COLLECTION_VIEWS = ['list', 'grid', 'calendar', 'masonry', 'slideshow'] as const;
export type CollectionView = (typeof COLLECTION_VIEWS)[number];
export const COLLECTION_VIEW_LOOKUP = /* @__PURE__ */ listLookup('collection view', COLLECTION_VIEWS);

/** What a site aesthetics save marks changed (spec §3), as dotted paths. */
export const SITE_AESTHETICS_DIRTY_PATHS = [
  'colors.activeThemeId',
  'fonts.activeThemeId',
  'colors.palette',
  'colors.themes',
  'fonts.themes',
  'fonts.fontUsageCategories',
] as const;
export type SiteAestheticsDirtyPath = (typeof SITE_AESTHETICS_DIRTY_PATHS)[number];
export const SITE_AESTHETICS_DIRTY_PATH_LOOKUP = /* @__PURE__ */ listLookup(
  'site aesthetics dirty path',
  SITE_AESTHETICS_DIRTY_PATHS,
);

/** Text filters of the editor's inputs (spec §3). */
export const TEXT_FILTERS = { urlSlug: 'url-slug', urlSlugWithSlash: 'url-slug-with-slash' } as const;
export type TextFilter = (typeof TEXT_FILTERS)[keyof typeof TEXT_FILTERS];
export const TEXT_FILTER_LOOKUP = /* @__PURE__ */ enumLookup('text filter', TEXT_FILTERS);

/**
 * Applies a text filter (the behaviour is ours: the spec names the filters only). `url-slug`
 * keeps lower-case ASCII letters, digits and single dashes; `url-slug-with-slash` also keeps
 * single slashes between segments. An unknown filter name leaves the text unchanged.
 */
export function applyTextFilter(filter: unknown, text: string): string {
  const slug = (part: string) =>
    part
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  if (filter === TEXT_FILTERS.urlSlug) return slug(text);
  if (filter === TEXT_FILTERS.urlSlugWithSlash) return text.split('/').map(slug).filter(Boolean).join('/');
  return text;
}

/** The connected-account link (spec §3): a food ordering service, titled 'Order Now' by default. */
export const CONNECTED_ACCOUNT_LINK = Object.freeze({ service: 'food-ordering', defaultTitle: 'Order Now' });

/** Cart sync input (spec §3): items default 0, subtotal as text. */
export const CART_SYNC_INPUT_DEFAULTS = Object.freeze({ items: 0, subtotal: '' });
