/**
 * Every page of both fixture sites in Chromium, visited once per viewport (a 375px phone and a
 * desktop) with every check made in that one visit: it answers, its islands
 * hydrate with no console error, hydration warning or failed request under the page's own CSP
 * (browserSuite fails the test on any), it has a title, a meta description and a canonical
 * link (a page not found has none, nor language alternates: search engines are to index no
 * page there, and its language switcher leads to each language's home), nothing scrolls sideways (issue 3: "no console errors on any demo page", "works from
 * 320px wide": the phone's page is narrowed to 320px after its checks and looked at again,
 * which a visit of its own would cost a third of this file's time for), and axe finds
 * nothing serious or critical.
 * The list comes from the fixtures, so a page added there is checked too.
 *
 * The visits only read the shared demo server, so a few run at once (the config's
 * maxConcurrency), and each runs in a kept page of its viewport, its cookies and storage
 * cleared after the one before (reusePage): a fresh context per visit cost more than the page,
 * as it starts a renderer and compiles the island scripts and axe anew (1.34 s against 0.55 s
 * a visit, measured). The island scripts then come from the HTTP cache after their first load,
 * so a failing asset shows on the first page that asks for it.
 */
import { describe, it } from 'vitest';
import { seriousViolations } from './helpers/axe';
import { browserSuite } from './helpers/browser-suite';
import { sharedDemoServer } from './helpers/demo-server';
import { FIXTURE_PAGES } from './helpers/fixture-pages';
import type { Page } from 'playwright-core';

const NARROWEST_PHONE = { width: 320, height: 640 };

const VIEWPORTS = [
  { name: 'phone 375', viewport: { width: 375, height: 740 }, alsoNarrowest: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, alsoNarrowest: false },
];

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const site = browserSuite(sharedDemoServer);

describe.each(VIEWPORTS)('every fixture page ($name)', ({ viewport, alsoNarrowest }) => {
  it.concurrent.for(FIXTURE_PAGES)('%s%s answers %i', async ([host, path, status], test) => {
    const { expect } = test;
    const url = `http://${host}:${new URL(site.origin).port}${path}`;
    const { page } = await site.visit(url, { status, context: { viewport }, test, reusePage: true });
    expect((await page.title()).trim()).not.toBe('');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    if (status === 404) {
      expect(await page.locator('link[rel="canonical"], link[rel="alternate"][hreflang]').count()).toBe(0);
      for (const href of await page
        .locator('.language-switcher a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
        expect(href, 'a language switcher link of a page not found').toMatch(/^\/([a-z]{2})?$/);
    } else {
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBeTruthy();
    }
    expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect(await seriousViolations(page)).toEqual([]);
    if (alsoNarrowest) {
      await page.setViewportSize(NARROWEST_PHONE);
      expect(await scrollWidth(page), 'scroll width at 320px').toBeLessThanOrEqual(NARROWEST_PHONE.width);
    }
  });
});
