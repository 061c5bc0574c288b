/**
 * Gallery block settings (spec §3): the defaults, what each design sets, which settings the
 * editor shows, and the resolution of stored options into a complete, clamped settings object
 * that the gallery island renders from.
 *
 * @module
 */
import { isRecord } from './json';

export const GALLERY_DESIGNS = ['slideshow', 'slider', 'grid', 'stacked'] as const;
export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];

/** The editor's labels; only the slider has a label of its own. */
export const GALLERY_DESIGN_LABELS: Record<GalleryDesign, string> = {
  slideshow: 'Slideshow',
  slider: 'Carousel',
  grid: 'Grid',
  stacked: 'Stacked',
};

/** Width divided by height for each aspect-ratio setting. */
export const GALLERY_ASPECT_RATIOS = {
  square: 1,
  standard: 3 / 2,
  'standard-vertical': 2 / 3,
  'four-three': 4 / 3,
  'three-four-vertical': 3 / 4,
  widescreen: 16 / 9,
  'anamorphic-widescreen': 2.4,
} as const;
export type GalleryAspectRatio = keyof typeof GALLERY_ASPECT_RATIOS;

export const GALLERY_META_POSITIONS = [
  'top',
  'top-left',
  'top-right',
  'center',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const;
export const GALLERY_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const GALLERY_LIGHTBOX_THEMES = ['dark', 'light'] as const;

export interface GallerySettings {
  design: GalleryDesign;
  autoplay: boolean;
  'autoplay-duration': number;
  controls: boolean;
  'auto-crop': boolean;
  'aspect-ratio': GalleryAspectRatio;
  'square-thumbs': boolean;
  thumbnails: boolean;
  'thumbnail-strip-height': number;
  'thumbnail-strip-margin': number;
  'show-meta-basic': boolean;
  'show-meta': boolean;
  'show-meta-only-title': boolean;
  'meta-position': (typeof GALLERY_META_POSITIONS)[number];
  'show-meta-on-hover': boolean;
  'active-alignment': (typeof GALLERY_ALIGNMENTS)[number];
  'thumbnails-per-row': number;
  padding: number;
  lightbox: boolean;
  lightboxTheme: (typeof GALLERY_LIGHTBOX_THEMES)[number];
  'max-width': number;
  newWindow: boolean;
  transparentBackground: boolean;
}
export type GallerySettingName = keyof GallerySettings;

export const GALLERY_DEFAULTS: Readonly<GallerySettings> = Object.freeze({
  design: 'grid',
  autoplay: false,
  'autoplay-duration': 5,
  controls: false,
  'auto-crop': true,
  'aspect-ratio': 'square',
  'square-thumbs': true,
  thumbnails: false,
  'thumbnail-strip-height': 80,
  'thumbnail-strip-margin': 20,
  'show-meta-basic': true,
  'show-meta': true,
  'show-meta-only-title': false,
  'meta-position': 'bottom',
  'show-meta-on-hover': false,
  'active-alignment': 'center',
  'thumbnails-per-row': 4,
  padding: 20,
  lightbox: false,
  lightboxTheme: 'dark',
  'max-width': 300,
  newWindow: false,
  transparentBackground: false,
});

/** Inclusive bounds of the numeric settings; `autoplay-duration` is in seconds. */
export const GALLERY_NUMBER_RANGES = {
  'autoplay-duration': [1, 10],
  'thumbnail-strip-height': [0, 200],
  'thumbnail-strip-margin': [0, 60],
  'thumbnails-per-row': [1, 10],
  padding: [0, 50],
  'max-width': [100, 300],
} as const satisfies Partial<Record<GallerySettingName, readonly [number, number]>>;

const ENUMS: Partial<Record<GallerySettingName, readonly string[]>> = {
  design: GALLERY_DESIGNS,
  'aspect-ratio': Object.keys(GALLERY_ASPECT_RATIOS),
  'meta-position': GALLERY_META_POSITIONS,
  'active-alignment': GALLERY_ALIGNMENTS,
  lightboxTheme: GALLERY_LIGHTBOX_THEMES,
};

/** The values a design sets when it is chosen. */
export const GALLERY_DESIGN_PRESETS: Record<GalleryDesign, Partial<GallerySettings>> = {
  slideshow: { thumbnails: true },
  slider: { thumbnails: false },
  grid: { thumbnails: false, autoplay: false },
  stacked: { thumbnails: false, autoplay: false },
};

/** Changing one of these on a slideshow re-renders it rather than restyling it. */
export const SLIDESHOW_RERENDER_ATTRIBUTES = [
  'aspectRatio',
  'autoplay',
  'autoplay-duration',
  'lightbox',
  'lightboxTheme',
  'methodOption',
  'padding',
  'thumbnail-strip-height',
  'thumbnail-strip-margin',
  'transientGallery',
  'vSize',
] as const;

/** The flags the template gallery options list beside the designs. */
export const TEMPLATE_GALLERY_FLAGS = [
  'autoplay',
  'auto-crop',
  'controls',
  'lightbox',
  'square-thumbs',
  'show-meta',
  'show-meta-on-hover',
  'thumbnails',
] as const;

/** Spec §3: the slider stage is half as high as it is wide unless told otherwise. */
export const DEFAULT_SLIDER_ASPECT_RATIO = 50;

/** Settings to judge visibility by; the editor also knows the `standard` and `autocolumns` layouts. */
export type GalleryVisibilityInput = Omit<GallerySettings, 'design'> & { design: string };
type Rule = (s: GalleryVisibilityInput) => boolean;

const autoplayShown: Rule = (s) => ['slideshow', 'slider', 'standard'].includes(s.design);
const lightboxShown: Rule = (s) => ['grid', 'autocolumns'].includes(s.design);
const metaDetailShown: Rule = (s) => s['show-meta'];
const stripShown: Rule = (s) => s.thumbnails;

/**
 * When the editor shows a setting; settings not listed are always shown. A setting that depends
 * on another one (autoplay-duration on autoplay) is shown only when that one is shown and on,
 * because every condition on the way must hold.
 */
const VISIBILITY: Partial<Record<GallerySettingName, Rule>> = {
  autoplay: autoplayShown,
  controls: autoplayShown,
  'autoplay-duration': (s) => autoplayShown(s) && s.autoplay,
  'aspect-ratio': (s) => s.design === 'grid',
  'meta-position': metaDetailShown,
  'show-meta-on-hover': metaDetailShown,
  'thumbnail-strip-height': stripShown,
  'thumbnail-strip-margin': stripShown,
  lightbox: lightboxShown,
  lightboxTheme: (s) => lightboxShown(s) && s.lightbox,
  transparentBackground: (s) => !s['auto-crop'] && s.design === 'slideshow',
};

/** Whether the editor shows `name` for these settings. */
export function isGallerySettingVisible(name: GallerySettingName, settings: GalleryVisibilityInput): boolean {
  return VISIBILITY[name]?.(settings) ?? true;
}

/** Settings as the design chosen in the editor leaves them. */
export function applyGalleryDesign(settings: GallerySettings, design: GalleryDesign): GallerySettings {
  return { ...settings, design, ...GALLERY_DESIGN_PRESETS[design] };
}

/**
 * Complete settings from stored options: defaults, then the design's preset, then every stored
 * value that is valid. Numbers are clamped to their range; a value of the wrong kind or outside
 * an enumeration falls back, so a hand-edited site file can never break the gallery.
 */
export function resolveGallerySettings(options: unknown): GallerySettings {
  const input = isRecord(options) ? options : {};
  const design = pickEnum('design', input.design) ?? GALLERY_DEFAULTS.design;
  const settings: Record<string, unknown> = { ...GALLERY_DEFAULTS, ...GALLERY_DESIGN_PRESETS[design as GalleryDesign] };
  for (const name of Object.keys(GALLERY_DEFAULTS) as GallerySettingName[]) {
    const value = validValue(name, input[name]);
    if (value !== undefined) settings[name] = value;
  }
  return settings as unknown as GallerySettings;
}

function validValue(name: GallerySettingName, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (ENUMS[name]) return pickEnum(name, value);
  const range = (GALLERY_NUMBER_RANGES as Partial<Record<string, readonly [number, number]>>)[name];
  if (range) {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) ? Math.min(range[1], Math.max(range[0], n)) : undefined;
  }
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return undefined;
}

function pickEnum(name: GallerySettingName, value: unknown): string | undefined {
  return typeof value === 'string' && ENUMS[name]?.includes(value) ? value : undefined;
}

/**
 * The raw options a slideshow or slider is drawn from anew when one changes (the spec's list;
 * `aspectRatio`, `methodOption`, `transientGallery` and `vSize` are read as stored). Other
 * settings only restyle the gallery in place, keeping the image shown.
 */
export function slideshowRenderKey(options: unknown): string {
  const input = isRecord(options) ? options : {};
  const settings = resolveGallerySettings(options) as unknown as Record<string, unknown>;
  return JSON.stringify(
    SLIDESHOW_RERENDER_ATTRIBUTES.map((name) => (name in settings ? settings[name] : (input[name] ?? null))),
  );
}

/**
 * The stage's height as a percentage of its width: the stored `aspectRatio` (1 to 200) when
 * valid, else the slider's default of 50; a slideshow without one follows its images.
 */
export function stageAspectPercent(options: unknown, design: GalleryDesign): number | undefined {
  const stored = isRecord(options) ? options.aspectRatio : undefined;
  const n = typeof stored === 'string' && stored.trim() !== '' ? Number(stored) : stored;
  if (typeof n === 'number' && Number.isFinite(n) && n >= 1 && n <= 200) return n;
  return design === 'slider' ? DEFAULT_SLIDER_ASPECT_RATIO : undefined;
}

/** What an image's caption shows under these settings. */
export interface GalleryMeta {
  title?: string;
  description?: string;
}

/**
 * show-meta turns captions on; show-meta-basic adds the basic meta (the title);
 * show-meta-only-title leaves the description out.
 */
export function galleryMeta(settings: GallerySettings, image: { title?: string; description?: string }): GalleryMeta {
  if (!settings['show-meta']) return {};
  const meta: GalleryMeta = {};
  if (settings['show-meta-basic'] && image.title) meta.title = image.title;
  if (!settings['show-meta-only-title'] && image.description) meta.description = image.description;
  return meta;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of an item's HTML body, for a caption (tags dropped, common entities decoded). */
export function plainTextOf(html: unknown): string {
  if (typeof html !== 'string') return '';
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}
