import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestTarget, requestUrl } from './request-url';

const ORIGIN = 'https://shop.example';

/** What the app sees of `url` (a path, or a whole URL as a proxy may send it). */
const seen = async (url: string, headers: Record<string, string> = {}) => {
  const app = new Hono().get('*', (c) =>
    c.json({
      target: requestTarget(c),
      page: new URL(ORIGIN + requestTarget(c)).href,
      asked: requestUrl(c).href,
    }),
  );
  return (await (await app.request(url, { headers })).json()) as { target: string; page: string; asked: string };
};

describe('requestTarget', () => {
  it('is the path and query of the URL, without its fragment', async () => {
    expect((await seen('http://x.test/shop?q=1')).target).toBe('/shop?q=1');
    expect((await seen('/shop/a?b=1&c')).target).toBe('/shop/a?b=1&c');
    expect((await seen('http://x.test:8080/p/?x')).target).toBe('/p/?x');
  });

  it('appended to the site origin, always names that origin, whatever the path looks like', async () => {
    for (const [url, page] of [
      ['/', `${ORIGIN}/`],
      ['/a%20b?q=%C3%A9', `${ORIGIN}/a%20b?q=%C3%A9`],
      ['/a/../b', `${ORIGIN}/b`],
      // A path that reads as a scheme-relative URL stays a path on the site (not evil.example).
      ['//evil.example/shop', `${ORIGIN}//evil.example/shop`],
      ['http://x.test//evil.example/', `${ORIGIN}//evil.example/`],
    ]) {
      expect((await seen(url)).page, url).toBe(page);
    }
  });
});

describe('requestUrl', () => {
  it('takes the host from the Host header and keeps a scheme-relative-looking path a path', async () => {
    expect((await seen('http://x.test/shop?q=1', { Host: 'Demo.Localhost:3000' })).asked).toBe(
      'http://demo.localhost:3000/shop?q=1',
    );
    expect((await seen('http://x.test//evil.example/shop', { Host: 'demo.localhost' })).asked).toBe(
      'http://demo.localhost//evil.example/shop',
    );
  });

  it('ignores a Host header that is not a host name', async () => {
    expect((await seen('http://x.test/a', { Host: 'evil.example/x?' })).asked).toBe('http://x.test/a');
  });
});
