import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '../sites/types';

vi.mock('./gzip-parts', async (original) => {
  const actual = await original<typeof import('./gzip-parts')>();
  return { ...actual, deflateParts: vi.fn(actual.deflateParts) };
});

// Files share their worker's modules (vitest.config.ts), so these are loaded again over the
// counting gzip-parts, as in page-cache.test.ts.
vi.resetModules();
const { deflateParts } = await import('./gzip-parts');
const { PageCache } = await import('./page-cache');
const { RenderGzipMemo } = await import('./render-gzip-memo');
afterAll(() => {
  vi.resetModules();
});
afterEach(() => vi.mocked(deflateParts).mockClear());

const site = {} as Site;
const crumbA = 'a'.repeat(32);
const crumbB = 'b'.repeat(32);
const page = (crumb: string, stock = 3) =>
  `<input name="crumb" value="${crumb}">${'<p>é</p>'.repeat(300)}<b>${stock} left</b><i>${crumb}</i>`;

describe('RenderGzipMemo', () => {
  it("reuses the last render's gzip when a render repeats it but for the crumb, giving back this render's bytes", () => {
    const memo = new RenderGzipMemo();
    expect(memo.gzip(site, 'k', page(crumbA), crumbA)).toBeUndefined();
    const second = memo.gzip(site, 'k', page(crumbB), crumbB);
    expect(gunzipSync(second!).toString()).toBe(page(crumbB));
    const third = memo.gzip(site, 'k', page(crumbA), crumbA);
    expect(gunzipSync(third!).toString()).toBe(page(crumbA));
    expect(deflateParts).toHaveBeenCalledTimes(1);
  });

  it('gzips nothing for a render that differs from the last one (new stock), and reuses the next repeat of it', () => {
    const memo = new RenderGzipMemo();
    memo.gzip(site, 'k', page(crumbA), crumbA);
    expect(memo.gzip(site, 'k', page(crumbA, 2), crumbA)).toBeUndefined();
    expect(gunzipSync(memo.gzip(site, 'k', page(crumbB, 2), crumbB)!).toString()).toBe(page(crumbB, 2));
    expect(deflateParts).toHaveBeenCalledTimes(1);
  });

  it('keeps pages, sites and crumbless renders apart', () => {
    const memo = new RenderGzipMemo();
    const republished = {} as Site;
    memo.gzip(site, 'k', page(crumbA), crumbA);
    expect(memo.gzip(republished, 'k', page(crumbA), crumbA)).toBeUndefined();
    expect(memo.gzip(site, 'other', page(crumbA), crumbA)).toBeUndefined();
    memo.gzip(site, 'api', page(''), '');
    expect(gunzipSync(memo.gzip(site, 'api', page(''), '')!).toString()).toBe(page(''));
  });

  it("serves a page's own text when a visitor's crumb also stands in its content", () => {
    const memo = new RenderGzipMemo();
    const echoing = (crumb: string, query: string) => `${page(crumb)}<h1>Results for ${query}</h1>`;
    memo.gzip(site, 'k', echoing(crumbA, crumbA), crumbA);
    expect(gunzipSync(memo.gzip(site, 'k', echoing(crumbB, crumbB), crumbB)!).toString()).toBe(echoing(crumbB, crumbB));
    expect(memo.gzip(site, 'k', echoing(crumbA, crumbB), crumbA)).toBeUndefined();
  });
});

describe('PageCache off, with gzip', () => {
  it("gzips a page's first render itself and takes the repeats' gzip from the memo", async () => {
    const off = new PageCache({ ttlMs: 0 });
    const render = vi.fn(async (crumb: string) => ({ status: 200, pageType: 1, html: page(crumb), errors: [] }));
    const first = await off.respond(site, 'k', crumbA, render, { gzip: true });
    const second = await off.respond(site, 'k', crumbB, render, { gzip: true });
    expect([first.encoding, second.encoding]).toEqual(['gzip', 'gzip']);
    expect(gunzipSync(first.body).toString()).toBe(page(crumbA));
    expect(gunzipSync(second.body).toString()).toBe(page(crumbB));
    expect(render).toHaveBeenCalledTimes(2);
    expect(deflateParts).toHaveBeenCalledTimes(1);
  });
});
