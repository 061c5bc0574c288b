/**
 * Every page of both fixture sites, as `npm run render` prints it, against a committed file
 * per page (`__pages__/<site>/<path>.html`). Taken before the engine/storefront split (issue 9)
 * so that a refactor shows any byte it changes; a change made on purpose is accepted with
 * `npx vitest run test/render/every-page.test.ts -u`. The list comes from the fixtures: every
 * collection, every item, each category and tag filter, plus search and a missing page.
 * Each page is also looked at for tags shown as text (escaped markup).
 */
import { normalise } from './normalise';
import { describe, expect, it } from 'vitest';
import { renderSitePage } from '../../server/render-page';
import { pathsOf } from './fixture-paths';

const NOW = Date.UTC(2027, 2, 1, 12, 0, 0);
const silent = { info() {}, warn() {}, error() {} };

/** A file name per path: query characters become readable, nothing escapes the folder. */
const fileOf = (siteId: string, path: string) =>
  `./__pages__/${siteId}/${(path === '/' ? 'index' : path.slice(1)).replace(/[^\w.-]+/g, '_')}.html`;

describe.each(['demo', 'another'])('site %s', (siteId) => {
  it.each(pathsOf(siteId))('renders %s as before', async (path) => {
    const page = await renderSitePage({ site: siteId, path, now: NOW, log: silent });
    const head = `<!-- status ${page.status} pageType ${page.pageType} errors ${JSON.stringify(page.errors)} -->\n`;
    await expect(head + normalise(page.html)).toMatchFileSnapshot(fileOf(siteId, path));
  });

  // Markup the owner's data carries where a template prints text shows its tags to the visitor
  // ("<p>Coffee by the month…</p>" on /clubs); such a field holds plain text.
  it.each(pathsOf(siteId))('shows no markup as text on %s', async (path) => {
    const page = await renderSitePage({ site: siteId, path, now: NOW, log: silent });
    expect(page.html.match(/&lt;\/?[a-z][a-z0-9]*(?=[\s&/]|&gt;)[^<]{0,40}/g) ?? []).toEqual([]);
  });
});
