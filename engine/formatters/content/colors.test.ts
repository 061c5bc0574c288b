import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { colorWeight, websiteColor } from './colors';

const scope = testScope();

describe('color-weight', () => {
  it('weighs hex colours', () => {
    expect(['#808080', '#7fffff', 'fff', '#FFF', '#ffff', '#fffff', 123].map((v) => colorWeight(v, [], scope))).toEqual(
      ['light', 'dark', 'light', 'light', 'dark', 'dark', 'dark'],
    );
  });

  it('is missing for anything else', () => {
    for (const value of ['#ff', '#fffffff', 'zzz', ' fff', '##fff', undefined, null, { a: 1 }]) {
      expect(colorWeight(value, [], scope)).toBeUndefined();
    }
  });
});

describe('website-color', () => {
  const color = (value: unknown) => websiteColor(value, [], scope);

  it('prints hsl and hsla with at most two decimals', () => {
    expect(color({ hue: 10, saturation: 0.5, lightness: 0.25 })).toBe('hsl(10, 50%, 25%)');
    expect(color({ hue: 10.126, saturation: 0.33333, lightness: 0.25, alpha: 0.5 })).toBe(
      'hsla(10.13, 33.33%, 25%, 0.5)',
    );
    expect(color({ hue: 1.005, saturation: 0.123456, lightness: 0.5 })).toBe('hsl(1, 12.35%, 50%)');
    expect(color({ hue: 0, saturation: 0, lightness: 0, alpha: 0 })).toBe('hsla(0, 0%, 0%, 0)');
    expect(color({ hue: 360, saturation: 1, lightness: 1, alpha: 1 })).toBe('hsla(360, 100%, 100%, 1)');
  });

  it('converts text and null fields as numbers', () => {
    expect(color({ hue: '10', saturation: '0.5', lightness: '0.5' })).toBe('hsl(10, 50%, 50%)');
    expect(color({ hue: null, saturation: 0, lightness: 0 })).toBe('hsl(0, 0%, 0%)');
    expect(color({ hue: 'abc', saturation: 0, lightness: 0 })).toBe('hsl(NaN, 0%, 0%)');
    expect(color({ hue: 10, saturation: 0.5, lightness: 0.5, alpha: null })).toBe('hsla(10, 50%, 50%, 0)');
  });

  it('reports a missing component', () => {
    for (const value of [
      { hue: 10, saturation: 0.5 },
      'x',
      undefined,
      5,
      JSON.parse('{"__proto__":{"hue":1},"saturation":1,"lightness":1}'),
    ]) {
      expect(color(value)).toBe('Missing an H/S/L value.');
    }
  });

  it('lists every component out of bounds', () => {
    expect(color({ hue: 400, saturation: 2, lightness: -1, alpha: 3 })).toBe(
      'Hue out of bounds. Saturation out of bounds. Lightness out of bounds. Alpha out of bounds.',
    );
    expect(color({ hue: -1, saturation: 0.5, lightness: 0.5, alpha: -0.1 })).toBe(
      'Hue out of bounds. Alpha out of bounds.',
    );
    expect(color({ hue: 400, saturation: 0.5, lightness: 0.5 })).toBe('Hue out of bounds. ');
    expect(color({ hue: 0, saturation: 0.5, lightness: 2 })).toBe('Lightness out of bounds. ');
  });
});
