/**
 * Issue 25: every page of every language of the demo, rendered through the app, and no English
 * interface word left on a page in another language. The words looked for are the English
 * catalogue's (domain/interface-words/en.ts) where the page language's differs; they are
 * looked for in what a visitor reads or hears: text, aria-label and placeholder attributes, and
 * the islands' props (what they print once running). The owner's content is not checked here:
 * what the translations leave out stays in the primary language on purpose.
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
});
