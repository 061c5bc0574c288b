/**
 * Image rules shared by the template formatters and the islands (product spec §3 "Image", §9):
 * the size ladder, `originalSize` parsing and resizing, focal points, derived alt text and
 * whether a colour reads as light or dark.
 *
 * @module
 */
import { COLOUR_RULES, THUMBNAIL_THRESHOLDS, isLightColour } from './enums/constants';

/** Widths the image service renders, smallest first. */
export const IMAGE_SIZE_LADDER = ['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w'] as const;

export type ImageSize = (typeof IMAGE_SIZE_LADDER)[number];

/** The next width of the ladder, or undefined for the largest and for sizes not on it. */
export function nextSizeUp(size: string): ImageSize | undefined {
  const index = IMAGE_SIZE_LADDER.indexOf(size as ImageSize);
  return index < 0 ? undefined : IMAGE_SIZE_LADDER[index + 1];
}

/** The smallest ladder size that covers `width` pixels (thresholds 100, 300, 500, 750, 1000). */
export function thumbnailSizeForWidth(width: number): ImageSize {
  let index = 0;
  for (const [i, threshold] of THUMBNAIL_THRESHOLDS.entries()) if (width > threshold) index = i + 1;
  return IMAGE_SIZE_LADDER[index];
}

/**
 * `srcset` candidates for an asset: each variant ending in `w` as `<url>?format=<w> <w>`, plus
 * the original at the next size up when the largest listed variant is below 2500w.
 * Undefined when no variant qualifies.
 */
export function srcsetCandidates(assetUrl: string, variants: string): string | undefined {
  const widths = variants.split(',').filter((entry) => entry.endsWith('w'));
  if (widths.length === 0) return undefined;
  const candidates = widths.map((w) => `${assetUrl}?format=${w} ${w}`);
  const next = nextSizeUp(widths[widths.length - 1]);
  if (next) candidates.push(`${assetUrl}?format=original ${next}`);
  return candidates.join(',');
}

/** The message the resize formatters print for a size that is not `WIDTHxHEIGHT`. */
export const INVALID_ORIGINAL_SIZE = "Invalid source parameter. Pass in 'originalSize'";

export interface OriginalSize {
  /** Integer prefix of the width text; NaN when it does not start with a number. */
  width: number;
  height: number;
}

/** `"WxH"` → integer prefixes of both parts; undefined unless there are exactly two parts. */
export function parseOriginalSize(text: string): OriginalSize | undefined {
  const parts = text.split('x');
  if (parts.length !== 2) return undefined;
  return { width: parseInt(parts[0], 10), height: parseInt(parts[1], 10) };
}

/** 32-bit truncation, as the platform computes resized sizes (NaN becomes 0). */
function toInt32(value: number): number {
  return value | 0;
}

/** Height of the image scaled to `width`. */
export function resizedHeightForWidth(size: OriginalSize, width: number): number {
  return toInt32((size.height * width) / size.width);
}

/** Width of the image scaled to `height`. */
export function resizedWidthForHeight(size: OriginalSize, height: number): number {
  return toInt32((size.width * height) / size.height);
}

export interface FocalPoint {
  x: number;
  y: number;
}

/** Where the subject of an image sits when none was chosen: the centre. */
export const DEFAULT_FOCAL_POINT: FocalPoint = { x: 0.5, y: 0.5 };

/** The `"x,y"` form of `data-image-focal-point`. */
export function focalPointText(point: FocalPoint): string {
  return `${point.x},${point.y}`;
}

/** CSS `object-position` for a focal point; a coordinate that is not a number centres. */
export function objectPosition(point: FocalPoint): string {
  const percent = (n: number) => (Number.isFinite(n) ? `${Math.round(n * 10000) / 100}%` : '50%');
  return `${percent(point.x)} ${percent(point.y)}`;
}

/**
 * Derived alt text is cut to this many characters. The product spec (§9) sets 1000; the
 * language reference's engines cut at 250. The spec is the requirement here (a known difference).
 */
export const ALT_TEXT_CUT = 1000;

/** The texts alt text is derived from; an empty string stands for an absent or falsy field. */
export interface AltTextSource {
  altText: string;
  title: string;
  body: string;
  filename: string;
}

/**
 * Alt text of an image. In an image block the owner's `altText` is authoritative (trimmed, even
 * when empty); elsewhere: the title, else the body without tags, else the file name.
 */
export function deriveAltText(image: AltTextSource, inImageBlock: boolean): string {
  if (inImageBlock) return image.altText.trim();
  if (image.title) return image.title;
  const body = stripTagsToSpaces(image.body).slice(0, ALT_TEXT_CUT);
  if (body) return body;
  return image.filename;
}

/** Tags removed, each `>` read as a space (so `<p>a</p><p>b</p>` gives ` a  b `). */
function stripTagsToSpaces(html: string): string {
  return html.replace(/<[^>]*/g, '').replace(/>/g, ' ');
}

const HEX_COLOR = /^#?([0-9a-f]{3,6})$/i;

/** The colour as an integer, from 3 to 6 hex digits (`#` optional; 3 digits are doubled). */
export function parseHexColor(text: string): number | undefined {
  const match = HEX_COLOR.exec(text);
  if (!match) return undefined;
  const digits = match[1].length === 3 ? match[1].replace(/./g, '$&$&') : match[1];
  return parseInt(digits, 16);
}

/** `light` when the colour as an integer is above half of 0xFFFFFF, else `dark`. */
export function colorWeight(text: string): 'light' | 'dark' | undefined {
  const color = parseHexColor(text);
  if (color === undefined) return undefined;
  return isLightColour(color) ? 'light' : 'dark';
}

/** The second check: dark when the weighted brightness is below 65% of 256. */
export function isDarkColor(text: string): boolean | undefined {
  const color = parseHexColor(text);
  if (color === undefined) return undefined;
  const r = (color >> 16) & 0xff;
  const g = (color >> 8) & 0xff;
  const b = color & 0xff;
  return (r * 299 + g * 587 + b * 114) / 1000 < COLOUR_RULES.darkBrightnessRatio * COLOUR_RULES.brightnessScale;
}

/**
 * The fields an item's image is made of (spec §3 image fields): what an item takes from a
 * library image and drops with it.
 */
export const ITEM_IMAGE_FIELDS = [
  'assetUrl',
  'originalSize',
  'mediaFocalPoint',
  'altText',
  'systemDataVariants',
  'colorData',
  'mainImageId',
  'systemDataId',
  'filename',
] as const;
