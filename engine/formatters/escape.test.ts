import { describe, expect, it } from 'vitest';
import { attributes, escapeAttr, escapeText } from './escape';

describe('escaping', () => {
  it('escapes text and attribute values', () => {
    expect(escapeText(`a<b & "c">`)).toBe('a&lt;b &amp; "c"&gt;');
    expect(escapeAttr(`a<b & "c">'`)).toBe("a&lt;b &amp; &quot;c&quot;&gt;'");
  });

  it('writes attributes with escaped values, skipping undefined ones', () => {
    expect(attributes({ src: 'a"b', alt: '', title: undefined })).toBe(' src="a&quot;b" alt=""');
    expect(attributes({})).toBe('');
  });
});
