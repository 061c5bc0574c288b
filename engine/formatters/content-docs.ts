/**
 * What each formatter of this family does, for hover help, completion and the reference page
 * (docs/template-language.md §12.5); registered with the family in builtins.ts.
 * `test/engine/name-docs.test.ts` checks that the reference page says the same.
 */
import type { NameDoc } from '../types';

export const contentFormatterDocs: Record<string, NameDoc> = {
  AbsUrl: {
    reads: 'v text',
    summary: 'context lookup `base-url` + `/` + v',
    section: '12.5',
  },
  'audio-player': {
    reads: '`structuredContent.audioAssetUrl`, `id`',
    summary: 'audio player placeholder (private sub-template)',
    section: '12.5',
  },
  capitalize: {
    reads: 'v',
    summary: 'toText(v) **fully upper-cased**',
    section: '12.5',
  },
  'child-image-meta': {
    reads: '[INDEX] (default 0)',
    summary: 'image meta for `items[INDEX]`',
    section: '12.5',
  },
  'color-weight': {
    reads: 'v hex colour (`#` optional)',
    summary:
      '`light` if the colour as an integer is above 0xFFFFFF/2, else `dark`; 3-digit forms are expanded; anything not matching 3–6 hex digits → missing',
    section: '12.5',
  },
  'cover-image-meta': {
    summary: 'image meta for `coverImage`',
    section: '12.5',
  },
  height: {
    reads: 'v = `"WxH"` text',
    summary:
      'the integer prefix of H / W (`NaN` when it is not a number, e.g. `axb`); not exactly two `x`-separated parts → missing (`10x20px` has three)',
    section: '12.5',
  },
  humanizeDuration: {
    reads: 'v milliseconds',
    summary: '`M:SS` (whole seconds; minutes unbounded): `125000` → `2:05`',
    section: '12.5',
  },
  image: {
    reads: 'image node; [CLASS] (default `thumb-image`)',
    summary:
      'a lazy-loading image with image meta and the image `id`, plus a no-script fallback using `assetUrl` and alt text',
    section: '12.5',
  },
  'image-color': {
    reads: '`colorData.{topLeft,topRight,bottomLeft,bottomRight,center}Average`; [POS [PROP]]',
    summary:
      'no `colorData` → missing. With POS: `#<colorData.POSAverage>` (prefixed `PROP: ` if given), or `"POS" not found.` when empty. Without args: a colour attribute per position',
    section: '12.5',
  },
  'image-meta': {
    reads: 'image node',
    summary: 'image meta',
    section: '12.5',
  },
  'image-srcset': {
    reads: '`assetUrl`, `systemDataVariants` (comma list)',
    summary:
      'keep only entries ending in `w`; none → v unchanged. Candidates: `<assetUrl>?format=<w> <w>` for each, comma-joined. If the last kept entry is one of `100w 300w 500w 750w 1000w 1500w` (i.e. not `2500w`), append `<assetUrl>?format=original <next size up>` using that ladder (`…,2500w`). Output is a ` srcset="…"` attribute (leading space). Args ignored',
    section: '12.5',
  },
  'item-classes': {
    reads: 'item + context',
    summary:
      'space-separated class list: `hentry`; `promoted promoted-block-<slug>` if `promotedBlockType` truthy; `category-<slug>` per `categories` entry; `tag-<slug>` per `tags` entry; `author-<slug of author.displayName>`; `post-type-<recordTypeLabel>`; `article-index-<@index>` inside a loop; `featured` if `starred`; for store items (`recordType` 11) `on-sale` / `sold-out` per §12.2. Slugs use `slugify`',
    section: '12.5',
  },
  resizedHeightForWidth: {
    reads: 'v `"WxH"`; N',
    summary: 'integer part of H×N/W',
    section: '12.5',
  },
  resizedWidthForHeight: {
    reads: 'v `"WxH"`; N',
    summary: 'integer part of W×N/H',
    section: '12.5',
  },
  squarespaceThumbnailForHeight: {
    reads: 'v `"WxH"`; N',
    summary: 'bucket of the width for height N (as `resizedWidthForHeight`)',
    section: '12.5',
  },
  squarespaceThumbnailForWidth: {
    reads: 'N',
    summary: 'size bucket for width N: >1000 `1500w`, >750 `1000w`, >500 `750w`, >300 `500w`, >100 `300w`, else `100w`',
    section: '12.5',
  },
  video: {
    reads:
      '`oembed.{html, providerName}`, `overlay`, `mainImageId`/`systemDataId`, `assetUrl`, `originalSize`, focal point, `colorData`; args `load-false`, `color-data`',
    summary:
      'video wrapper with escaped embed HTML; when `overlay` is truthy an overlay with a thumbnail (if an image id exists; with colour attributes when `color-data` and colorData present) or a "no thumbnail" overlay',
    section: '12.5',
  },
  'website-color': {
    reads: '`{hue, saturation, lightness[, alpha]}`',
    summary:
      '`hsl(H, S%, L%)` or `hsla(H, S%, L%, A)`; saturation/lightness are fractions 0–1 shown as percent; numbers rounded to 2 decimals without trailing zeros. Missing H/S/L → `Missing an H/S/L value.`; out of range → concatenation of `Hue out of bounds. ` (outside 0–360), `Saturation out of bounds. `, `Lightness out of bounds. `, `Alpha out of bounds.`',
    section: '12.5',
  },
  width: {
    reads: 'v = `"WxH"` text',
    summary:
      'the integer prefix of H / W (`NaN` when it is not a number, e.g. `axb`); not exactly two `x`-separated parts → missing (`10x20px` has three)',
    section: '12.5',
  },
};
