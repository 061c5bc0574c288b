/**
 * What the server remembers about a site belongs to the site: two loaded sites (or two loads of
 * one) never share a cached value, and a site derived from another (a language's view, a form
 * page's copy) never gets, or leaves behind, the other's.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteLanguage } from '../../domain';
import { findProduct } from '../commerce/catalog';
import { searchSite } from '../pages/search';
import { pageCart, pageCartsSlot } from '../render/page-cart';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../paths';
import { defaultHeaderFooter, localizedSite } from '../site-settings';
import { loadSite } from './load-site';
import { Once, SiteCaches, defineSiteSlot, siteWith } from './site-caches';
import type { Site } from './types';

const load = (id: string) => loadSite(join(FIXTURES_DIR, id), TEMPLATES_DIR);
const french = siteLanguage('fr-FR')!;
const searchUrls = (site: Site, query: string) => searchSite(site, query, () => true).results.map((r) => r.fullUrl);
const cartOf = (site: Site) => pageCart({ site, pageType: 50, cartPresent: false });

let demo: Site;
let another: Site;
beforeAll(async () => {
  [demo, another] = await Promise.all([load('demo'), load('another')]);
});

describe('site caches', () => {
  it('are made with each loaded site, so a reloaded site starts empty', async () => {
    const item = demo.collections.get('shop')!.items[0]!;
    expect(findProduct(demo, item.id)!.item).toBe(item);
    cartOf(demo);
    expect(demo.caches.get(pageCartsSlot).size).toBe(1);

    const reloaded = await load('demo');
    expect(reloaded.caches).not.toBe(demo.caches);
    expect(reloaded.caches.get(pageCartsSlot).size).toBe(0);
    // The reloaded site's product is its own item, not the first load's.
    expect(findProduct(reloaded, item.id)!.item).toBe(reloaded.collections.get('shop')!.items[0]);
    expect(cartOf(reloaded)).not.toBe(cartOf(demo));
  });

  it('are never shared by two sites', () => {
    expect(another.caches).not.toBe(demo.caches);
    expect(defaultHeaderFooter(another)).not.toBe(defaultHeaderFooter(demo));
    expect(cartOf(another)).not.toBe(cartOf(demo));
  });

  it('give a language view values of its own, whichever is read first', () => {
    // The base site's index is built first; the French view must not be served it.
    expect(searchUrls(demo, 'chambray')).toContain('/shop/blue-shirt');
    expect(searchUrls(demo, 'chemise')).toEqual([]);
    const view = localizedSite(demo, french);
    expect(localizedSite(demo, french)).toBe(view);
    expect(view.caches).not.toBe(demo.caches);
    expect(searchUrls(view, 'chemise')).toContain('/fr/shop/blue-shirt');
    // And what the view cached is not the base site's.
    expect(searchUrls(demo, 'chemise')).toEqual([]);
    expect(cartOf(view)).not.toBe(cartOf(demo));
    expect(findProduct(view, 'prod-blue-shirt')?.title).toBe('Chemise de travail en chambray');
    expect(findProduct(demo, 'prod-blue-shirt')?.title).not.toBe('Chemise de travail en chambray');
  });

  it('give a derived site empty caches, so nothing it caches reaches its base', () => {
    const base = cartOf(demo);
    const derived = siteWith(demo, { forms: new Map() });
    expect(derived.caches).not.toBe(demo.caches);
    expect(derived.caches.get(pageCartsSlot).size).toBe(0);
    expect(cartOf(derived)).not.toBe(base);
    expect(cartOf(demo)).toBe(base);
  });
});

describe('site slots', () => {
  it('are made empty once per site on first use, each feature its own', () => {
    let made = 0;
    const counts = defineSiteSlot('counts', () => (made++, new Map<string, number>()));
    const others = defineSiteSlot('counts', () => new Map<string, number>());
    const caches = new SiteCaches();
    caches.get(counts).set('a', 1);
    expect(caches.get(counts).get('a')).toBe(1);
    expect(made).toBe(1);
    // The slot itself is the key: a second slot of the same name is another place.
    expect(caches.get(others).size).toBe(0);
    expect(new SiteCaches().get(counts).size).toBe(0);
    expect(made).toBe(2);
  });
});

describe('Once', () => {
  it('makes its value on first use and keeps it, null included', () => {
    const once = new Once<string | null>();
    let made = 0;
    const make = () => (made++, null);
    expect(once.getOrCreate(make)).toBeNull();
    expect(once.getOrCreate(make)).toBeNull();
    expect(made).toBe(1);
  });

  it('tries again after a make that threw', () => {
    const once = new Once<number>();
    expect(() =>
      once.getOrCreate(() => {
        throw new Error('unreadable');
      }),
    ).toThrow('unreadable');
    expect(once.getOrCreate(() => 7)).toBe(7);
  });
});
