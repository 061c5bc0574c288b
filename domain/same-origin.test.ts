import { describe, expect, it } from 'vitest';
import { REDIRECT_TARGET_MAX, sameOriginPath } from './same-origin';

const SITE = 'https://shop.example';

describe('sameOriginPath', () => {
  it('keeps paths, queries and fragments of the site, and absolute addresses on its origin', () => {
    expect(sameOriginPath('/members', SITE)).toBe('/members');
    expect(sameOriginPath('/members?page=2#top', SITE)).toBe('/members?page=2#top');
    expect(sameOriginPath('https://shop.example/thanks', SITE)).toBe('/thanks');
    expect(sameOriginPath('thanks', `${SITE}/`)).toBe('/thanks');
    // Encoded control characters stay encoded: a path, not a host.
    expect(sameOriginPath('/%09/evil.example', SITE)).toBe('/%09/evil.example');
    // A browser reads a scheme like the page's own without slashes as a relative path too.
    expect(sameOriginPath('https:evil.example', SITE)).toBe('/evil.example');
  });

  it('refuses every address a browser would follow off the site', () => {
    for (const target of [
      '//evil.example/',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/.//evil.example',
      '/..//evil.example',
      'https://evil.example/',
      'http://shop.example/',
      'https://shop.example:8443/',
      'javascript:alert(1)',
      'data:text/html,hi',
      ' //evil.example',
    ]) {
      expect([target, sameOriginPath(target, SITE)]).toEqual([target, undefined]);
    }
  });

  it('refuses what is not text, empty or too long', () => {
    for (const target of [undefined, null, 42, ['/a'], '']) expect(sameOriginPath(target, SITE)).toBeUndefined();
    expect(sameOriginPath(`/${'a'.repeat(REDIRECT_TARGET_MAX)}`, SITE)).toBeUndefined();
    expect(sameOriginPath('/a', 'not an origin')).toBeUndefined();
  });
});
