import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRUMB_SLOT, PageCache, pageBody, preparePage } from './page-cache';
import type { PageResult } from './page-renderer';
import type { Site } from '../sites/types';

const site = {} as Site;
const page = (html: string, status = 200): PageResult => ({ status, pageType: 1, html, errors: [] });

afterEach(() => {
  vi.useRealTimers();
});

describe('PageCache', () => {
  it('reuses a render within the TTL and shares concurrent misses', async () => {
    const cache = new PageCache({ ttlMs: 1000 });
    const render = vi.fn(async () => page('<p>hi</p>'));
    const [a, b] = await Promise.all([cache.get(site, 'k', render), cache.get(site, 'k', render)]);
    expect(a).toBe(b);
    expect(a.page.html).toBe('<p>hi</p>');
    await cache.get(site, 'k', render);
    expect(render).toHaveBeenCalledTimes(1);
    await cache.get(site, 'other', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders again once the TTL has passed', async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new PageCache({ ttlMs: 1000 });
    const render = vi.fn(async () => page('x'));
    await cache.get(site, 'k', render);
    vi.setSystemTime(1001);
    await cache.get(site, 'k', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps neither server errors nor failures, and nothing when off', async () => {
    const cache = new PageCache({ ttlMs: 1000 });
    const failing = vi.fn(async () => page('oops', 500));
    await cache.get(site, 'k', failing);
    await cache.get(site, 'k', failing);
    expect(failing).toHaveBeenCalledTimes(2);
    const off = new PageCache({ ttlMs: 0 });
    const render = vi.fn(async () => page('x'));
    await off.get(site, 'k', render);
    await off.get(site, 'k', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used page beyond the limit', async () => {
    const cache = new PageCache({ ttlMs: 1000, maxEntries: 2 });
    const render = vi.fn(async () => page('x'));
    await cache.get(site, 'a', render);
    await cache.get(site, 'b', render);
    await cache.get(site, 'a', render);
    await cache.get(site, 'c', render);
    await cache.get(site, 'a', render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache.get(site, 'b', render);
    expect(render).toHaveBeenCalledTimes(4);
  });
});

describe('pageBody', () => {
  it("puts the visitor's crumb where the placeholder is", () => {
    const prepared = preparePage(page(`<input name="crumb" value="${CRUMB_SLOT}"><i>${CRUMB_SLOT}</i>é`));
    expect(pageBody(prepared, 'abc').toString()).toBe('<input name="crumb" value="abc"><i>abc</i>é');
    expect(pageBody(preparePage(page('<p>no crumb</p>')), 'abc').toString()).toBe('<p>no crumb</p>');
  });
});
