/**
 * The owner's editors in Chromium (issues 24 and 25): one content-store server and one
 * browser per test file, pages closed and checked after each test, and the ways in that every
 * editor test needs: a page opened (axe is injected inline, so pages bypass the CSP), an
 * editor signed in to /config, axe and sideways-scroll checks.
 *
 * @example
 *   const suite = editorSuite('site styles');
 *   it('edits', async () => { const page = await suite.signedIn('/config/styles'); … });
 *
 * @module
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { EDITOR, startContentServer } from '../content-server';
import { seriousViolations } from './axe';
import { closeWatchedPages, connectChromium, openWatchedPage } from './browser';
import { saveScreenshot } from './screenshots';
import type { Browser, Page } from 'playwright-core';
import type { ContentServer } from '../content-server';
import type { WatchedPage } from './browser';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

/**
 * Console lines the editors cause on purpose: the 401 of "who is signed in?" before sign-in,
 * the event endpoint, and the live preview: its frame is sandboxed without scripts (its page's
 * island scripts are refused there, by design: the preview shows the server's rendering), a
 * newer preview cuts off the one before (a POST that only reads), and a frame drawn anew cuts
 * off the scripts, fonts and images the old one was still fetching.
 */
export const editorExpected = (problem: string): boolean =>
  /status of 401 .*\/api\/owner\/me\)$/.test(problem) ||
  /status of 40[45] .*\/api\/events\/RecordEvent\)$/.test(problem) ||
  /Blocked script execution in 'about:srcdoc'/.test(problem) ||
  /^request failed: \S+\/(api\/owner\/content\/preview|assets\/\S+|media\/\S+) net::ERR_ABORTED$/.test(problem);

export interface EditorSuite {
  readonly server: ContentServer;
  /** `path` in a fresh browser context of `viewport`, not signed in. */
  open(path: string, viewport?: { width: number; height: number }): Promise<Page>;
  /** `path` after signing in as the suite's editor (EDITOR of content-server.ts). */
  signedIn(path: string, viewport?: { width: number; height: number }): Promise<Page>;
  /** Fails naming `name` when axe finds a serious violation; keeps a screenshot on failure runs. */
  axeClean(page: Page, name: string): Promise<void>;
  /** Whether anything wider than the screen pushes the page sideways. */
  scrollsSideways(page: Page): Promise<boolean>;
}

export function editorSuite(name: string, options: { expected?: (problem: string) => boolean } = {}): EditorSuite {
  let browser: Browser;
  let server: ContentServer;
  const pages: WatchedPage[] = [];
  const expected = options.expected ?? editorExpected;

  beforeAll(async () => {
    [browser, server] = await Promise.all([connectChromium(), startContentServer()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(async ({ task }) => {
    await closeWatchedPages(pages, { name: `${name} ${task.name}`, result: task.result });
  });

  const open = async (path: string, viewport = DESKTOP): Promise<Page> => {
    const watched = await openWatchedPage(browser, { context: { viewport, bypassCSP: true }, expected });
    pages.push(watched);
    await watched.page.goto(new URL(path, server.origin).href);
    return watched.page;
  };

  return {
    get server() {
      return server;
    },
    open,
    async signedIn(path, viewport = DESKTOP) {
      const page = await open(path, viewport);
      await page.getByLabel('Email').fill(EDITOR.email);
      await page.getByLabel('Password').fill(EDITOR.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      return page;
    },
    async axeClean(page, what) {
      expect(await seriousViolations(page), what).toEqual([]);
      await saveScreenshot(page, `${name} ${what}`);
    },
    scrollsSideways: (page) =>
      page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1),
  };
}

/**
 * Waits until `check` holds, asking every 50 ms. A check that throws counts as not yet: a
 * preview frame drawn anew while it was read destroys the frame's context mid-evaluate.
 */
export async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const started = Date.now();
  let lastError: unknown;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`, { cause: lastError });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
