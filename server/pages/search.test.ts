import { describe, expect, it } from 'vitest';
import { searchSite } from './search';
import { SiteCaches } from '../sites/site-caches';
import type { Site } from '../sites/types';

const site = {
  collections: new Map([
    [
      'shop',
      {
        id: 'c1',
        urlId: 'shop',
        title: 'Shop',
        typeName: 'products',
        fullUrl: '/shop',
        items: [
          {
            id: 'i1',
            urlId: 'mug',
            title: 'Blue Mug',
            fullUrl: '/shop/mug',
            excerpt: '<p>Enamel &amp; steel</p>',
            body: '<p>Holds <b>coffee</b></p>',
            tags: ['kitchen'],
          },
          { id: 'i2', urlId: 'jug', title: 'Water Jug', fullUrl: '/shop/jug', body: '<p>A blue glaze</p>' },
        ],
      },
    ],
    [
      'about',
      {
        id: 'c2',
        urlId: 'about',
        title: 'About us',
        typeName: 'page',
        fullUrl: '/about',
        body: '<p>We like coffee.</p>',
        items: [],
      },
    ],
    [
      'vault',
      {
        id: 'c3',
        urlId: 'vault',
        title: 'Vault',
        typeName: 'page',
        fullUrl: '/vault',
        body: '<p>coffee secrets</p>',
        password: { hash: 'x' },
        items: [],
      },
    ],
  ]),
  caches: new SiteCaches(),
} as unknown as Site;
const readable = (c: { password?: unknown }) => !c.password;
const urls = (q: string) => searchSite(site, q, readable).results.map((r) => r.fullUrl);

describe('searchSite', () => {
  it('matches titles, excerpts, stripped bodies and tags, every word', () => {
    expect(urls('coffee')).toEqual(['/shop/mug', '/about']);
    expect(urls('enamel & steel')).toEqual(['/shop/mug']);
    expect(urls('KITCHEN')).toEqual(['/shop/mug']);
    expect(urls('coffee kitchen')).toEqual(['/shop/mug']);
    expect(urls('<b>')).toEqual([]);
  });

  it('ranks title matches first', () => {
    expect(urls('blue')).toEqual(['/shop/mug', '/shop/jug']);
    expect(urls('glaze')).toEqual(['/shop/jug']);
  });

  it('leaves out collections the visitor may not read, and empty queries', () => {
    expect(urls('secrets')).toEqual([]);
    expect(searchSite(site, '  ', readable)).toEqual({ query: '  ', results: [], count: 0 });
  });

  it('gives plain-text excerpts', () => {
    expect(searchSite(site, 'mug', readable).results[0]).toMatchObject({
      title: 'Blue Mug',
      excerpt: 'Enamel & steel',
      collectionTitle: 'Shop',
    });
  });
});
