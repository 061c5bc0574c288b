/**
 * Every page of both fixture sites in Chromium on a 320px wide phone: it answers, its islands
 * hydrate with no console error or hydration warning (browserSuite fails the test on any), it
 * has a title, a meta description and a canonical link, and nothing scrolls sideways (issue 3:
 * "no console errors on any demo page", "works from 320px wide"). The list comes from the
 * fixtures, so a page added there is checked too.
 */
import { describe, expect, it } from 'vitest';
import { browserSuite } from './helpers/browser-suite';
import { startDemoServer } from './helpers/demo-server';
import { FIXTURE_PAGES as PAGES } from './helpers/fixture-pages';

const PHONE = { viewport: { width: 320, height: 640 } };

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
