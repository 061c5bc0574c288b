/**
 * Issue 23's editor validation on the content API's saves, on both databases: each message of
 * spec §5 word for word and each editor limit of spec §9, as a 400 naming the field, with
 * nothing saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_LIMITS } from '../../../domain';
import { testDatabases } from '../../../server/db/test-databases';
import { openContentApp, type ContentApp } from './content-app';

const DOCS = '/api/owner/content/documents';
const range = (count: number, name: (i: number) => string) => Array.from({ length: count }, (_, i) => name(i));
const layoutOf = (blocks: number) => ({ columns: 12, rows: [{ blocks: range(blocks, (i) => `block-${i}`) }] });

describe.each(testDatabases())('editor rules on $name', ({ open }) => {
  const t = {} as ContentApp;
  beforeAll(async () => {
    Object.assign(t, await openContentApp(await open()));
  }, 240_000);
  afterAll(async () => {
    await t.close?.();
    await t.db?.close();
  });

  const read = async (path: string) => (await t.withKey('GET', `${DOCS}/${path}`)).body;
  /** Saves `change` over the document's draft; expects a 400 with exactly `fieldErrors`, and nothing saved. */
  const refused = async (path: string, change: Record<string, unknown>, fieldErrors: Record<string, string>) => {
    const before = await read(path);
    const answer = await t.withKey('PUT', `${DOCS}/${path}`, {
      revision: before.revision,
      body: { ...before.draft, ...change },
    });
    expect([path, answer.status, answer.body.fieldErrors]).toEqual([path, 400, fieldErrors]);
    expect((await read(path)).revision).toBe(before.revision);
  };

  it('item tags and categories: length, repeats and one at a time', async () => {
    const item = 'item/shop/prod-lamp';
    await refused(
      item,
      { tags: ['t'.repeat(EDITOR_LIMITS.tagLength + 1)] },
      {
        'body.tags': 'A tag can have at most 50 characters.',
      },
    );
    await refused(item, { tags: ['camping', 'Camping'] }, { 'body.tags': 'This tag already exists' });
    await refused(item, { tags: ['camping, hiking'] }, { 'body.tags': 'You may only edit one tag at a time' });
    await refused(
      item,
      { categories: ['c'.repeat(EDITOR_LIMITS.categoryLength + 1)] },
      {
        'body.categories': 'A category can have at most 25 characters.',
      },
    );
    await refused(item, { categories: ['Lamps', 'lamps'] }, { 'body.categories': 'This category already exists' });
    await refused(
      item,
      { categories: ['Lamps,Light'] },
      {
        'body.categories': 'You may only edit one category at a time',
      },
    );
    // Categories count over the collection: two items of 5,000 each, then a third with one more.
    const half = EDITOR_LIMITS.nestedCategories / 2;
    const restore: [string, unknown][] = [];
    for (const [id, prefix] of [
      ['prod-ebook', 'a'],
      ['prod-gift', 'b'],
    ] as const) {
      const doc = await read(`item/shop/${id}`);
      restore.push([id, doc.draft]);
      const saved = await t.withKey('PUT', `${DOCS}/item/shop/${id}`, {
        revision: doc.revision,
        body: { ...doc.draft, categories: range(half, (i) => `${prefix}${i}`) },
      });
      expect(saved.status).toBe(200);
    }
    await refused(
      'item/shop/prod-coffee',
      { categories: ['a1', 'one more'] },
      {
        'body.categories': 'A collection can have at most 10,000 categories.',
      },
    );
    for (const [id, draft] of restore) {
      const doc = await read(`item/shop/${id}`);
      await t.withKey('PUT', `${DOCS}/item/shop/${id}`, { revision: doc.revision, body: draft });
    }
    // At the limits, the save goes through.
    const before = await read(item);
    const saved = await t.withKey('PUT', `${DOCS}/${item}`, {
      revision: before.revision,
      body: { ...before.draft, tags: ['t'.repeat(50)], categories: ['c'.repeat(25)], layout: layoutOf(60) },
    });
    expect(saved.status).toBe(200);
  });

  it('item page URL, album tracks, layout blocks and status', async () => {
    const item = 'item/shop/prod-shirt';
    await refused(item, { urlId: 'field shirt' }, { 'body.urlId': 'field shirt is not a valid page URL' });
    await refused(
      item,
      { tracks: range(EDITOR_LIMITS.albumTracks + 1, (i) => `track-${i}`) },
      {
        'body.tracks': 'An album can have at most 60 tracks.',
      },
    );
    await refused(
      item,
      { layout: layoutOf(EDITOR_LIMITS.blocksPerLayout + 1) },
      {
        'body.layout': 'A layout can have at most 60 blocks.',
      },
    );
    await refused(item, { status: 'archived' }, { 'body.status': 'archived is not one of the expected options' });
  });

  it('collections: products, gallery images and user-ordered items past their limits; a page URL', async () => {
    await refused(
      'collection/shop',
      { items: range(EDITOR_LIMITS.productsPerCollection + 1, (i) => `p-${i}`) },
      {
        'body.items': 'A collection can have at most 200 products.',
      },
    );
    await refused(
      'collection/gallery',
      { items: range(EDITOR_LIMITS.gallerySize + 1, (i) => `img-${i}`) },
      {
        'body.items': 'A gallery can have at most 50 images.',
      },
    );
    await refused('collection/shop', { urlId: 'the shop' }, { 'body.urlId': 'the shop is not a valid page URL' });
    await refused(
      'collection/shop',
      { layout: layoutOf(61) },
      { 'body.layout': 'A layout can have at most 60 blocks.' },
    );
    const page = { id: 'col-notes', urlId: 'notes', title: 'Notes', typeName: 'page', type: 10 };
    const tooMany = await t.withKey('PUT', `${DOCS}/collection/notes`, {
      body: { ...page, items: range(EDITOR_LIMITS.userOrderableCollection + 1, (i) => `n-${i}`) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fieldErrors).toEqual({ 'body.items': 'A collection can have at most 250 items.' });
    // A blog is ordered by date, not by its owner: no 250 limit.
    const blog = await t.withKey('PUT', `${DOCS}/collection/notes`, {
      body: { ...page, typeName: 'blog', type: 1, items: range(251, (i) => `n-${i}`) },
    });
    expect(blog.status).toBe(200);
    expect(
      (await t.withKey('PUT', `${DOCS}/collection/notes`, { revision: blog.body.revision, body: null })).status,
    ).toBe(200);
  });

  it('a 201st product through the products call is refused, naming the collection', async () => {
    const shop = await read('collection/shop');
    const full = [...shop.draft.items, ...range(200 - shop.draft.items.length, (i) => `filler-${i}`)];
    const saved = await t.withKey('PUT', `${DOCS}/collection/shop`, {
      revision: shop.revision,
      body: { ...shop.draft, items: full },
    });
    expect(saved.status).toBe(200);
    const created = await t.withKey('POST', '/api/owner/content/products', {
      name: 'One Too Many',
      productType: 1,
      description: '',
      variants: [{ sku: 'MANY', price: 100, attributes: {} }],
    });
    expect(created.status).toBe(400);
    expect(created.body.fieldErrors).toEqual({ collection: 'A collection can have at most 200 products.' });
    await t.withKey('PUT', `${DOCS}/collection/shop`, { revision: saved.body.revision, body: shop.draft });
  });

  it('site links and emails, in the editor words', async () => {
    const site = await read('site/site');
    const navigation = [
      { title: 'Shop', url: '/shop' },
      { title: 'Bad path', url: '/our shop' },
      { title: 'Elsewhere', url: 'not a link' },
      { title: 'Script', url: 'javascript:alert(1)' },
      { title: 'Mail', url: 'mailto:nobody' },
      { title: 'Fine', url: 'https://example.com/x' },
    ];
    const website = {
      ...(site.draft.website ?? {}),
      socialAccounts: [
        { serviceName: 'email', profileUrl: 'hello@shop.example', userName: 'hello-at-shop' },
        { serviceName: 'instagram', profileUrl: 'instagram', userName: 'shop' },
      ],
    };
    await refused(
      'site/site',
      { navigation, website },
      {
        'body.navigation.1.url': '/our shop is not a valid page URL',
        'body.navigation.2.url': 'Links must be formatted as example.com or https://example.com',
        'body.navigation.3.url': 'Links must be formatted as example.com or https://example.com',
        'body.navigation.4.url': 'Emails must be formatted as mailto:name@example.com',
        'body.website.socialAccounts.0.userName': 'Please enter a valid email',
        'body.website.socialAccounts.0.profileUrl': 'Emails must be formatted as mailto:name@example.com',
        'body.website.socialAccounts.1.profileUrl': 'Links must be formatted as example.com or https://example.com',
      },
    );
  });

  it('a file without a name', async () => {
    const answer = await t.withKey('PUT', `${DOCS}/asset/assets/`, { body: { base64: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ key: 'Please enter a file name' });
  });
});
