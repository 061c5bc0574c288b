/**
 * Issue 25: every page of every language of the demo, rendered through the app, and no English
 * interface word left on a page in another language. The words looked for are the English
 * catalogue's (domain/interface-words/en.ts) where the page language's differs; they are
 * looked for in what a visitor reads or hears: text, aria-label and placeholder attributes, and
 * the islands' props (what they print once running). The owner's content is checked on the
 * store's pages only: each product's own words (its title, excerpt and description on its page,
 * its title, excerpt and alt text on the shop's cards) have a translation in every language of
 * the demo, so none is left in English there. What the translations leave out elsewhere (the
 * journal's posts) stays in the primary language on purpose, as do the product gallery's image
 * alt texts, which have no translation slot.
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
const shop = JSON.parse(
  readFileSync(new URL('../../fixtures/sites/demo/collections/shop.json', import.meta.url), 'utf8'),
) as {
  items: { urlId: string; title: string; excerpt?: string; body?: string; altText?: string }[];
};
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Each run of words of an owner's HTML text, as a page prints it. */
const runsOf = (html: string | undefined) =>
  (html ?? '')
    .split(/<[^>]*>/)
    .map((run) => run.trim())
    .filter((run) => run.includes(' '));

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

  it('shows every product card of /shop with its own words translated', async () => {
    const page = await renderSitePage({ site: 'demo', path: `/${prefix}/shop`, now: NOW, log: silent });
    const english = shop.items.flatMap((item) => [
      ...[item.title, item.altText].flatMap((text) => (text ? [escapeHtml(text)] : [])),
      ...runsOf(item.excerpt),
    ]);
    expect(english.filter((words) => page.html.includes(words))).toEqual([]);
  });

  it.each(shop.items.map((item) => [item.urlId, item] as const))(
    "shows the product's own words translated on /shop/%s",
    async (urlId, item) => {
      const page = await renderSitePage({ site: 'demo', path: `/${prefix}/shop/${urlId}`, now: NOW, log: silent });
      const english = [escapeHtml(item.title), ...runsOf(item.excerpt), ...runsOf(item.body)];
      expect(english.filter((words) => page.html.includes(words))).toEqual([]);
    },
  );
});
