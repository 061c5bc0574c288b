/**
 * Every page path of a fixture site, from its fixtures: every collection, every item, each
 * category and tag filter, plus search and a missing page (test/render/every-page.test.ts,
 * test/render/every-language.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';

const SITES = new URL('../../fixtures/sites/', import.meta.url);

interface FixtureCollection {
  urlId: string;
  categories?: unknown;
  items?: { urlId: string; categories?: unknown; tags?: unknown }[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function pathsOf(siteId: string): string[] {
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
