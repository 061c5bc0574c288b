import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { feedCache } from '../../../server/feeds';
import { suiteApp } from '../helpers/suite-app';
import { parseRss, parseTsv } from './feed-parse';
import { openMarketingApp } from './marketing-app';

const XML = '/feeds/instagram-products.xml';
const TSV = '/feeds/dynamic-ads.tsv';
const REQUIRED = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'item_group_id',
];

describe.each(testDatabases())('product feeds on $name', ({ open }) => {
  const t = suiteApp(open, (db) => openMarketingApp(db));

  async function fetchFeed(path: string, host = 'shop.localhost', headers: Record<string, string> = {}) {
    const response = await t.app.request(`http://${host}${path}`, { headers });
    return {
      status: response.status,
      type: response.headers.get('Content-Type'),
      etag: response.headers.get('ETag'),
      text: await response.text(),
    };
  }

  it('the Instagram feed is RSS 2.0 with one g: item per variant, grouped by product, public goods only', async () => {
    const feed = await fetchFeed(XML);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('application/xml; charset=utf-8');
    const { channel, items } = parseRss(feed.text);
    expect(channel).toMatchObject({ title: 'Shop & Co', link: 'http://shop.localhost/' });
    // The gift card and the password-protected hat are left out.
    expect(items.map((i) => i.id).sort()).toEqual(['JACKET-M', 'JACKET-S', 'MUG', 'PDF']);
    for (const item of items)
      for (const field of REQUIRED.filter((f) => f !== 'image_link'))
        expect([item.id, field, item[field]?.length ? 'set' : 'empty']).toEqual([item.id, field, 'set']);
    const small = items.find((i) => i.id === 'JACKET-S')!;
    const medium = items.find((i) => i.id === 'JACKET-M')!;
    expect(small).toMatchObject({
      item_group_id: 'prod-jacket',
      title: 'Field Jacket — S',
      description: 'Waxed canvas & brass snaps.',
      availability: 'out of stock',
      condition: 'new',
      price: '148.00 USD',
      link: 'http://shop.localhost/shop/jacket',
      image_link: 'http://shop.localhost/assets/jacket.svg',
      brand: 'Shop & Co',
    });
    expect(small.sale_price).toBeUndefined();
    expect(medium).toMatchObject({
      item_group_id: 'prod-jacket',
      availability: 'in stock',
      price: '148.00 USD',
      sale_price: '118.00 USD',
    });
    expect(items.find((i) => i.id === 'PDF')).toMatchObject({ availability: 'in stock', price: '9.00 USD' });
  });

  it('escapes what the catalogue holds: markup characters survive parsing, control characters are dropped', async () => {
    const { items } = parseRss((await fetchFeed(XML)).text);
    const mug = items.find((i) => i.id === 'MUG')!;
    expect(mug.title).toBe('Tea & <Coffee> "Mug"\tTab\nLine bell');
    expect(mug.description).toBe('Tea & <Coffee> "Mug" Tab Line bell');
  });

  it('the dynamic ads feed is TSV with the same items; tabs and line breaks in values become spaces', async () => {
    const feed = await fetchFeed(TSV);
    expect(feed.type).toBe('text/tab-separated-values; charset=utf-8');
    const { header, rows } = parseTsv(feed.text);
    expect(header).toEqual(expect.arrayContaining(REQUIRED));
    expect(rows.map((r) => r.id).sort()).toEqual(['JACKET-M', 'JACKET-S', 'MUG', 'PDF']);
    expect(rows.find((r) => r.id === 'MUG')!.title).toBe('Tea & <Coffee> "Mug" Tab Line \u0001bell');
    expect(rows.find((r) => r.id === 'JACKET-M')).toMatchObject({
      item_group_id: 'prod-jacket',
      availability: 'in stock',
      sale_price: '118.00 USD',
      brand: 'Shop & Co',
    });
  });

  it('is cached until stock changes: an unchanged feed is not built again and answers 304 to its ETag', async () => {
    const cache = feedCache(t.db);
    const first = await fetchFeed(TSV);
    const builds = cache.builds;
    const again = await fetchFeed(TSV);
    expect(again.text).toBe(first.text);
    expect(cache.builds).toBe(builds);
    expect((await fetchFeed(TSV, 'shop.localhost', { 'If-None-Match': first.etag! })).status).toBe(304);

    // The owner restocks the small jacket: the next fetch shows it in stock.
    const owner = await t.signedIn('storeManager');
    expect(
      (
        await owner.put('/api/owner/inventory/prod-jacket/JACKET-S', {
          qtyInStock: 2,
          unlimited: false,
          seen: { qtyInStock: 0, unlimited: false },
        })
      ).status,
    ).toBe(200);
    const after = await fetchFeed(TSV);
    expect(cache.builds).toBe(builds + 1);
    expect(after.etag).not.toBe(first.etag);
    expect(parseTsv(after.text).rows.find((r) => r.id === 'JACKET-S')!.availability).toBe('in stock');
    expect(parseRss((await fetchFeed(XML)).text).items.find((i) => i.id === 'JACKET-S')!.availability).toBe('in stock');

    // A stock write by another process (straight to the table) is seen as well.
    await t.db.query("update stock set qty_in_stock = 0 where website_id = $1 and sku = 'JACKET-M'", [t.shopId]);
    expect(parseTsv((await fetchFeed(TSV)).text).rows.find((r) => r.id === 'JACKET-M')!.availability).toBe(
      'out of stock',
    );
  });

  it("each site's feed shows its own catalogue only", async () => {
    const { items } = parseRss((await fetchFeed(XML, 'rival.localhost')).text);
    expect(items.map((i) => i.id)).toEqual(['RIVAL']);
    expect(items[0]).toMatchObject({ brand: 'Rival', link: 'http://rival.localhost/shop/rival' });
  });

  it("links to the site's configured address whatever port the Host header names, built once for all of them", async () => {
    const before = feedCache(t.db).size;
    for (let i = 0; i < 5; i++) {
      const { items } = parseRss((await fetchFeed(XML, `shop.localhost:${6660 + i}`)).text);
      expect(items[0]!.link).toMatch(/^http:\/\/shop\.localhost\/shop\//);
    }
    expect(feedCache(t.db).size).toBeLessThanOrEqual(before + 1);
  });

  it('answers only GET: a write to a feed URL is not a feed', async () => {
    const answer = await t.visitor().request('POST', XML, {});
    expect(answer.status).not.toBe(200);
    expect(answer.status).toBeLessThan(500);
  });
});
