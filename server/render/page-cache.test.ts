import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { PageResult } from './page-renderer';
import type { Site } from '../sites/types';

const site = {} as Site;
const page = (html: string, status = 200): PageResult => ({ status, pageType: 1, html, errors: [] });
const renderer = (html = (crumb: string) => `<p>${crumb}</p>`, status = 200) =>
  vi.fn(async (crumb: string) => page(html(crumb), status));
const text = (body: string | Buffer) => body.toString();

vi.mock('./gzip-parts', async (original) => {
  const actual = await original<typeof import('./gzip-parts')>();
  return { ...actual, deflateParts: vi.fn(actual.deflateParts) };
});
// Files share their worker's modules (vitest.config.ts: isolation off), so a file before this
// one may have loaded page-cache with the real gzip-parts: it is loaded again here, over the
// counting one, and the next file gets fresh modules.
vi.resetModules();
const { deflateParts } = await import('./gzip-parts');
const { PageCache, readPageCacheMs } = await import('./page-cache');
afterAll(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(deflateParts).mockClear();
});

describe('PageCache', () => {
  it('reuses a render within the TTL, shares concurrent misses, and gives each visitor their crumb', async () => {
    const cache = new PageCache({ ttlMs: 1000 });
    const render = renderer();
    const [a, b] = await Promise.all([
      cache.respond(site, 'k', 'aaa', render),
      cache.respond(site, 'k', 'bbb', render),
    ]);
    expect([text(a.body), text(b.body)]).toEqual(['<p>aaa</p>', '<p>bbb</p>']);
    expect(a.page).toBe(b.page);
    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0][0]).toMatch(/^[0-9a-f]{32}$/);
    await cache.respond(site, 'k', 'ccc', render);
    expect(render).toHaveBeenCalledTimes(1);
    await cache.respond(site, 'other', 'ccc', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('puts the crumb wherever the page has it, and leaves pages without one as they are', async () => {
    const cache = new PageCache({ ttlMs: 1000 });
    const twice = renderer((crumb) => `<input name="crumb" value="${crumb}"><i>${crumb}</i>é`);
    expect(text((await cache.respond(site, 'a', 'abc', twice)).body)).toBe(
      '<input name="crumb" value="abc"><i>abc</i>é',
    );
    expect(
      text(
        (
          await cache.respond(
            site,
            'b',
            'abc',
            renderer(() => '<p>no crumb</p>'),
          )
        ).body,
      ),
    ).toBe('<p>no crumb</p>');
  });

  it('renders again once the TTL has passed', async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new PageCache({ ttlMs: 1000 });
    const render = renderer();
    await cache.respond(site, 'k', 'a', render);
    vi.setSystemTime(1001);
    await cache.respond(site, 'k', 'a', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("drops a site's expired pages when it renders one, at most once per TTL", async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new PageCache({ ttlMs: 1000 });
    const other = {} as Site;
    const render = renderer();
    for (const key of ['a', 'b', 'c']) await cache.respond(site, key, 'x', render);
    await cache.respond(other, 'a', 'x', render);
    vi.setSystemTime(500);
    await cache.respond(site, 'd', 'x', render);
    expect(cache.pagesHeld(site)).toBe(4);
    vi.setSystemTime(1000);
    await cache.respond(site, 'e', 'x', render);
    // a, b and c expired at 1000; d is still fresh; the other site keeps its page until it renders.
    expect(cache.pagesHeld(site)).toBe(2);
    expect(cache.pagesHeld(other)).toBe(1);
    await cache.respond(site, 'd', 'x', render);
    expect(render).toHaveBeenCalledTimes(6);
  });

  it('keeps neither server errors nor failures', async () => {
    const cache = new PageCache({ ttlMs: 1000 });
    const failing = renderer(() => 'oops', 500);
    await cache.respond(site, 'k', 'a', failing);
    await cache.respond(site, 'k', 'a', failing);
    expect(failing).toHaveBeenCalledTimes(2);
    const throwing = vi.fn(async () => Promise.reject(new Error('boom')));
    await expect(cache.respond(site, 'j', 'a', throwing)).rejects.toThrow('boom');
    await expect(cache.respond(site, 'j', 'a', throwing)).rejects.toThrow('boom');
    expect(throwing).toHaveBeenCalledTimes(2);
  });

  it('when off, renders every request with the visitor crumb and sends its HTML as it is', async () => {
    const off = new PageCache({ ttlMs: 0 });
    const render = renderer();
    const first = await off.respond(site, 'k', 'abc', render);
    await off.respond(site, 'k', 'def', render);
    expect(first.body).toBe('<p>abc</p>');
    expect(render.mock.calls).toEqual([['abc'], ['def']]);
  });

  it('drops the least recently used page beyond the limit', async () => {
    const cache = new PageCache({ ttlMs: 1000, maxEntries: 2 });
    const render = renderer();
    for (const key of ['a', 'b', 'a', 'c', 'a']) await cache.respond(site, key, 'x', render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache.respond(site, 'b', 'x', render);
    expect(render).toHaveBeenCalledTimes(4);
  });
});

describe('PageCache with gzip', () => {
  const big = (crumb: string) => `<input name="crumb" value="${crumb}">${'<p>é</p>'.repeat(300)}`;

  it('compresses a render once for every visitor, each getting their own crumb', async () => {
    const cache = new PageCache({ ttlMs: 1000 });
    const render = renderer(big);
    const a = await cache.respond(site, 'k', 'aaa', render, { gzip: true });
    const b = await cache.respond(site, 'k', 'bbb', render, { gzip: true });
    expect([a.encoding, b.encoding]).toEqual(['gzip', 'gzip']);
    expect(gunzipSync(a.body).toString()).toBe(big('aaa'));
    expect(gunzipSync(b.body).toString()).toBe(big('bbb'));
    expect(deflateParts).toHaveBeenCalledTimes(1);
    // A visitor who takes no gzip gets the plain bytes of the same render.
    const plain = await cache.respond(site, 'k', 'ccc', render);
    expect([plain.encoding, text(plain.body)]).toEqual([undefined, big('ccc')]);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('leaves small pages and redirects to the compression middleware', async () => {
    const cache = new PageCache({ ttlMs: 1000 });
    expect((await cache.respond(site, 's', 'a', renderer(), { gzip: true })).encoding).toBeUndefined();
    const redirect = vi.fn(async () => ({ ...page(''), status: 303, location: '/shop' }));
    expect((await cache.respond(site, 'r', 'a', redirect, { gzip: true })).encoding).toBeUndefined();
    const off = new PageCache({ ttlMs: 0 });
    expect((await off.respond(site, 's', 'a', renderer(), { gzip: true })).encoding).toBeUndefined();
    expect((await off.respond(site, 'r', 'a', redirect, { gzip: true })).encoding).toBeUndefined();
    expect(deflateParts).not.toHaveBeenCalled();
  });

  it('when off, gzips each render with its own crumb, and only for a visitor who takes gzip', async () => {
    const off = new PageCache({ ttlMs: 0 });
    const render = renderer(big);
    const a = await off.respond(site, 'k', 'aaa', render, { gzip: true });
    const b = await off.respond(site, 'k', 'bbb', render);
    expect(a.encoding).toBe('gzip');
    expect(gunzipSync(a.body).toString()).toBe(big('aaa'));
    expect([b.encoding, b.body]).toEqual([undefined, big('bbb')]);
    expect(render).toHaveBeenCalledTimes(2);
    expect(deflateParts).not.toHaveBeenCalled();
  });
});

describe('PAGE_CACHE_MS', () => {
  const rendersOf = async (env: NodeJS.ProcessEnv) => {
    const cache = new PageCache({ ttlMs: readPageCacheMs(env) });
    const render = renderer();
    await cache.respond(site, 'k', 'abc', render);
    await cache.respond(site, 'k', 'def', render);
    return render.mock.calls.length;
  };

  it('0 renders every request; unset keeps the one-second cache; a number sets the TTL', async () => {
    expect(await rendersOf({ PAGE_CACHE_MS: '0' })).toBe(2);
    expect(await rendersOf({})).toBe(1);
    expect(readPageCacheMs({})).toBe(1000);
    expect(readPageCacheMs({ PAGE_CACHE_MS: ' 250 ' })).toBe(250);
  });

  it('refuses a value that is not a whole number of milliseconds up to a minute, naming the setting', () => {
    for (const bad of ['-1', '1.5', 'off', '60001'])
      expect(() => readPageCacheMs({ PAGE_CACHE_MS: bad })).toThrow(
        `PAGE_CACHE_MS must be a whole number of milliseconds from 0 to 60000, not '${bad}'.`,
      );
  });
});
