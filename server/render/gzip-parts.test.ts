import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateParts, gzipWithCrumb } from './gzip-parts';

const page = (parts: string[], crumb: string) => {
  const bytes = parts.map((part) => Buffer.from(part));
  return gzipWithCrumb(deflateParts(bytes), Buffer.from(crumb));
};

describe('a page gzipped once, its crumb put in per response', () => {
  it('gunzips to the parts joined by the crumb, with any crumb', () => {
    const parts = ['<form><input name="crumb" value="', '"><p>é ★</p>'.repeat(200), '', '</form>'];
    for (const crumb of ['0123456789abcdef0123456789abcdef', 'x', ''])
      expect(gunzipSync(page(parts, crumb)).toString()).toBe(parts.join(crumb));
  });

  it('closes the gzip with the CRC-32 and length of the page as sent, for each visitor', () => {
    const parts = ['<meta name="crumb" content="', '">', '<p>'.repeat(5000), '', '"></form>'];
    const gzip = deflateParts(parts.map((part) => Buffer.from(part)));
    for (const crumb of ['0123456789abcdef0123456789abcdef', 'fedcba9876543210fedcba9876543210']) {
      const body = gzipWithCrumb(gzip, Buffer.from(crumb));
      const sent = Buffer.from(parts.join(crumb));
      expect(body.readUInt32LE(body.length - 8)).toBe(crc32(sent));
      expect(body.readUInt32LE(body.length - 4)).toBe(sent.length);
      expect(gunzipSync(body).toString()).toBe(parts.join(crumb));
    }
  });

  it('gunzips a page without a crumb, and an empty page', () => {
    expect(gunzipSync(page(['<p>no crumb</p>'], 'abc')).toString()).toBe('<p>no crumb</p>');
    expect(gunzipSync(page([''], 'abc')).toString()).toBe('');
  });

  it('compresses the parts: a repetitive page is far smaller than its HTML', () => {
    const html = '<li class="product">Canvas Field Jacket</li>'.repeat(400);
    expect(page([html, html], 'c'.repeat(32)).length).toBeLessThan(html.length / 20);
  });
});
