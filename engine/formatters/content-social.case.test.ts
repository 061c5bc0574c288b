/**
 * Differential cases for the pure-logic content and social formatters and predicates (§12.5–§12.7):
 * each template renders through our engine and through the reference TypeScript engine, and the
 * outputs must agree. Markup-producing formatters are ours by design and are not compared here.
 */
import { Compiler } from '@squarespace/template-engine';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../index';

const reference = new Compiler();

function referenceOutput(code: string, json: unknown): string {
  return reference.execute({ code, json }).ctx.render();
}

const image = { title: 'A', assetUrl: 'http://x/a.jpg', originalSize: '100x200', mediaFocalPoint: { x: 0.3, y: 0.7 } };

const FORMATTER_CASES: Array<[string, unknown]> = [
  ['{v|capitalize}|{n|capitalize}', { v: 'hi there ß', n: 12 }],
  ['{u|AbsUrl}', { u: 'foo', 'base-url': 'http://a.com' }],
  ['{u|AbsUrl}', { u: 5 }],
  [
    '{a|color-weight}{b|color-weight}{c|color-weight}{d|color-weight}{e|color-weight}',
    { a: '#808080', b: '7fffff', c: 'fff', d: '#ffff', e: 'zz' },
  ],
  ['{s|width}x{s|height}', { s: '10x20' }],
  ['{s|width}x{s|height}', { s: 'axb' }],
  ['[{s|width}{s|height}]', { s: '10x20px' }],
  [
    '{d|humanizeDuration} {e|humanizeDuration} {f|humanizeDuration} {g|humanizeDuration}',
    { d: 125000, e: -65000, f: '1.5e6', g: 'abc' },
  ],
  ['{s|resizedHeightForWidth 50} {s|resizedWidthForHeight 50} {s|resizedHeightForWidth 33.9}', { s: '100x300' }],
  ['{s|resizedHeightForWidth 50} {t|resizedWidthForHeight 50}', { s: 'axb', t: '1x2x3' }],
  [
    '{s|squarespaceThumbnailForWidth 1001} {s|squarespaceThumbnailForWidth 301} {s|squarespaceThumbnailForWidth 7px}',
    {},
  ],
  ['{s|squarespaceThumbnailForHeight 50} {t|squarespaceThumbnailForHeight 50}', { s: '1000x100', t: '10x20px' }],
  ['{i|image-meta}', { i: image }],
  ['{i|image-meta}', { i: { body: '<p>hello</p><b>world</b>' } }],
  ['{i|image-meta}', { blockType: 5, i: { title: 'T', altText: '  alt  ' } }],
  [
    '{i|child-image-meta 1}|{i|cover-image-meta}',
    { i: { items: [{ title: 'a' }, { title: 'b' }], coverImage: { filename: 'c.jpg' } } },
  ],
  ['{i|image-srcset}', { i: { assetUrl: 'http://a/b.jpg', systemDataVariants: '100w,300w,500w,750w' } }],
  ['{i|image-srcset}', { i: { assetUrl: 'http://a/b.jpg', systemDataVariants: '100x100,2500w' } }],
  [
    '{i|image-color}|{i|image-color topLeft}|{i|image-color topLeft color}|{i|image-color bottomRight}',
    { i: { colorData: { topLeftAverage: 'aabbcc', centerAverage: 'fff' } } },
  ],
  [
    '{c|website-color}|{d|website-color}|{e|website-color}|{f|website-color}',
    {
      c: { hue: 10.126, saturation: 0.33333, lightness: 0.25, alpha: 0.5 },
      d: { hue: 400, saturation: 2, lightness: -1, alpha: 3 },
      e: { hue: 10, saturation: 0.5 },
      f: { hue: 0, saturation: 0.5, lightness: 2 },
    },
  ],
  [
    '{.repeated section xs}{@|item-classes};{.end}',
    {
      xs: [
        {
          promotedBlockType: 'Video Embed!',
          categories: ['A b', 'C&D'],
          tags: ['x y'],
          author: { displayName: 'Ann Lee' },
          recordTypeLabel: 'text',
          starred: true,
        },
        { recordType: 11, structuredContent: { productType: 1, variants: [{ onSale: true, qtyInStock: 0 }] } },
        { recordType: 11, structuredContent: { productType: 2, onSale: 1 } },
      ],
    },
  ],
  [
    '{a|comment-count}, {b|comment-count}, {c|comment-count}, {d|comment-count}',
    {
      a: { publicCommentCount: 0 },
      b: { publicCommentCount: 1 },
      c: { publicCommentCount: '7' },
      d: {},
    },
  ],
  ['{e|google-calendar-url}', { e: { startDate: 1384518630000, endDate: 1384518716400 } }],
  [
    '{e|google-calendar-url}',
    {
      e: {
        startDate: 1384518630000,
        endDate: 1384518716400,
        title: 'Tea & Cake ü/+@*_-.€',
        location: { addressLine1: ' 1 Main St ', addressLine2: '', addressCountry: 'Café, FR' },
      },
    },
  ],
];

const PREDICATE_CASES: Array<[string, unknown]> = [
  ['calendar-view?', { calendarView: 'true' }],
  ['calendar-view?', { calendarView: 'yes' }],
  ['child-images?', { items: [{ mainImageId: 'a' }] }],
  ['clickable?', { folderBehavior: 3 }],
  ['clickable?', {}],
  ['collection?', { collection: { a: 1 } }],
  ['collection-page?', { collection: { type: '10' } }],
  ['collection-template-page?', { type: 7 }],
  ['collection-template-page?', { collection: {}, type: 7 }],
  ['collectionTypeNameEquals? products', { typeName: 'products' }],
  ['excerpt?', { excerpt: '<p>\u00a0\u200b </p>' }],
  ['excerpt?', { excerpt: { html: '<p>x</p>' } }],
  ['external-link?', { externalLink: 'x' }],
  ['folder?', { collection: { folder: true } }],
  ['gallery-meta?', { options: { indicators: 'false' } }],
  ['has-multiple?', { a: 1, b: 2 }],
  ['index?', { collection: { folder: true, folderBehavior: '1' } }],
  ['location?', { location: { mapLat: null, mapLng: null } }],
  ['main-image?', { systemDataId: 'x' }],
  ['passthrough?', { passthrough: true, sourceUrl: 5 }],
  ['redirect?', { folderBehavior: '2' }],
  ['same-day?', { startDate: 1384473600000, endDate: 1384473599999 }],
  ['serviceNameEmail?', { serviceName: 'email' }],
  ['show-past-events?', { showPastOrUpcomingEvents: 'past' }],
  ['gallery-design-slider?', { options: { design: 'slider' } }],
  ['gallery-meta-position-bottom-left?', { options: { 'meta-position': 'bottom-left' } }],
  ['gallery-active-alignment-right?', { options: { 'active-alignment': 'left' } }],
  ['gallery-square-thumbs?', { options: { 'square-thumbs': 'true' } }],
  ['gallery-lightbox?', { options: { lightbox: 'yes' } }],
  ['digital-good?', { recordType: '18' }],
  ['undefined?', { recordType: -1 }],
  ['link?', { promotedBlockType: 'link' }],
  ['external-video?', { recordType: 8 }],
  ['promotedCODE?', { promotedBlockType: 'code' }],
  ['background-source-instagram?', { backgroundSource: 2 }],
  ['current-type? custom-form', { currentType: 10 }],
  ['current-type? nope', { currentType: 10 }],
  ['comments?', { commentState: 1, websiteSettings: {} }],
  ['comments?', { publicCommentCount: '2', websiteSettings: { commentsEnabled: true } }],
  ['disqus?', { websiteSettings: { disqusShortName: 'x' } }],
  ['disqus?', { websiteSettings: { disqusShortname: 'x' } }],
];

describe('content and social rules agree with the reference engine', () => {
  it.each(FORMATTER_CASES)('%s', (template, data) => {
    const ours = renderTemplate(template, data);
    expect(ours.errors).toEqual([]);
    expect(ours.output).toBe(referenceOutput(template, data));
  });

  it.each(PREDICATE_CASES)('{.%s}', (predicate, data) => {
    const template = `{.${predicate}}yes{.or}no{.end}`;
    expect(renderTemplate(template, data).output).toBe(referenceOutput(template, data));
  });
});
