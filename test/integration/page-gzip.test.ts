/** Cached pages are gzipped once per render, and each visitor still gets their own crumb (issue 28). */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../server/paths';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
});
afterAll(async () => {
  await t?.close();
});

const PRODUCT = '/shop/canvas-field-jacket';
const crumbOf = (digit: string) => digit.repeat(32);
const get = (crumb: string, headers: Record<string, string> = {}) =>
  t.app.request(PRODUCT, { headers: { Host: 'demo.localhost:3000', Cookie: `crumb=${crumb}`, ...headers } });

describe('a cached page asked for with gzip', () => {
  it('comes gzipped, varies by encoding, and carries each visitor’s own crumb', async () => {
    const plain = await (await get(crumbOf('a'))).text();
    expect(plain).toContain(`value="${crumbOf('a')}"`);
    for (const digit of ['a', 'b', 'c']) {
      const res = await get(crumbOf(digit), { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Encoding')).toBe('gzip');
      expect(res.headers.get('Vary')).toContain('Accept-Encoding');
      const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
      expect(html).toBe(plain.replaceAll(crumbOf('a'), crumbOf(digit)));
    }
  });

  it('comes plain to a visitor who takes no gzip, and to HEAD', async () => {
    const res = await get(crumbOf('d'), { 'Accept-Encoding': 'br;q=1, gzip;q=0' });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.text()).toContain(`value="${crumbOf('d')}"`);
    const head = await t.app.request(PRODUCT, {
      method: 'HEAD',
      headers: { Host: 'demo.localhost:3000', 'Accept-Encoding': 'gzip' },
    });
    expect(head.headers.get('Content-Encoding')).toBeNull();
  });
});
