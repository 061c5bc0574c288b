/**
 * Site loading refuses content past the editor limits of spec §9, one test per limit, each
 * message naming the file, the item and the limit; content at the limit loads.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_LIMITS } from '../../domain';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../paths';
import { loadSite } from './load-site';
import { SiteLimitError, collectionLimitProblems } from './site-limits';
import { SiteRegistry } from './site-registry';

const templates = fileURLToPath(new URL('../../test/integration/fixtures/templates', import.meta.url));
let root: string;
let count = 0;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-limits-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

type Json = Record<string, unknown>;

/** A site of one collection file, `collections/<urlId>.json`, loaded as the server loads it. */
async function load(collection: Json) {
  const dir = join(root, `site-${++count}`);
  await mkdir(join(dir, 'collections'), { recursive: true });
  await writeFile(join(dir, 'site.json'), JSON.stringify({ homePage: collection.urlId }));
  await writeFile(join(dir, 'collections', `${String(collection.urlId)}.json`), JSON.stringify(collection));
  return loadSite(dir, templates);
}

async function refusal(collection: Json): Promise<SiteLimitError> {
  const error = await load(collection).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SiteLimitError);
  return error as SiteLimitError;
}

const items = (n: number, extra: (i: number) => Json = () => ({})) =>
  Array.from({ length: n }, (_, i) => ({ urlId: `i${i}`, title: `Item ${i}`, ...extra(i) }));
const post = (extra: Json) => ({
  urlId: 'journal',
  typeName: 'blog',
  type: 1,
  items: [{ urlId: 'first-post', title: 'First', ...extra }],
});
const layoutOf = (blocks: number) => ({
  columns: 12,
  rows: [{ blocks: Array.from({ length: blocks - 1 }, (_, i) => ({ id: i })) }, { blocks: [{ id: 'last' }] }],
});

describe('site loading and the editor limits', () => {
  it('loads the demo sites, which keep every limit', async () => {
    const registry = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
    expect(registry.byId('demo')).toBeDefined();
  });

  it('refuses a tag longer than 50 characters, naming the file, the item and the tag', async () => {
    await expect(load(post({ tags: ['t'.repeat(EDITOR_LIMITS.tagLength)] }))).resolves.toBeDefined();
    const error = await refusal(post({ tags: ['ok', 't'.repeat(51)] }));
    expect(error.problems).toEqual([
      `collections/journal.json: item 'first-post': tag '${'t'.repeat(51)}' is 51 characters long; a tag is at most 50 characters.`,
    ]);
    expect(error.message).toContain('The site breaks an editor limit (spec §9):\n- collections/journal.json');
  });

  it('counts characters, not UTF-16 units: 50 emoji are a 50-character tag', async () => {
    await expect(load(post({ tags: ['🍞'.repeat(50)] }))).resolves.toBeDefined();
  });

  it('refuses a category longer than 25 characters', async () => {
    await expect(load(post({ categories: ['c'.repeat(25)] }))).resolves.toBeDefined();
    const error = await refusal(post({ categories: ['c'.repeat(26)] }));
    expect(error.problems[0]).toBe(
      `collections/journal.json: item 'first-post': category '${'c'.repeat(26)}' is 26 characters long; a category is at most 25 characters.`,
    );
  });

  it('refuses more than 200 products in a collection', async () => {
    const shop = (n: number) => ({ urlId: 'shop', typeName: 'products', type: 13, items: items(n) });
    await expect(load(shop(200))).resolves.toBeDefined();
    expect((await refusal(shop(201))).problems).toEqual([
      'collections/shop.json: 201 products; a collection holds at most 200 products.',
    ]);
  });

  it('refuses a gallery of more than 50 images', async () => {
    const gallery = (n: number) => ({ urlId: 'gallery', typeName: 'gallery', type: 15, items: items(n) });
    await expect(load(gallery(50))).resolves.toBeDefined();
    expect((await refusal(gallery(51))).problems).toEqual([
      'collections/gallery.json: 51 images; a gallery holds at most 50 images.',
    ]);
  });

  it('refuses more than 250 items in a collection its owner orders, but not in a blog', async () => {
    const page = (n: number, typeName = 'page') => ({ urlId: 'pages', typeName, items: items(n) });
    await expect(load(page(250))).resolves.toBeDefined();
    await expect(load(page(251, 'blog'))).resolves.toBeDefined();
    expect((await refusal(page(251))).problems).toEqual([
      'collections/pages.json: 251 items; a collection its owner orders holds at most 250 items.',
    ]);
  });

  it('refuses an album of more than 60 tracks', async () => {
    const album = (n: number) => post({ tracks: Array.from({ length: n }, (_, i) => ({ title: `Track ${i}` })) });
    await expect(load(album(60))).resolves.toBeDefined();
    expect((await refusal(album(61))).problems).toEqual([
      "collections/journal.json: item 'first-post': 61 tracks; an album holds at most 60 tracks.",
    ]);
  });

  it('refuses a layout of more than 60 blocks, on a collection or an item', async () => {
    await expect(load({ urlId: 'about', layout: layoutOf(60) })).resolves.toBeDefined();
    expect((await refusal({ urlId: 'about', layout: layoutOf(61) })).problems).toEqual([
      "collections/about.json: the collection's layout has 61 blocks; a layout holds at most 60 blocks.",
    ]);
    expect((await refusal(post({ layout: layoutOf(61) }))).problems).toEqual([
      "collections/journal.json: item 'first-post': its layout has 61 blocks; a layout holds at most 60 blocks.",
    ]);
  });

  it('refuses more than 10000 categories in one collection (checked on the data: a file that size is slow to write)', () => {
    const many = {
      urlId: 'journal',
      typeName: 'blog',
      items: [{ urlId: 'p', categories: Array.from({ length: 10_001 }, (_, i) => `c${i}`) }],
    };
    expect(collectionLimitProblems(many, '/sites/x/collections/journal.json', '/sites/x')).toEqual([
      'collections/journal.json: 10001 categories; a collection has at most 10000 categories.',
    ]);
    many.items[0]!.categories.pop();
    expect(collectionLimitProblems(many, '/sites/x/collections/journal.json', '/sites/x')).toEqual([]);
  });

  it('lists every problem at once, and ignores odd shapes rather than crashing', async () => {
    const error = await refusal(post({ tags: ['t'.repeat(51), 7, null], categories: ['c'.repeat(26), {}] }));
    expect(error.problems).toHaveLength(2);
    expect(error.message).toContain('The site breaks 2 editor limits');
    const odd = {
      urlId: 'odd',
      items: [
        null,
        'x',
        { tags: 'not a list', categories: { a: 1 }, tracks: 5, layout: { rows: [null, { blocks: 'x' }] } },
      ],
      layout: 'none',
    };
    expect(collectionLimitProblems(odd as Json, '/s/collections/odd.json', '/s')).toEqual([]);
  });
});
