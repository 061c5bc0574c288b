import { describe, expect, it } from 'vitest';
import { encodeSpace, encodeUri, encodeUriComponent, urlEncode } from './encode';
import { testScope } from './test-scope';

const scope = testScope();

describe('encode-space', () => {
  it('replaces every whitespace character with &nbsp; (§10.1)', () => {
    expect(encodeSpace('a b', [], scope)).toBe('a&nbsp;b');
    expect(encodeSpace('a\tb\n c\u00a0d', [], scope)).toBe('a&nbsp;b&nbsp;&nbsp;c&nbsp;d');
  });

  it('converts with toText', () => {
    expect(encodeSpace(5, [], scope)).toBe('5');
    expect(encodeSpace(null, [], scope)).toBe('');
    expect(encodeSpace({ a: ' ' }, [], scope)).toBe('');
  });
});

describe('encode-uri', () => {
  it('is encodeURI (§10.1)', () => {
    expect(encodeUri('a b/ü', [], scope)).toBe('a%20b/%C3%BC');
    expect(encodeUri('a b#?&é', [], scope)).toBe('a%20b#?&%C3%A9');
    expect(encodeUri(undefined, [], scope)).toBe('');
  });

  it('throws URIError on a lone surrogate, for the executor to record', () => {
    expect(() => encodeUri('\ud800', [], scope)).toThrow(URIError);
  });
});

describe('encode-uri-component', () => {
  it('is encodeURIComponent (§10.1)', () => {
    expect(encodeUriComponent('a b/ü', [], scope)).toBe('a%20b%2F%C3%BC');
    expect(encodeUriComponent("~!*'()#&", [], scope)).toBe("~!*'()%23%26");
    expect(encodeUriComponent([1], [], scope)).toBe('');
  });
});

describe('url-encode', () => {
  it('percent-encodes UTF-8 with %20 for space (§10.1)', () => {
    expect(urlEncode('a b&c/é', [], scope)).toBe('a%20b%26c/%C3%A9');
  });

  it('keeps only letters, digits and @ * _ + - . /', () => {
    expect(urlEncode("@*_+-./~!'()?#=%", [], scope)).toBe('@*_+-./%7E%21%27%28%29%3F%23%3D%25');
    expect(urlEncode('%2F%40', [], scope)).toBe('%252F%2540');
  });

  it('encodes astral characters as four bytes, and scalars as text', () => {
    expect(urlEncode('😀', [], scope)).toBe('%F0%9F%98%80');
    expect(urlEncode(12, [], scope)).toBe('12');
    expect(urlEncode(undefined, [], scope)).toBe('');
  });
});
