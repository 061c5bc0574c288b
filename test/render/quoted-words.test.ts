/**
 * The filter note and the search count quote the category, tag or query in the page
 * language's marks (`words.quoted` through `{@|quoted}`): « Récits » with no-break spaces
 * inside in French, „Geschichten“ in German, «Relatos» in Spanish, “Stories” in English.
 */
import { describe, expect, it } from 'vitest';
import { renderSitePage } from '../../server/render-page';

const NOW = Date.UTC(2027, 2, 1, 12, 0, 0);
const silent = { info() {}, warn() {}, error() {} };

const note = async (path: string) => {
  const page = await renderSitePage({ site: 'demo', path, host: 'demo.localhost:3000', now: NOW, log: silent });
  expect(page.errors).toEqual([]);
  expect(page.status).toBe(200);
  return page.html.match(/<p class="(?:filter-note|search-count)" role="status">([^<]*)/)?.[1];
};

describe('quotation marks in the page language', () => {
  it.each([
    ['/journal?category=Stories', 'Showing items in “Stories”. '],
    ['/fr/journal?category=Stories', 'Articles dans «\u00a0Récits\u00a0». '],
    ['/de/journal?category=Stories', 'Einträge in „Geschichten“. '],
    ['/es/journal?category=Stories', 'Elementos en «Relatos». '],
  ])('%s: the filter note quotes the category as the language does', async (path, text) => {
    expect(await note(path)).toBe(text);
  });

  it('quotes a tag filter and a search query the same way, escaped', async () => {
    expect(await note('/fr/journal?tag=hiking')).toBe('Articles avec l’étiquette «\u00a0hiking\u00a0». ');
    expect(await note('/de/search?q=wool')).toMatch(/ „wool“$/);
    expect(await note('/fr/search?q=%3Cb%3E')).toMatch(/«\u00a0&lt;b&gt;\u00a0»$/);
    expect(await note('/search?q=wool')).toMatch(/ “wool”$/);
  });
});
