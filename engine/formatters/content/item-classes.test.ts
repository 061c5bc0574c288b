import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { itemClasses } from './item-classes';
import { RenderMemo } from '../../render-memo';

const scope = testScope();
const classes = (value: unknown, loopIndex?: number) => itemClasses(value, [], testScope({ loopIndex }));

describe('item-classes', () => {
  it('always starts with hentry and the post type', () => {
    expect(classes({})).toBe('hentry post-type-');
    expect(classes(undefined)).toBe('hentry post-type-');
    expect(itemClasses('x', [], scope)).toBe('hentry post-type-');
  });

  it('lists promoted, categories, tags, author, post type and featured as slugs', () => {
    const post = {
      promotedBlockType: 'Video Embed!',
      categories: ['A b', 'C&D'],
      tags: ['x y', 5],
      author: { displayName: 'Ann Lee' },
      recordTypeLabel: 'text post',
      starred: true,
    };
    expect(classes(post)).toBe(
      'hentry promoted promoted-block-video-embed category-a-b category-cd tag-x-y tag-5 author-ann-lee post-type-text post featured',
    );
  });

  it('adds the loop position inside a repeated section', () => {
    expect(classes({ starred: 'false' }, 3)).toBe('hentry post-type- article-index-3 featured');
  });

  it('skips falsy fields and non-list categories', () => {
    expect(classes({ author: {}, promotedBlockType: 0, starred: 0 })).toBe('hentry post-type-');
    expect(classes({ author: { displayName: '' } })).toBe('hentry post-type-');
    expect(classes({ categories: 'abc', tags: { a: 1 } })).toBe('hentry post-type-');
    expect(classes({ recordTypeLabel: 5, categories: [null, { a: 1 }, true] })).toBe(
      'hentry category- category- category-true post-type-5',
    );
  });

  it('escapes the unslugged record-type label', () => {
    expect(classes({ recordTypeLabel: '"><script>' })).toBe('hentry post-type-&quot;&gt;&lt;script&gt;');
  });

  it('marks store items on sale and sold out', () => {
    const item = (structuredContent: unknown) => ({ recordType: 11, structuredContent });
    expect(classes(item({ productType: 1, variants: [{ onSale: true, qtyInStock: 0 }] }), 1)).toBe(
      'hentry post-type- article-index-1 on-sale sold-out',
    );
    expect(classes(item({ productType: 2 }))).toBe('hentry post-type-');
    expect(
      classes({ recordType: '11', structuredContent: { productType: '1', variants: [{ qtyInStock: '3' }] } }),
    ).toBe('hentry post-type-');
    expect(classes({ recordType: 11 })).toBe('hentry post-type- sold-out');
    expect(classes({ recordType: 1, structuredContent: { productType: 1 } })).toBe('hentry post-type-');
  });

  it("keeps an item's classes per loop position in the render memo, and a changed item is another object", () => {
    const memo = new RenderMemo();
    const at = (value: unknown, loopIndex?: number) => itemClasses(value, [], testScope({ loopIndex, memo }));
    const post = { categories: ['A b'], recordTypeLabel: 'text' };
    expect(at(post, 1)).toBe('hentry category-a-b post-type-text article-index-1');
    expect(at(post, 1)).toBe('hentry category-a-b post-type-text article-index-1');
    expect(at(post, 2)).toBe('hentry category-a-b post-type-text article-index-2');
    expect(at(post)).toBe('hentry category-a-b post-type-text');
    expect(at({ ...post, starred: true }, 1)).toBe('hentry category-a-b post-type-text article-index-1 featured');
  });
});
