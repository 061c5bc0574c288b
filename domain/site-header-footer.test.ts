import { describe, expect, it } from 'vitest';
import { isAllowedImageUrl, isAllowedLinkUrl } from './site-header-footer';

describe('header and footer links', () => {
  it.each([
    '/shop',
    '/shop/lamp?x=1#top',
    'https://example.com/',
    'HTTP://example.com',
    'mailto:a@b.c',
    'tel:+15551234567',
  ])('allows %s', (url) => {
    expect(isAllowedLinkUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.example/',
    '/\\evil.example/',
    'https:/\\evil.example',
    'shop',
    '',
  ])('refuses %j', (url) => {
    expect(isAllowedLinkUrl(url)).toBe(false);
  });

  it('takes logo images from the site or http(s) only', () => {
    expect(isAllowedImageUrl('/assets/logo.svg')).toBe(true);
    expect(isAllowedImageUrl('https://cdn.example/logo.png')).toBe(true);
    expect(isAllowedImageUrl('mailto:a@b.c')).toBe(false);
    expect(isAllowedImageUrl('tel:123')).toBe(false);
  });
});
