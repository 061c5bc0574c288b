import { describe, expect, it } from 'vitest';
import { isStorableText, storableText, unstorableTextPath, wellFormedText } from './storable-text';

describe('storable text', () => {
  it('tells a NUL and a lone surrogate from text a column keeps, a pair included', () => {
    for (const text of ['', 'Taille\u202f: M', 'Kettle 🫖', 'tab\tand\nline']) expect(isStorableText(text)).toBe(true);
    for (const text of ['a\u0000b', 'a\uD800', '\uDC00a', 'x\uDBFF\uDBFF\uDFFF'])
      expect(isStorableText(text)).toBe(false);
  });

  it('makes text storable: a NUL left out, each lone surrogate written as U+FFFD', () => {
    expect(storableText('Trail\u0000Kettle')).toBe('TrailKettle');
    expect(storableText('\uD800M\uDC00🫖')).toBe('\uFFFDM\uFFFD🫖');
    expect(wellFormedText('a\u0000\uD800')).toBe('a\u0000\uFFFD');
    expect(isStorableText(storableText('\u0000\uDBFF\uDBFF\uDFFF'))).toBe(true);
  });

  it('names the path of the first string or key that cannot be stored', () => {
    expect(unstorableTextPath({ items: [{ title: 'ok' }, { title: 'x\u0000' }] })).toEqual(['items', '1', 'title']);
    expect(unstorableTextPath({ attributes: { 'Si\uD800ze': 'M' } })).toEqual(['attributes', 'Si\uD800ze']);
    expect(unstorableTextPath('\uDC00')).toEqual([]);
    expect(unstorableTextPath({ a: [1, null, true, 'ok'] })).toBeUndefined();
  });
});
