import { describe, expect, it } from 'vitest';
import {
  ALT_TEXT_CUT,
  DEFAULT_FOCAL_POINT,
  IMAGE_SIZE_LADDER,
  colorWeight,
  deriveAltText,
  focalPointText,
  isDarkColor,
  nextSizeUp,
  objectPosition,
  parseHexColor,
  parseOriginalSize,
  resizedHeightForWidth,
  resizedWidthForHeight,
  srcsetCandidates,
  thumbnailSizeForWidth,
} from './images';

const noText = { altText: '', title: '', body: '', filename: '' };

describe('size ladder', () => {
  it('lists the seven widths in order', () => {
    expect(IMAGE_SIZE_LADDER).toEqual(['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w']);
  });

  it('steps up one size, and not past the largest or from an unknown size', () => {
    expect(nextSizeUp('100w')).toBe('300w');
    expect(nextSizeUp('1500w')).toBe('2500w');
    expect(nextSizeUp('2500w')).toBeUndefined();
    expect(nextSizeUp('200w')).toBeUndefined();
  });

  it('picks thumbnails by thresholds 100, 300, 500, 750 and 1000', () => {
    const picks = [5000, 1001, 1000, 751, 750, 501, 500, 301, 300, 101, 100, 0, -5, NaN].map(thumbnailSizeForWidth);
    expect(picks).toEqual([
      '1500w',
      '1500w',
      '1000w',
      '1000w',
      '750w',
      '750w',
      '500w',
      '500w',
      '300w',
      '300w',
      '100w',
      '100w',
      '100w',
      '100w',
    ]);
  });
});

describe('srcsetCandidates', () => {
  it('adds the original at the next size up', () => {
    expect(srcsetCandidates('u', '100w,300w')).toBe('u?format=100w 100w,u?format=300w 300w,u?format=original 500w');
  });

  it('adds nothing after 2500w or after a width off the ladder', () => {
    expect(srcsetCandidates('u', '100w,2500w')).toBe('u?format=100w 100w,u?format=2500w 2500w');
    expect(srcsetCandidates('u', '200w')).toBe('u?format=200w 200w');
  });

  it('keeps only entries ending in w, untrimmed', () => {
    expect(srcsetCandidates('u', '100x100,300w,,foo')).toBe('u?format=300w 300w,u?format=original 500w');
    expect(srcsetCandidates('u', '100w, 300w')).toBe('u?format=100w 100w,u?format= 300w  300w');
  });

  it('is undefined without a usable variant', () => {
    expect(srcsetCandidates('u', '')).toBeUndefined();
    expect(srcsetCandidates('u', '100x100')).toBeUndefined();
  });
});

describe('originalSize', () => {
  it('parses integer prefixes of exactly two parts', () => {
    expect(parseOriginalSize('10x20')).toEqual({ width: 10, height: 20 });
    expect(parseOriginalSize('10.5x20.9')).toEqual({ width: 10, height: 20 });
    expect(parseOriginalSize(' 3 x 9 ')).toEqual({ width: 3, height: 9 });
    expect(parseOriginalSize('axb')).toEqual({ width: NaN, height: NaN });
  });

  it('rejects anything but two parts', () => {
    for (const text of ['10x20px', '10', '', '10X20', '1x2x3']) expect(parseOriginalSize(text)).toBeUndefined();
    expect(parseOriginalSize('x')).toEqual({ width: NaN, height: NaN });
  });

  it('resizes with 32-bit truncation towards zero', () => {
    const size = { width: 100, height: 300 };
    expect(resizedHeightForWidth(size, 50)).toBe(150);
    expect(resizedWidthForHeight(size, 50)).toBe(16);
    expect(resizedWidthForHeight(size, -50)).toBe(-16);
    expect(resizedHeightForWidth({ width: 0, height: 0 }, 50)).toBe(0);
    expect(resizedHeightForWidth({ width: NaN, height: NaN }, 50)).toBe(0);
    expect(resizedHeightForWidth({ width: 1, height: 3e9 }, 100)).toBe(-647710720);
  });
});

describe('focal point', () => {
  it('defaults to the centre', () => {
    expect(focalPointText(DEFAULT_FOCAL_POINT)).toBe('0.5,0.5');
    expect(objectPosition(DEFAULT_FOCAL_POINT)).toBe('50% 50%');
  });

  it('prints coordinates as given and positions with percentages', () => {
    expect(focalPointText({ x: 0.3, y: 0.7 })).toBe('0.3,0.7');
    expect(objectPosition({ x: 0.3, y: 0.7 })).toBe('30% 70%');
    expect(objectPosition({ x: 0.12345, y: 1 })).toBe('12.35% 100%');
  });

  it('centres a coordinate that is not a number', () => {
    expect(focalPointText({ x: NaN, y: 0 })).toBe('NaN,0');
    expect(objectPosition({ x: NaN, y: Infinity })).toBe('50% 50%');
  });
});

describe('deriveAltText', () => {
  it('uses the trimmed alt text in an image block, even when empty', () => {
    expect(deriveAltText({ ...noText, altText: '  alt  ', title: 'T' }, true)).toBe('alt');
    expect(deriveAltText({ ...noText, title: 'T' }, true)).toBe('');
  });

  it('prefers title, then body without tags, then file name', () => {
    expect(deriveAltText({ ...noText, altText: 'A', title: 'T', body: 'B', filename: 'f' }, false)).toBe('T');
    expect(deriveAltText({ ...noText, body: '<p>hello</p><b>world</b>', filename: 'f' }, false)).toBe(' hello  world ');
    expect(deriveAltText({ ...noText, body: '<p></p>', filename: 'f' }, false)).toBe('  ');
    expect(deriveAltText({ ...noText, body: '<br', filename: 'f.jpg' }, false)).toBe('f.jpg');
    expect(deriveAltText(noText, false)).toBe('');
  });

  it('reads a stray > as a space and drops an unclosed tag', () => {
    expect(deriveAltText({ ...noText, body: 'a>b<c d' }, false)).toBe('a b');
  });

  it('cuts the body to 1000 characters (spec §9)', () => {
    const alt = deriveAltText({ ...noText, body: 'x'.repeat(1200) }, false);
    expect(ALT_TEXT_CUT).toBe(1000);
    expect(alt).toBe('x'.repeat(1000));
  });
});

describe('colours', () => {
  it('parses 3 to 6 hex digits with an optional #', () => {
    expect(parseHexColor('#fff')).toBe(0xffffff);
    expect(parseHexColor('abc')).toBe(0xaabbcc);
    expect(parseHexColor('#FFFF')).toBe(0xffff);
    for (const text of ['#ff', '#fffffff', 'zzz', ' fff', '##fff', '']) expect(parseHexColor(text)).toBeUndefined();
  });

  it('weighs light above half of 0xFFFFFF', () => {
    expect(colorWeight('#808080')).toBe('light');
    expect(colorWeight('#7fffff')).toBe('dark');
    expect(colorWeight('#800000')).toBe('light');
    expect(colorWeight('#fff')).toBe('light');
    expect(colorWeight('#ffff')).toBe('dark');
    expect(colorWeight('123')).toBe('dark');
    expect(colorWeight('nope')).toBeUndefined();
  });

  it('judges dark by weighted brightness below 65% of 256', () => {
    expect(isDarkColor('#000')).toBe(true);
    expect(isDarkColor('#fff')).toBe(false);
    expect(isDarkColor('#a6a6a6')).toBe(true);
    expect(isDarkColor('#a7a7a7')).toBe(false);
    expect(isDarkColor('#0000ff')).toBe(true);
    expect(isDarkColor('#ffff00')).toBe(false);
    expect(isDarkColor('nope')).toBeUndefined();
  });
});
