import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import {
  height,
  resizedHeightForWidth,
  resizedWidthForHeight,
  squarespaceThumbnailForHeight,
  squarespaceThumbnailForWidth,
  width,
} from './sizes';

const scope = testScope();
const INVALID = "Invalid source parameter. Pass in 'originalSize'";

describe('width and height', () => {
  it('take the integer prefix of each part', () => {
    expect([width('10x20', [], scope), height('10x20', [], scope)]).toEqual([10, 20]);
    expect([width('10.5x20.7', [], scope), height(' 10 x 20 ', [], scope)]).toEqual([10, 20]);
  });

  it('are NaN for parts that are not numbers', () => {
    expect(width('axb', [], scope)).toBeNaN();
    expect(height('x', [], scope)).toBeNaN();
  });

  it('are missing unless there are exactly two parts', () => {
    for (const value of ['10x20px', '10', '10X20', 5, undefined, null, {}]) {
      expect(width(value, [], scope)).toBeUndefined();
      expect(height(value, [], scope)).toBeUndefined();
    }
  });
});

describe('resized sizes', () => {
  it('scale with integer arguments and truncate', () => {
    expect(resizedHeightForWidth('100x300', ['50'], scope)).toBe(150);
    expect(resizedWidthForHeight('100x300', ['50'], scope)).toBe(16);
    expect(resizedHeightForWidth('100x300', ['33'], scope)).toBe(99);
    expect(resizedWidthForHeight('100x300', ['33'], scope)).toBe(11);
    expect(resizedHeightForWidth('100x300', ['50.5'], scope)).toBe(150);
    expect(resizedWidthForHeight('100x300', ['-50'], scope)).toBe(-16);
    expect(resizedHeightForWidth('10.5x20.9', ['3'], scope)).toBe(6);
  });

  it('print 0 when a number is missing', () => {
    expect(resizedHeightForWidth('axb', ['50'], scope)).toBe(0);
    expect(resizedHeightForWidth('100x300', [], scope)).toBe(0);
    expect(resizedWidthForHeight('100x300', ['x'], scope)).toBe(0);
    expect(resizedWidthForHeight('0x0', ['50'], scope)).toBe(0);
  });

  it('reject a size that is not two parts', () => {
    expect(resizedHeightForWidth('10x20px', ['50'], scope)).toBe(INVALID);
    expect(resizedWidthForHeight(undefined, ['50'], scope)).toBe(INVALID);
    expect(resizedWidthForHeight({ a: 1 }, ['50'], scope)).toBe(INVALID);
  });
});

describe('thumbnail pickers', () => {
  it('bucket a width', () => {
    const pick = (arg: string) => squarespaceThumbnailForWidth('ignored', [arg], scope);
    expect(['1001', '1000', '751', '501', '301', '101', '100', '300.5', '-5', 'x', '5000'].map(pick)).toEqual([
      '1500w',
      '1000w',
      '1000w',
      '750w',
      '500w',
      '300w',
      '100w',
      '300w',
      '100w',
      '100w',
      '1500w',
    ]);
    expect(squarespaceThumbnailForWidth(undefined, [], scope)).toBe('100w');
  });

  it('bucket the width the image has at a height', () => {
    expect(squarespaceThumbnailForHeight('1000x100', ['100'], scope)).toBe('1000w');
    expect(squarespaceThumbnailForHeight('1000x100', ['50'], scope)).toBe('500w');
    expect(squarespaceThumbnailForHeight('axb', ['50'], scope)).toBe('100w');
    expect(squarespaceThumbnailForHeight('100x100', [], scope)).toBe('100w');
    expect(squarespaceThumbnailForHeight('1x2x3', ['50'], scope)).toBe(INVALID);
  });
});
