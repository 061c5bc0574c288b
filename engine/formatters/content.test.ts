import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../index';
import { contentFormatters } from './content';
import { testScope } from './test-scope';

const NAMES = [
  'AbsUrl',
  'audio-player',
  'capitalize',
  'child-image-meta',
  'color-weight',
  'cover-image-meta',
  'height',
  'humanizeDuration',
  'image',
  'image-color',
  'image-meta',
  'image-srcset',
  'item-classes',
  'resizedHeightForWidth',
  'resizedWidthForHeight',
  'squarespaceThumbnailForHeight',
  'squarespaceThumbnailForWidth',
  'video',
  'website-color',
  'width',
];

describe('contentFormatters', () => {
  it('registers every content formatter of §12.5 by its template name', () => {
    expect(Object.keys(contentFormatters).sort()).toEqual([...NAMES].sort());
  });

  it('never throws on odd input', () => {
    const odd = [undefined, null, 0, NaN, '', 'x', true, [], [1, [2]], {}, JSON.parse('{"__proto__":{"a":1}}')];
    const argLists = [[], [''], ['x', 'y'], ['1']];
    const scope = testScope();
    const runAll = () => {
      for (const formatter of Object.values(contentFormatters)) {
        for (const value of odd) for (const args of argLists) formatter(value, args, scope);
      }
    };
    expect(runAll).not.toThrow();
  });
});

describe('content formatters in templates', () => {
  it('render an image block with the owner alt text from the context', () => {
    const data = {
      blockType: 5,
      image: { assetUrl: 'https://cdn.test/a.jpg', originalSize: '800x600', altText: ' A "cat" ', title: 'T' },
    };
    const { output, errors } = renderTemplate('<figure>{image|image hero}</figure>', data);
    expect(errors).toEqual([]);
    expect(output).toBe(
      '<figure><img class="hero" src="https://cdn.test/a.jpg" width="800" height="600" alt="A &quot;cat&quot;" loading="lazy" ' +
        'decoding="async" data-image-dimensions="800x600" data-image-focal-point="0.5,0.5" style="object-position:50% 50%">' +
        '<noscript><img src="https://cdn.test/a.jpg" alt="A &quot;cat&quot;"></noscript></figure>',
    );
  });

  it('write item classes and a srcset inside a loop', () => {
    const data = { items: [{ tags: ['New In'], assetUrl: 'u', systemDataVariants: '100w' }, { starred: true }] };
    const { output } = renderTemplate(
      '{.repeated section items}<li class="{@|item-classes}"><img{@|image-srcset}></li>{.end}',
      data,
    );
    expect(output).toBe(
      '<li class="hentry tag-new-in post-type- article-index-1"><img srcset="u?format=100w 100w,u?format=original 300w"></li>' +
        '<li class="hentry post-type- article-index-2 featured"><img></li>',
    );
  });

  it('chain with core formatters', () => {
    expect(
      renderTemplate('{size|width} by {size|height}: {size|resizedHeightForWidth 300}px', { size: '1200x800' }).output,
    ).toBe('1200 by 800: 200px');
  });
});
