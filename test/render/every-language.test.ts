/**
 * Issue 25: every page of every language of the demo, rendered through the app, and no English
 * interface word left on a page in another language. The words looked for are the English
 * catalogue's (domain/interface-words/en.ts) where the page language's differs; they are
 * looked for in what a visitor reads or hears: text, aria-label and placeholder attributes, and
 * the islands' props (what they print once running). The owner's content is checked on the
 * pages every language of the demo translates (TRANSLATED_PAGES: the shop and its products, the
 * events, the coffee club and memberships, the home, about, contact, survey and welcome pages;
 * the wholesale page is behind its password): none of it is left in English
 * there. What the translations leave out elsewhere (the journal's posts, the gallery) stays in
 * the primary language on purpose, as do the product gallery's image alt texts, which have no
 * translation slot.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueOf, CATALOGUES, siteLanguage } from '../../domain';
import { englishLeftovers, englishOn } from './english-words';
import { renderSitePage } from '../../server/render-page';
import { pathsOf } from './fixture-paths';

const NOW = Date.UTC(2027, 2, 1, 12, 0, 0);
const silent = { info() {}, warn() {}, error() {} };
const demo = JSON.parse(readFileSync(new URL('../../fixtures/sites/demo/site.json', import.meta.url), 'utf8')) as {
  websiteSettings: { multilingual: { languages: string[] } };
};
const LOCALES = demo.websiteSettings.multilingual.languages;
interface Owned {
  urlId: string;
  title: string;
  description?: string;
  excerpt?: string;
  body?: string;
  altText?: string;
}
const collection = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../fixtures/sites/demo/collections/${name}.json`, import.meta.url), 'utf8'),
  ) as Owned & {
    items: Owned[];
  };
/** Names every language keeps as they are. */
const NAMES = new Set(['Trail Club', 'Northwind Outfitters']);
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/**
 * The owner's English words of `fields` as a page prints them: a plain text escaped, each run
 * of text of an HTML one; only runs of more than one word that are not names, which no
 * translation keeps as they are.
 */
const ownWords = (owned: Owned, fields: (keyof Owned)[]): string[] =>
  fields
    .flatMap((field) => {
      const value = owned[field] ?? '';
      return field === 'title' || field === 'altText' ? [escapeHtml(value)] : value.split(/<[^>]*>/);
    })
    .map((run) => run.trim())
    .filter((run) => run.includes(' ') && !NAMES.has(run));
const shop = collection('shop');
const events = collection('events');
/**
 * Each page whose owner's words every language of the demo translates, and those words. A product
 * page's gallery shows its images' own alt texts, which have no translation slot: the item's alt
 * text is its card's.
 */
const TRANSLATED_PAGES: [string, string[]][] = [
  ['/shop', shop.items.flatMap((item) => ownWords(item, ['title', 'altText', 'excerpt']))],
  ...shop.items.map((item): [string, string[]] => [
    `/shop/${item.urlId}`,
    ownWords(item, ['title', 'excerpt', 'body']),
  ]),
  ['/events', events.items.flatMap((item) => ownWords(item, ['title', 'excerpt']))],
  ...events.items.map((item): [string, string[]] => [
    `/events/${item.urlId}`,
    ownWords(item, ['title', 'body', 'altText']),
  ]),
  ...['clubs', 'memberships'].map((name): [string, string[]] => {
    const products = collection(name);
    return [
      `/${name}`,
      [
        ...ownWords(products, ['title', 'description']),
        ...products.items.flatMap((item) => ownWords(item, ['title', 'excerpt', 'body'])),
      ],
    ];
  }),
  ...['home', 'about', 'contact', 'trip-survey', 'welcome'].map((name): [string, string[]] => [
    name === 'home' ? '/' : `/${name}`,
    ownWords(collection(name), ['title', 'description', 'body']),
  ]),
];

describe.each(LOCALES)('the demo in %s', (locale) => {
  const prefix = siteLanguage(locale)!.prefix;
  const leftovers = englishLeftovers(locale);

  it('has a catalogue of its own', () => {
    expect(catalogueOf(locale)).not.toBe(CATALOGUES.en);
  });

  it.each(pathsOf('demo'))('shows no English interface word on %s', async (path) => {
    const url = path === '/' ? `/${prefix}` : `/${prefix}${path}`;
    const page = await renderSitePage({ site: 'demo', path: url, now: NOW, log: silent });
    expect(page.html).toContain(`<html lang="${locale}">`);
    expect(englishOn(page.html, leftovers)).toEqual([]);
  });

  it.each(TRANSLATED_PAGES)("shows the owner's words translated on %s", async (path, english) => {
    const url = path === '/' ? `/${prefix}` : `/${prefix}${path}`;
    const page = await renderSitePage({ site: 'demo', path: url, now: NOW, log: silent });
    expect(english.length).toBeGreaterThan(0);
    expect(english.filter((words) => page.html.includes(words))).toEqual([]);
  });
});
