/**
 * Every page of both fixture sites, read from the fixtures so a page added there is visited
 * too: [host, path, status] for each collection, its items (every product, the first of
 * others), search, the cart, checkout, the account pages and the donation page (and in French),
 * and a page not found.
 */
import { readdirSync, readFileSync } from 'node:fs';

interface FixtureCollection {
  urlId: string;
  memberArea?: unknown;
  items?: { urlId: string }[];
}

const SITES = new URL('../../../fixtures/sites/', import.meta.url);

function pagesOf(siteId: string, host: string): [string, string, number][] {
  const site = JSON.parse(readFileSync(new URL(`${siteId}/site.json`, SITES), 'utf8')) as { homePage: string };
  const folder = new URL(`${siteId}/collections/`, SITES);
  const pages: [string, string, number][] = [];
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const collection = JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as FixtureCollection;
    const path = collection.urlId === site.homePage ? '/' : `/${collection.urlId}`;
    // Member areas answer 403 (page type 106) to a visitor who is not signed in.
    pages.push([host, path, collection.memberArea === true ? 403 : 200]);
    const items = collection.urlId === 'shop' ? (collection.items ?? []) : (collection.items ?? []).slice(0, 1);
    for (const item of items) pages.push([host, `/${collection.urlId}/${item.urlId}`, 200]);
  }
  return pages;
}

export const FIXTURE_PAGES: [string, string, number][] = [
  ...pagesOf('demo', 'demo.localhost'),
  ['demo.localhost', '/search?q=wool', 200],
  ['demo.localhost', '/cart', 200],
  ['demo.localhost', '/checkout', 200],
  ['demo.localhost', '/account/sign-in', 200],
  ['demo.localhost', '/account/sign-up', 200],
  ['demo.localhost', '/account/forgot-password', 200],
  ['demo.localhost', '/account/reset-password', 200],
  ['demo.localhost', '/donate', 200],
  // A page of the visitor's own in another language (issue 25): the donation page.
  ['demo.localhost', '/fr/donate', 200],
  // Pages not found, in the primary language and under a language's prefix.
  ['demo.localhost', '/no-such-page', 404],
  ['demo.localhost', '/fr/no-such-page', 404],
  ...pagesOf('another', 'another.localhost'),
  ['another.localhost', '/no-such-page', 404],
];
