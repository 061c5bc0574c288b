import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { video } from './video';

const scope = testScope();
const embed = { oembed: { html: '<iframe src="https://v.test/1?a=1&b=2"></iframe>', providerName: 'Tube "&" Co' } };

describe('video', () => {
  it('keeps the embed HTML escaped in the wrapper', () => {
    expect(video(embed, [], scope)).toBe(
      '<div class="video-block" data-html="&lt;iframe src=&quot;https://v.test/1?a=1&amp;b=2&quot;&gt;&lt;/iframe&gt;" ' +
        'data-provider-name="Tube &quot;&amp;&quot; Co"></div>',
    );
  });

  it('renders an empty wrapper for missing data', () => {
    const empty = '<div class="video-block" data-html="" data-provider-name=""></div>';
    for (const value of [undefined, null, {}, 'x']) expect(video(value, [], scope)).toBe(empty);
  });

  it('marks the wrapper not to load with load-false', () => {
    expect(video(embed, ['load-false'], scope)).toMatch(/^<div class="video-block" data-load="false" data-html=/);
  });

  it('overlays the poster image when there is one', () => {
    const value = { ...embed, overlay: true, mainImageId: 'M', assetUrl: 'http://a/b.jpg', originalSize: '10x20' };
    expect(video(value, [], scope)).toContain(
      '<div class="video-overlay"><img src="http://a/b.jpg" alt="" loading="lazy" decoding="async" ' +
        'data-image-dimensions="10x20" data-image-focal-point="0.5,0.5" style="object-position:50% 50%">' +
        '<span class="video-play-icon" aria-hidden="true"></span></div></div>',
    );
  });

  it('adds colour attributes only with color-data and colour data', () => {
    const value = { overlay: 1, systemDataId: 'S', assetUrl: 'u', colorData: { centerAverage: 'fff' } };
    expect(video(value, ['color-data'], scope)).toContain('data-color-topLeft="#" data-color-topRight="#"');
    expect(video(value, ['color-data'], scope)).toContain('data-color-center="#fff"');
    expect(video(value, [], scope)).not.toContain('data-color');
    expect(video({ ...value, colorData: undefined }, ['color-data'], scope)).not.toContain('data-color');
  });

  it('shows a no-thumbnail overlay without an image id or source', () => {
    const noThumb =
      '<div class="video-overlay video-overlay--no-thumb"><span class="video-play-icon" aria-hidden="true"></span></div>';
    expect(video({ overlay: true }, [], scope)).toContain(noThumb);
    expect(video({ overlay: true, mainImageId: 'M' }, [], scope)).toContain(noThumb);
    expect(video({ overlay: false, mainImageId: 'M', assetUrl: 'u' }, [], scope)).not.toContain('video-overlay');
  });
});
