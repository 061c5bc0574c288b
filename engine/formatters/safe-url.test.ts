import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../index';

const href = (url: string) => renderTemplate('<a href="{u|href}">x</a>', { u: url }).output;
const NEUTRAL = '<a href="#">x</a>';

describe('the href formatter (ours)', () => {
  it('writes http(s), mailto, tel and relative URLs, attribute-escaped', () => {
    for (const url of [
      'https://example.com/a?b=1',
      'http://example.com',
      'HTTPS://EXAMPLE.COM',
      'mailto:a@example.com',
      'tel:+15551234',
      '/shop/lamp',
      '#top',
      '?page=2',
      'page.html',
      '//cdn.example.com/x.js',
      '/a:b',
      'shop?x=a:b',
    ]) {
      expect(href(url)).toBe(`<a href="${url}">x</a>`);
    }
    expect(href('/a?b=1&c="2"')).toBe('<a href="/a?b=1&amp;c=&quot;2&quot;">x</a>');
  });

  it('neutralises every other scheme, also hidden by whitespace, case, control characters or entities', () => {
    const hostile = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'javascript\u00a0:alert(1)',
      'jav&#x61;script:alert(1)',
      'jav&#97;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'javascript&#58;alert(1)',
      'java\u2028script:alert(1)',
      '\u200bjavascript:alert(1)',
      'javascript:alert(1)&x=1',
      'java&Tab;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ];
    for (const url of hostile) expect({ url, out: href(url) }).toEqual({ url, out: NEUTRAL });
  });

  it('guards the links the engine writes itself (audio download link, comment links)', () => {
    const audio = renderTemplate('{@|audio-player}', {
      id: 'i1',
      structuredContent: { audioAssetUrl: 'javascript:alert(1)' },
    }).output;
    expect(audio).not.toContain('javascript:');
    const comment = renderTemplate('{@|comment-link}', { id: 'i1', fullUrl: 'javascript:alert(1)//' }).output;
    expect(comment).not.toContain('javascript:');
  });
});
