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
import {
  closeWatchedPages,
  connectChromium,
  islandsHydrated,
  openWatchedPage,
  problemsOf,
  resetWatchedPage,
} from './browser';
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
  /**
   * Visit in a page kept for visits with the same context options, reset after each test
   * (storage and cookies cleared, see resetWatchedPage) instead of a fresh context: for
   * read-only visits of many pages, where a fresh context's new renderer process and its
   * compiling the page's scripts and axe anew cost more than the page itself. Not with
   * fakeClock. @default false
   */
  reusePage?: boolean;
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
  // Each visit with the id of the test that made it (undefined: the one test running), and
  // for a kept page the key of its pool.
  const visits: { visit: Visit; test: string | undefined; pool?: string }[] = [];
  // Kept pages not in use, by their context options (JSON).
  const idle = new Map<string, WatchedPage[]>();

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
    const test = { name: `${basename(task.file.name, '.test.ts')} ${task.name}`, result: task.result };
    const kept = mine.filter((entry) => entry.pool !== undefined);
    const problems = await problemsOf(
      kept.map((entry) => entry.visit),
      test,
    );
    for (const { visit, pool } of kept) {
      if (await resetWatchedPage(visit)) idle.get(pool!)!.push(visit);
      else await visit.page.context().close();
    }
    await closeWatchedPages(
      mine.filter((entry) => entry.pool === undefined).map((entry) => entry.visit),
      test,
    );
    expect(problems, 'problems reported by the browser').toEqual([]);
  });

  /** A kept page of `pool` if one is idle, else a fresh context's page. */
  async function openPage(
    options: VisitOptions,
    pool: string | undefined,
    expected: (problem: string) => boolean,
  ): Promise<WatchedPage> {
    if (!browser) throw new Error('The browser is not running yet: call visit() inside a test.');
    if (pool === undefined) return openWatchedPage(browser, { context: options.context, expected });
    if (options.fakeClock) throw new Error('A kept page cannot have a fake clock: leave out reusePage.');
    if (!idle.has(pool)) idle.set(pool, []);
    const kept = idle.get(pool)!.pop();
    if (kept) {
      kept.expected = expected;
      return kept;
    }
    return openWatchedPage(browser, { context: options.context, expected });
  }

  return {
    get origin() {
      if (!server) throw new Error('The server is not running yet: call visit() inside a test.');
      return server.origin;
    },
    async visit(path, options = {}) {
      const url = new URL(path, this.origin).href;
      const status = options.status ?? 200;
      // Chromium logs an error status of the page itself as a console error; that one is expected.
      const statusLine = `Failed to load resource: the server responded with a status of ${status} `;
      const expected = (problem: string) =>
        status >= 400 && problem.includes(statusLine) && problem.endsWith(`(at ${url})`);
      const pool = options.reusePage ? JSON.stringify(options.context ?? {}) : undefined;
      const watched = await openPage(options, pool, expected);
      const visit: Visit = Object.assign(watched, { response: null, url });
      visits.push({ visit, test: options.test?.task.id, pool });
      if (options.fakeClock) await watched.page.clock.install();
      visit.response = await watched.page.goto(url);
      (options.test?.expect ?? expect)(visit.response?.status(), `status of ${path}`).toBe(status);
      await islandsHydrated(watched.page);
      return visit;
    },
  };
}
