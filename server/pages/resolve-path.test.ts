import { describe, expect, it } from 'vitest';
import { resolvePath } from './resolve-path';
import { SiteCaches } from '../sites/site-caches';
import type { Collection, Item, Site } from '../sites/types';

const item = (urlId: string, extra: Partial<Item> = {}): Item => ({
  id: urlId,
  urlId,
  title: urlId,
  fullUrl: '',
  ...extra,
});
const collection = (
  urlId: string,
  typeName: string,
  items: Item[] = [],
  extra: Partial<Collection> = {},
): Collection => ({
  id: `col-${urlId}`,
  urlId,
  title: urlId,
  typeName,
  fullUrl: `/${urlId}`,
  items,
  ...extra,
});
const site = {
  homePage: 'home',
  collections: new Map([
    ['home', collection('home', 'page')],
    ['shop', collection('shop', 'products', [item('mug')])],
    ['blog', collection('blog', 'blog', [item('a', { tags: ['Walks'] }), item('b', { categories: ['Home'] })])],
    ['vault', collection('vault', 'products', [item('gold')], { password: { hash: 'scrypt$00$00' } })],
    ['search', collection('search', 'page')],
  ]),
  caches: new SiteCaches(),
} as unknown as Site;

const resolve = (path: string, unlocked = false) => {
  const url = new URL(`http://x${path}`);
  return resolvePath({ site, path: url.pathname, query: url.searchParams, isUnlocked: () => unlocked });
};
const summary = (path: string, unlocked = false) => {
  const m = resolve(path, unlocked);
  return m.kind === 'page' ? [m.status, m.pageType, m.template] : [m.status, m.location];
};

describe('resolvePath', () => {
  it('maps paths to page types and templates', () => {
    expect(summary('/')).toEqual([200, 2, 'pages/page.html']);
    expect(summary('/shop')).toEqual([200, 1, 'pages/collection-products.html']);
    expect(summary('/shop/mug')).toEqual([200, 50, 'pages/item-products.html']);
    expect(summary('/cart')).toEqual([200, 200, 'pages/cart.html']);
    expect(summary('/checkout')).toEqual([200, 201, 'pages/checkout.html']);
    expect(summary('/search?q=x')).toEqual([200, 102, 'pages/search.html']);
  });

  it('answers unknown paths with not found 100', () => {
    for (const path of ['/nope', '/shop/nope', '/shop/mug/more', '/home/x'])
      expect(summary(path)).toEqual([404, 100, 'pages/not-found.html']);
  });

  it('puts locked collections and their items behind the lock screen until unlocked', () => {
    expect(summary('/vault')).toEqual([200, 103, 'pages/lock-screen.html']);
    expect(summary('/vault/gold')).toEqual([200, 103, 'pages/lock-screen.html']);
    expect(summary('/vault', true)).toEqual([200, 105, 'pages/collection-products.html']);
    expect(summary('/vault/gold', true)).toEqual([200, 105, 'pages/item-products.html']);
  });

  it('filters by tag and category, ignoring case', () => {
    const tagged = resolve('/blog?tag=walks');
    expect(tagged.kind === 'page' && tagged.items!.map((i) => i.urlId)).toEqual(['a']);
    const filed = resolve('/blog?category=HOME');
    expect(filed.kind === 'page' && filed.items!.map((i) => i.urlId)).toEqual(['b']);
  });

  it('redirects trailing slashes, keeping the query', () => {
    expect(summary('/shop/?tag=x')).toEqual([301, '/shop?tag=x']);
  });

  it('redirects a path that reads as a scheme-relative URL to a path of the site', () => {
    expect(summary('//evil.example/')).toEqual([301, '/evil.example']);
    expect(summary('///evil.example//?a=1')).toEqual([301, '/evil.example?a=1']);
  });
});
