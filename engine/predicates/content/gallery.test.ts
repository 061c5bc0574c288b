import { describe, expect, it } from 'vitest';
import { testScope } from '../../formatters/test-scope';
import { galleryPredicates } from './gallery';

const withOptions = (options: unknown) => testScope({ frames: [{ options }, {}] });
const check = (name: string, options: unknown) => galleryPredicates[name]({}, [], withOptions(options));

describe('gallery predicates', () => {
  it('registers one predicate per design, position, alignment and flag', () => {
    expect(Object.keys(galleryPredicates)).toHaveLength(1 + 4 + 7 + 3 + 8);
  });

  it('match designs, meta positions and alignments exactly', () => {
    expect(check('gallery-design-grid?', { design: 'grid' })).toBe(true);
    expect(check('gallery-design-slider?', { design: 'grid' })).toBe(false);
    expect(check('gallery-design-grid?', { design: ['grid'] })).toBe(false);
    expect(check('gallery-meta-position-top-left?', { 'meta-position': 'top-left' })).toBe(true);
    expect(check('gallery-meta-position-top?', { 'meta-position': 'top-left' })).toBe(false);
    expect(check('gallery-active-alignment-left?', { 'active-alignment': 'left' })).toBe(true);
  });

  it('read flags strictly', () => {
    expect(check('gallery-autoplay?', { autoplay: 'true' })).toBe(true);
    expect(check('gallery-auto-crop?', { 'auto-crop': 1 })).toBe(true);
    expect(check('gallery-show-meta-on-hover?', { 'show-meta-on-hover': true })).toBe(true);
    expect(check('gallery-lightbox?', { lightbox: 'yes' })).toBe(false);
    expect(check('gallery-thumbnails?', {})).toBe(false);
  });

  it('gallery-meta? needs controls or indicators', () => {
    expect(check('gallery-meta?', { controls: true })).toBe(true);
    expect(check('gallery-meta?', { indicators: 'false' })).toBe(true);
    expect(check('gallery-meta?', { controls: 0 })).toBe(false);
    expect(check('gallery-meta?', 'x')).toBe(false);
    expect(galleryPredicates['gallery-meta?']({}, [], testScope())).toBe(false);
  });
});
