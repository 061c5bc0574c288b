/**
 * Every page of both fixture sites, as `npm run render` prints it, against a committed file
 * per page (`__pages__/<site>/<path>.html`). Taken before the engine/storefront split (issue 9)
 * so that a refactor shows any byte it changes; a change made on purpose is accepted with
 * `npx vitest run test/render/every-page.test.ts -u`. The list comes from the fixtures: every
 * collection, every item, each category and tag filter, plus search and a missing page.
 */
import { normalise } from './normalise';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSitePage } from '../../server/render-page';

const NOW = Date.UTC(2027, 2, 1, 12, 0, 0);
const silent = { info() {}, warn() {}, error() {} };
const SITES = new URL('../../fixtures/sites/', import.meta.url);

interface FixtureCollection {
  urlId: string;
  categories?: unknown;
  items?: { urlId: string; categories?: unknown; tags?: unknown }[];
}

/** Asset hashes and the bundle's tags (present only after a build) vary between checkouts. */
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function pathsOf(siteId: string): string[] {
  const site = JSON.parse(readFileSync(new URL(`${siteId}/site.json`, SITES), 'utf8')) as { homePage: string };
  const folder = new URL(`${siteId}/collections/`, SITES);
  const paths: string[] = [];
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const collection = JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as FixtureCollection;
    const base = `/${collection.urlId}`;
    paths.push(collection.urlId === site.homePage ? '/' : base);
    const items = collection.items ?? [];
    const categories = new Set(items.flatMap((item) => strings(item.categories)));
    const tags = new Set(items.flatMap((item) => strings(item.tags)));
    for (const category of [...categories].sort()) paths.push(`${base}?category=${encodeURIComponent(category)}`);
    for (const tag of [...tags].sort()) paths.push(`${base}?tag=${encodeURIComponent(tag)}`);
    for (const item of items) paths.push(`${base}/${item.urlId}`);
  }
  paths.push('/search?q=wool', '/no-such-page');
  return paths;
}

/** A file name per path: query characters become readable, nothing escapes the folder. */
const fileOf = (siteId: string, path: string) =>
  `./__pages__/${siteId}/${(path === '/' ? 'index' : path.slice(1)).replace(/[^\w.-]+/g, '_')}.html`;

describe.each(['demo', 'another'])('site %s', (siteId) => {
  it.each(pathsOf(siteId))('renders %s as before', async (path) => {
    const page = await renderSitePage({ site: siteId, path, now: NOW, log: silent });
    const head = `<!-- status ${page.status} pageType ${page.pageType} errors ${JSON.stringify(page.errors)} -->\n`;
    await expect(head + normalise(page.html)).toMatchFileSnapshot(fileOf(siteId, path));
  });
});
