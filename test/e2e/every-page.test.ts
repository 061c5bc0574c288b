/**
 * Every page of both fixture sites in Chromium on a 320px wide phone: it answers, its islands
 * hydrate with no console error or hydration warning (browserSuite fails the test on any), it
 * has a title, a meta description and a canonical link, and nothing scrolls sideways (issue 3:
 * "no console errors on any demo page", "works from 320px wide"). The list comes from the
 * fixtures, so a page added there is checked too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './helpers/browser-suite';
import { startDemoServer } from './helpers/demo-server';

interface FixtureCollection {
  urlId: string;
  password?: unknown;
  items?: { urlId: string }[];
}

const SITES = new URL('../../fixtures/sites/', import.meta.url);
const PHONE = { viewport: { width: 320, height: 640 } };

/** [site host, path, status]: each collection, its items (every product, the first of others). */
function pagesOf(siteId: string, host: string): [string, string, number][] {
  const site = JSON.parse(readFileSync(new URL(`${siteId}/site.json`, SITES), 'utf8')) as { homePage: string };
  const folder = new URL(`${siteId}/collections/`, SITES);
  const pages: [string, string, number][] = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json')).sort()) {
    const collection = JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as FixtureCollection;
    const path = collection.urlId === site.homePage ? '/' : `/${collection.urlId}`;
    pages.push([host, path, 200]);
    const items = collection.urlId === 'shop' ? (collection.items ?? []) : (collection.items ?? []).slice(0, 1);
    for (const item of items) pages.push([host, `/${collection.urlId}/${item.urlId}`, 200]);
  }
  return pages;
}

const PAGES: [string, string, number][] = [
  ...pagesOf('demo', 'demo.localhost'),
  ['demo.localhost', '/search?q=wool', 200],
  ['demo.localhost', '/cart', 200],
  ['demo.localhost', '/checkout', 200],
  ...pagesOf('another', 'another.localhost'),
];

const site = browserSuite(startDemoServer);

describe('every fixture page on a 320px wide screen', () => {
  it.each(PAGES)('%s%s answers %i', async (host, path, status) => {
    const url = `http://${host}:${new URL(site.origin).port}${path}`;
    const { page } = await site.visit(url, { status, context: PHONE });
    expect((await page.title()).trim()).not.toBe('');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBeTruthy();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
