/**
 * A connection to the run's Chromium and one server per test file, and after each test: a
 * failure if the browser reported any problem (console error, uncaught error, failed request,
 * hydration warning), with a screenshot of the last page visited when the test failed.
 *
 * @example
 *   const site = browserSuite(() => serveFetch(app.fetch));
 *   it('opens', async () => { const { page } = await site.visit('/'); … });
 *
 * @module
 */
import { basename } from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { closeWatchedPages, islandsHydrated, connectChromium, openWatchedPage } from './browser';
import type { Browser, BrowserContextOptions, Response } from 'playwright-core';
import type { TestContext } from 'vitest';
import type { WatchedPage } from './browser';
import type { RunningServer } from './serve';

export interface VisitOptions {
  /** Browser context options: viewport, extra HTTP headers, reduced motion… */
  context?: BrowserContextOptions;
  /** The status the page is meant to answer with; Chromium's console line about it is expected. @default 200 */
  status?: number;
  /**
   * Give the page Playwright's fake clock before it loads (time still runs on its own), so a
   * test can move it on with whenClockReaches() instead of waiting real seconds. @default false
   */
  fakeClock?: boolean;
  /**
   * The test this visit belongs to, for a test that runs concurrently with others
   * (`it.concurrent`): its pages are closed and checked after it, not after whichever test
   * ends first. A test running alone may leave it out.
   */
  test?: TestContext;
}

export interface Visit extends WatchedPage {
  response: Response | null;
  url: string;
}

export interface BrowserSuite {
  readonly origin: string;
  /** Opens `path` in a fresh context, checks its status and waits until its islands are hydrated. */
  visit(path: string, options?: VisitOptions): Promise<Visit>;
}

export function browserSuite(start: () => Promise<RunningServer>): BrowserSuite {
  let browser: Browser | undefined;
  let server: RunningServer | undefined;
  // Each visit with the id of the test that made it (undefined: the one test running).
  const visits: { visit: Visit; test: string | undefined }[] = [];

  beforeAll(async () => {
    [browser, server] = await Promise.all([connectChromium(), start()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(async ({ task }) => {
    const mine = visits.filter((entry) => entry.test === undefined || entry.test === task.id);
    for (const entry of mine) visits.splice(visits.indexOf(entry), 1);
    await closeWatchedPages(
      mine.map((entry) => entry.visit),
      {
        name: `${basename(task.file.name, '.test.ts')} ${task.name}`,
        result: task.result,
      },
    );
  });

  return {
    get origin() {
      if (!server) throw new Error('The server is not running yet: call visit() inside a test.');
      return server.origin;
    },
    async visit(path, options = {}) {
      if (!browser) throw new Error('The browser is not running yet: call visit() inside a test.');
      const url = new URL(path, this.origin).href;
      const status = options.status ?? 200;
      // Chromium logs an error status of the page itself as a console error; that one is expected.
      const statusLine = `Failed to load resource: the server responded with a status of ${status} `;
      const expected = (problem: string) =>
        status >= 400 && problem.includes(statusLine) && problem.endsWith(`(at ${url})`);
      const watched = await openWatchedPage(browser, { context: options.context, expected });
      const visit: Visit = { ...watched, response: null, url };
      visits.push({ visit, test: options.test?.task.id });
      if (options.fakeClock) await watched.page.clock.install();
      visit.response = await watched.page.goto(url);
      (options.test?.expect ?? expect)(visit.response?.status(), `status of ${path}`).toBe(status);
      await islandsHydrated(watched.page);
      return visit;
    },
  };
}
