import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { imageColor } from './image-color';

const scope = testScope();
const node = {
  colorData: { topLeftAverage: 'aabbcc', topRightAverage: '112233', bottomLeftAverage: '', centerAverage: 'ffffff' },
};

describe('image-color', () => {
  it('writes one attribute per position without arguments', () => {
    expect(imageColor(node, [], scope)).toBe(
      'data-color-topLeft="#aabbcc" data-color-topRight="#112233" data-color-bottomLeft="#" ' +
        'data-color-bottomRight="#" data-color-center="#ffffff" ',
    );
  });

  it('prints one colour, optionally as a CSS declaration', () => {
    expect(imageColor(node, ['topLeft'], scope)).toBe('#aabbcc');
    expect(imageColor(node, ['topLeft', 'background-color'], scope)).toBe('background-color: #aabbcc');
    expect(imageColor(node, ['center', ''], scope)).toBe(': #ffffff');
    expect(imageColor({ colorData: { fooAverage: 'abc' } }, ['foo'], scope)).toBe('#abc');
    expect(imageColor({ colorData: { centerAverage: 0 } }, ['center'], scope)).toBe('#0');
  });

  it('reports a position without a colour', () => {
    expect(imageColor(node, ['bottomRight'], scope)).toBe('"bottomRight" not found.');
    expect(imageColor(node, ['bottomLeft'], scope)).toBe('"bottomLeft" not found.');
    expect(imageColor({ colorData: { centerAverage: { a: 1 } } }, ['center'], scope)).toBe('"center" not found.');
    expect(imageColor({ colorData: { centerAverage: 'x' } }, ['__proto__'], scope)).toBe('"__proto__" not found.');
    expect(imageColor(node, [''], scope)).toBe('"" not found.');
  });

  it('escapes colour data', () => {
    expect(imageColor({ colorData: { centerAverage: '<a"' } }, ['center'], scope)).toBe('#&lt;a&quot;');
    expect(imageColor({ colorData: { centerAverage: '<a"' } }, [], scope)).toContain(
      'data-color-center="#&lt;a&quot;"',
    );
  });

  it('is missing without colorData', () => {
    expect(imageColor({}, [], scope)).toBeUndefined();
    expect(imageColor('x', ['center'], scope)).toBeUndefined();
    expect(imageColor(undefined, [], scope)).toBeUndefined();
    expect(imageColor({ colorData: null }, [], scope)).toContain('data-color-center="#"');
  });
});
