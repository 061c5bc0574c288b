import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { html, htmlAttr, htmlFormatters, safe } from './html';
import { testScope } from './test-scope';

const scope = testScope();

describe('html', () => {
  it('escapes & < > and leaves quotes (§10.1)', () => {
    expect(html('a<b & c>', [], scope)).toBe('a&lt;b &amp; c&gt;');
    expect(html(`"it's"`, [], scope)).toBe(`"it's"`);
  });

  it('escapes at the start, the end and runs of special characters, and returns clean text as it is', () => {
    expect(html('<&>', [], scope)).toBe('&lt;&amp;&gt;');
    expect(html('a<<b>>', [], scope)).toBe('a&lt;&lt;b&gt;&gt;');
    expect(htmlAttr('"x" \'y\' é ☃ {}', [], scope)).toBe("&quot;x&quot; 'y' é ☃ {}");
    expect(html('plain text', [], scope)).toBe('plain text');
  });

  it('escapes an existing entity again', () => {
    expect(html('&amp;', [], scope)).toBe('&amp;amp;');
  });

  it('converts with toText', () => {
    expect(html(12, [], scope)).toBe('12');
    expect(html(true, [], scope)).toBe('true');
    for (const value of [undefined, null, { a: '<' }, ['<']]) expect(html(value, [], scope)).toBe('');
  });
});

describe('htmlattr and htmltag', () => {
  it('also escape double quotes but not single ones (§10.1)', () => {
    expect(htmlAttr('say "hi"', [], scope)).toBe('say &quot;hi&quot;');
    expect(htmlAttr(`"'<>&`, [], scope)).toBe(`&quot;'&lt;&gt;&amp;`);
    expect(htmlFormatters.htmltag).toBe(htmlAttr);
  });
});

describe('safe', () => {
  it('strips tags (§10.1)', () => {
    expect(safe('<i>hey</i> you', [], scope)).toBe('hey you');
  });

  it('takes the shortest match, across lines, and keeps an unclosed <', () => {
    expect(safe('a<b>c</b>d<e', [], scope)).toBe('acd<e');
    expect(safe('a<b\nc>d', [], scope)).toBe('ad');
    expect(safe('<>x', [], scope)).toBe('x');
  });

  it('passes falsy values through unchanged, so 0 still prints', () => {
    for (const value of [0, false, '', null, undefined, NaN]) expect(safe(value, [], scope)).toBe(value);
  });

  it('turns truthy containers into ""', () => {
    expect(safe({ a: 1 }, [], scope)).toBe('');
    expect(safe([1], [], scope)).toBe('');
    expect(safe(5, [], scope)).toBe('5');
  });
});

describe('safe', () => {
  it('removes what the regex /<[^>]*>/g removes, from any text', () => {
    const texts = fc.string({ unit: fc.constantFrom('a', '<', '>', ' ', '\n', 'é'), maxLength: 60 });
    fc.assert(
      fc.property(texts, (text) => {
        expect(safe(text, [], testScope())).toBe(text === '' ? '' : text.replace(/<[^>]*>/g, ''));
      }),
      { numRuns: 3000, seed: 14 },
    );
  });
});
