import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './accept-encoding';

describe('acceptsEncoding', () => {
  it('answers each encoding of a remembered header on its own, q values and wildcards included', () => {
    // Asked twice each: the second answer comes from what the first parse remembered.
    for (let i = 0; i < 2; i++) {
      expect(acceptsEncoding('gzip, br', 'gzip')).toBe(true);
      expect(acceptsEncoding('gzip, br', 'br')).toBe(true);
      expect(acceptsEncoding('gzip;q=0, br', 'gzip')).toBe(false);
      expect(acceptsEncoding('gzip;q=0, br', 'br')).toBe(true);
      expect(acceptsEncoding('*, br;q=0', 'gzip')).toBe(true);
      expect(acceptsEncoding('*, br;q=0', 'br')).toBe(false);
      expect(acceptsEncoding('', 'gzip')).toBe(false);
      expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    }
  });

  it('still parses once it has seen more distinct headers than it remembers', () => {
    for (let i = 0; i < 200; i++) expect(acceptsEncoding(`gzip;q=0.${i % 2}, x-${i}`, 'gzip')).toBe(i % 2 === 1);
    expect(acceptsEncoding('br', 'gzip')).toBe(false);
  });
});
