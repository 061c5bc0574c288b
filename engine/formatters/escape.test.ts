import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributes, escapeAttr, escapeHtml, escapeText } from './escape';

describe('escaping', () => {
  it('escapes text and attribute values', () => {
    expect(escapeText(`a<b & "c">`)).toBe('a&lt;b &amp; "c"&gt;');
    expect(escapeAttr(`a<b & "c">'`)).toBe("a&lt;b &amp; &quot;c&quot;&gt;'");
  });

  it('escapes every special character of any text, and only those, whatever came before', () => {
    const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
    const replaced = (text: string, special: string) =>
      [...text].map((c) => (special.includes(c) ? entities[c] : c)).join('');
    const texts = fc.string({
      unit: fc.constantFrom('a', ' ', '&', '<', '>', '"', "'", 'é', '\uD800', '\u0000'),
      maxLength: 200,
    });
    fc.assert(
      fc.property(texts, texts, (first, second) => {
        // Two texts in a row: the regex's search position must not carry over from one call to the next.
        expect(escapeText(first)).toBe(replaced(first, '&<>'));
        expect(escapeAttr(second)).toBe(replaced(second, '&<>"'));
        expect(escapeHtml(first)).toBe(replaced(first, '&<>"\''));
        expect(escapeText(second)).toBe(replaced(second, '&<>'));
      }),
      { numRuns: 2000, seed: 14 },
    );
  });

  it('writes attributes with escaped values, skipping undefined ones', () => {
    expect(attributes({ src: 'a"b', alt: '', title: undefined })).toBe(' src="a&quot;b" alt=""');
    expect(attributes({})).toBe('');
  });
});
