import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { altTextOf, childImageMeta, coverImageMeta, focalPointOf, imageMeta, imageMetaFormatter } from './image-meta';

const scope = testScope();
const defaults = 'data-src="" data-image="" data-image-dimensions="" data-image-focal-point="0.5,0.5" alt="" ';

describe('image meta', () => {
  it('describes a full image node, escaping every value', () => {
    const image = {
      assetUrl: 'http://x/a.jpg?a=1&b="2"',
      originalSize: '100x200',
      title: 'T<"',
      mediaFocalPoint: { x: 0.3, y: 0.7 },
      componentKey: 'ck',
      licensedAssetPreview: {},
    };
    expect(imageMetaFormatter(image, [], scope)).toBe(
      'data-licensed-asset-preview="true" data-component-key="ck" data-src="http://x/a.jpg?a=1&amp;b=&quot;2&quot;" ' +
        'data-image="http://x/a.jpg?a=1&amp;b=&quot;2&quot;" data-image-dimensions="100x200" ' +
        'data-image-focal-point="0.3,0.7" alt="T&lt;&quot;" ',
    );
  });

  it('prints nothing for a missing image and defaults for an empty or odd one', () => {
    expect(imageMeta(undefined, scope)).toBe('');
    expect(imageMeta({}, scope)).toBe(defaults);
    expect(imageMeta(null, scope)).toBe(defaults);
    expect(imageMeta('str', scope)).toBe(defaults);
    expect(imageMeta([1], scope)).toBe(defaults);
  });

  it('flags a licensed preview only when it is an object', () => {
    expect(imageMeta({ licensedAssetPreview: [] }, scope)).toBe(defaults);
    expect(imageMeta({ licensedAssetPreview: null }, scope)).toBe(defaults);
    expect(imageMeta({ componentKey: '' }, scope)).toBe(`data-component-key="" ${defaults}`);
  });

  it('ignores inherited keys', () => {
    const image = JSON.parse('{"__proto__":{"assetUrl":"evil"}}');
    expect(imageMeta(image, scope)).toBe(defaults);
    expect(imageMeta(Object.create({ title: 'inherited' }), scope)).toBe(defaults);
  });
});

describe('focal point', () => {
  it('defaults to the centre only when the image has none', () => {
    expect(focalPointOf({})).toEqual({ x: 0.5, y: 0.5 });
    expect(focalPointOf({ mediaFocalPoint: { x: 0 } })).toEqual({ x: 0, y: 0 });
    expect(focalPointOf({ mediaFocalPoint: 5 })).toEqual({ x: 0, y: 0 });
    expect(focalPointOf({ mediaFocalPoint: { x: '0.25', y: 'a' } })).toEqual({ x: 0.25, y: NaN });
  });
});

describe('alt text', () => {
  it('derives from title, body and file name outside an image block', () => {
    expect(altTextOf({ title: 5 }, scope)).toBe('5');
    expect(altTextOf({ title: 0, body: 5, filename: 7 }, scope)).toBe('5');
    expect(altTextOf({ body: '<p>x</p>', filename: 'f.jpg' }, scope)).toBe(' x ');
    expect(altTextOf({ body: '', title: '', filename: 'f.jpg' }, scope)).toBe('f.jpg');
  });

  it('uses the trimmed alt text when the context block type is 5', () => {
    const image = { title: 'T', altText: '  alt  ' };
    expect(altTextOf(image, testScope({ frames: [{ blockType: 5 }, image] }))).toBe('alt');
    expect(altTextOf(image, testScope({ frames: [{ blockType: '5' }, image] }))).toBe('alt');
    expect(altTextOf({ title: 'T' }, testScope({ frames: [{ blockType: 5 }] }))).toBe('');
    expect(altTextOf({ altText: 5 }, testScope({ frames: [{ blockType: 5 }] }))).toBe('5');
    expect(altTextOf(image, testScope({ frames: [{ blockType: 6 }] }))).toBe('T');
  });
});

describe('child-image-meta and cover-image-meta', () => {
  const node = { items: [{ title: 'a' }, { title: 'b' }], coverImage: { title: 'c' } };

  it('pick items[INDEX] (default 0) and coverImage', () => {
    expect(childImageMeta(node, [], scope)).toContain('alt="a"');
    expect(childImageMeta(node, ['1'], scope)).toContain('alt="b"');
    expect(childImageMeta(node, ['1.5'], scope)).toContain('alt="b"');
    expect(childImageMeta({ items: { 0: { title: 'k' } } }, [], scope)).toContain('alt="k"');
    expect(coverImageMeta(node, [], scope)).toContain('alt="c"');
  });

  it('print nothing when the index or the image is missing', () => {
    for (const args of [['x'], ['-1'], ['5']]) expect(childImageMeta(node, args, scope)).toBe('');
    expect(childImageMeta(undefined, [], scope)).toBe('');
    expect(coverImageMeta({}, [], scope)).toBe('');
  });
});
