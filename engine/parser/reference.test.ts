import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readWord, spelledAt, splitArgs } from './reference';

/** What splitArgs did before it split in place: slice the argument text, split on its first character. */
function sliceAndSplit(s: string, from: number, to: number, loneIsNone: boolean): string[] {
  if (from === to || (loneIsNone && to - from === 1)) return [];
  return s.slice(from + 1, to).split(s[from]);
}

describe('splitArgs', () => {
  it.each([
    [' a', ['a']],
    [' a b', ['a', 'b']],
    [' ', ['']],
    ['  ', ['', '']],
    [' a ', ['a', '']],
    [',a,,b', ['a', '', 'b']],
    [':%Y-%m-%d %H:%M', ['%Y-%m-%d %H', '%M']],
    [' %Y-%m-%dT%H:%M', ['%Y-%m-%dT%H:%M']],
  ])('splits %j on its first character', (text, args) => {
    expect(splitArgs(`x${text}y`, 1, text.length + 1, false)).toEqual(args);
  });

  it('gives nothing for no text, and for a lone delimiter when asked', () => {
    expect(splitArgs('ab', 1, 1, false)).toEqual([]);
    expect(splitArgs('a b', 1, 2, true)).toEqual([]);
    expect(splitArgs('a b', 1, 2, false)).toEqual(['']);
  });

  it('splits as slicing and splitting would, on any text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(' ', ',', 'a', 'b', '|', '\u2013', '\ud83d') }),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (s, a, b, lone) => {
          const from = Math.min(a, b) % (s.length + 1);
          const to = Math.max(from, Math.max(a, b) % (s.length + 1));
          expect(splitArgs(s, from, to, lone)).toEqual(sliceAndSplit(s, from, to, lone));
        },
      ),
    );
  });
});

describe('spelledAt', () => {
  it('compares in place, and fails past the end', () => {
    expect(spelledAt('{.section a}', 2, 'section')).toBe(true);
    expect(spelledAt('{.sectio}', 2, 'section')).toBe(false);
    expect(spelledAt('{.sect', 2, 'section')).toBe(false);
  });
});

describe('readWord', () => {
  it('reads letters, then letters, digits, _ and -', () => {
    expect(readWord('{a-b_1 c}', 1)).toBe(6);
    expect(readWord('{1a}', 1)).toBe(-1);
    expect(readWord('{Zz', 1)).toBe(3);
  });
});
