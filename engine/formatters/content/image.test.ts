import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { image } from './image';

const scope = testScope();
const photo = {
  id: 'img1',
  assetUrl: 'https://cdn.test/a.jpg',
  originalSize: '1200x800',
  systemDataVariants: '100w,300w,500w',
  mediaFocalPoint: { x: 0.3, y: 0.7 },
  title: 'Blue "shirt" <b>',
};

describe('image', () => {
  it('renders a lazy, responsive img and a noscript fallback', () => {
    expect(image(photo, [], scope)).toBe(
      '<img class="thumb-image" src="https://cdn.test/a.jpg" ' +
        'srcset="https://cdn.test/a.jpg?format=100w 100w,https://cdn.test/a.jpg?format=300w 300w,' +
        'https://cdn.test/a.jpg?format=500w 500w,https://cdn.test/a.jpg?format=original 750w" ' +
        'sizes="(max-width: 1200px) 100vw, 1200px" width="1200" height="800" alt="Blue &quot;shirt&quot; &lt;b&gt;" ' +
        'loading="lazy" decoding="async" data-image-id="img1" data-image-dimensions="1200x800" ' +
        'data-image-focal-point="0.3,0.7" style="object-position:30% 70%">' +
        '<noscript><img src="https://cdn.test/a.jpg" alt="Blue &quot;shirt&quot; &lt;b&gt;"></noscript>',
    );
  });

  it('takes the class from the first argument, escaped', () => {
    expect(image(photo, ['hero "x"'], scope)).toMatch(/^<img class="hero &quot;x&quot;" /);
  });

  it('leaves out srcset, sizes and dimensions it cannot know', () => {
    const out = image({ assetUrl: 'u.png', originalSize: 'axb' }, [], scope) as string;
    expect(out).toBe(
      '<img class="thumb-image" src="u.png" alt="" loading="lazy" decoding="async" ' +
        'data-image-dimensions="axb" data-image-focal-point="0.5,0.5" style="object-position:50% 50%">' +
        '<noscript><img src="u.png" alt=""></noscript>',
    );
  });

  it('sizes to the viewport when the width is unknown', () => {
    expect(image({ assetUrl: 'u', systemDataVariants: '100w' }, [], scope)).toContain('sizes="100vw"');
  });

  it('uses the image-block alt text from the context', () => {
    const out = image({ assetUrl: 'u', title: 'T', altText: ' A ' }, [], testScope({ frames: [{ blockType: 5 }] }));
    expect(out).toContain('alt="A"');
  });

  it('prints nothing without a source', () => {
    for (const value of [undefined, null, 'x', {}, { assetUrl: '' }, { assetUrl: {} }])
      expect(image(value, [], scope)).toBe('');
  });

  it('keeps a non-numeric focal point out of the CSS', () => {
    const out = image({ assetUrl: 'u', mediaFocalPoint: { x: 'a', y: 1 } }, [], scope);
    expect(out).toContain('data-image-focal-point="NaN,1" style="object-position:50% 100%"');
  });
});
