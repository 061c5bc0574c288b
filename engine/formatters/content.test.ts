import { describe, expect, it } from 'vitest';
import { contentFormatters } from './content';
import { testScope } from './test-scope';

const NAMES = [
  'AbsUrl', 'audio-player', 'capitalize', 'child-image-meta', 'color-weight', 'cover-image-meta', 'height',
  'humanizeDuration', 'image', 'image-color', 'image-meta', 'image-srcset', 'item-classes', 'resizedHeightForWidth',
  'resizedWidthForHeight', 'squarespaceThumbnailForHeight', 'squarespaceThumbnailForWidth', 'video', 'website-color', 'width',
];

describe('contentFormatters', () => {
  it('registers every content formatter of §12.5 by its template name', () => {
    expect(Object.keys(contentFormatters).sort()).toEqual([...NAMES].sort());
  });

  it('never throws on odd input', () => {
    const odd = [undefined, null, 0, NaN, '', 'x', true, [], [1, [2]], {}, JSON.parse('{"__proto__":{"a":1}}')];
    const argLists = [[], [''], ['x', 'y'], ['1']];
    for (const formatter of Object.values(contentFormatters)) {
      for (const value of odd) for (const args of argLists) expect(() => formatter(value, args, testScope())).not.toThrow();
    }
  });
});
