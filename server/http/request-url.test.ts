import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestTarget, requestUrl } from './request-url';

const ORIGIN = 'https://shop.example';

/** The page URL from requestTarget, and as it was made before it: parsed, then resolved again. */
const pageUrls = async (url: string) => {
  const app = new Hono().get('*', (c) => {
    const asked = requestUrl(c);
    return c.json({
      target: requestTarget(c),
      fromTarget: new URL(requestTarget(c), ORIGIN).href,
      fromParse: new URL(asked.pathname + asked.search, ORIGIN).href,
    });
  });
  return (await (await app.request(url)).json()) as { target: string; fromTarget: string; fromParse: string };
};

describe('requestTarget', () => {
  it('is the path and query of the URL: resolved against an origin, the URL a parse and a second resolve gave', async () => {
    for (const url of [
      '/',
      '/shop/a?b=1&c',
      '/a%20b?q=%C3%A9',
      '/a b',
      'http://x.test:8080/p/?x',
      '/a/../b',
      '//x.test/y',
    ]) {
      const { fromTarget, fromParse } = await pageUrls(url);
      expect(fromTarget, url).toBe(fromParse);
    }
    expect((await pageUrls('http://x.test/shop?q=1')).target).toBe('/shop?q=1');
  });
});
