import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageCache } from './page-cache';
import type { PageResult } from './page-renderer';
import type { Site } from '../sites/types';

const site = {} as Site;
const page = (html: string, status = 200): PageResult => ({ status, pageType: 1, html, errors: [] });
const renderer = (html = (crumb: string) => `<p>${crumb}</p>`, status = 200) =>
  vi.fn(async (crumb: string) => page(html(crumb), status));
const text = (body: string | Buffer) => body.toString();

afterEach(() => {
  vi.useRealTimers();
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
