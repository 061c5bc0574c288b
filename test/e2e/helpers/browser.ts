/**
 * Chromium for end-to-end tests, and pages that record every problem the browser reports:
 * console errors, uncaught exceptions, failed requests and hydration warnings.
 *
 * @module
 */
import { chromium } from 'playwright-core';
import { expect, inject } from 'vitest';
import { saveScreenshot } from './screenshots';
import type { Browser, BrowserContextOptions, BrowserServer, Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The run's one Chromium, started by the e2e global setup (helpers/global-setup.ts). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A connection to the run's Chromium. Closing it closes the contexts opened through it and
 * leaves the browser running for the next file.
 */
export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

export interface WatchedPage {
  page: Page;
  /** What went wrong in the browser, one line each; a test expects none. */
  problems: string[];
  /** Every URL the page requested, in order. */
  requests: string[];
  /** Problems the current visit expects (a kept page's next visit sets its own). */
  expected?: (problem: string) => boolean;
}

/**
 * Chromium asks for /favicon.ico on its own, after the page has loaded; whether its console
 * line arrives before a test ends is a matter of timing, so it is left out here and tests that
 * care ask for the icon themselves.
 */
const AUTOMATIC_ICON = /\/favicon\.ico\)$/;

/**
 * A navigation or a closing context cuts off whatever the page still had in flight, and
 * Chromium reports each as ERR_ABORTED. For a read (GET or HEAD: a cart re-read, a panel's
 * list, an address lookup, the site icon) nothing is lost and a visitor never sees it, so it
 * is not a problem; neither is a cut-off tracking beacon (a POST whose answer nobody reads).
 * A cut-off change (any other POST, PUT, PATCH, DELETE) is, and so is any other failure of a
 * read (a CSP refusal, a refused connection, a missing icon).
 */
const ABORTED_BEACON = /\/api\/(census|events|1\/performance)\//;

function isHarmlessAbort(method: string, url: string, errorText: string): boolean {
  if (errorText !== 'net::ERR_ABORTED') return false;
  return method === 'GET' || method === 'HEAD' || ABORTED_BEACON.test(url);
}

export interface WatchOptions {
  /** Options of the page's own browser context: viewport, extra HTTP headers, reduced motion… */
  context?: BrowserContextOptions;
  /** Problems the test expects, such as the console line about a page answering 404. */
  expected?: (problem: string) => boolean;
}

/** A fresh context and page (own cookies) whose problems are recorded. */
export async function openWatchedPage(browser: Browser, options: WatchOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, ...options.context });
  const page = await context.newPage();
  const watched: WatchedPage = { page, problems: [], requests: [], expected: options.expected };
  const report = (problem: string) => {
    if (AUTOMATIC_ICON.test(problem)) return;
    if (!watched.expected?.(problem)) watched.problems.push(problem);
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) {
      report(`console.${message.type()}: ${message.text()} (at ${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => report(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const errorText = request.failure()?.errorText ?? '';
    if (isHarmlessAbort(request.method(), request.url(), errorText)) return;
    report(`request failed: ${request.url()} ${errorText}`);
  });
  page.on('request', (request) => watched.requests.push(request.url()));
  return watched;
}

/** The test whose pages are being closed, for the screenshot of a failure. */
export interface FinishedTest {
  /** The screenshot's name. */
  name: string;
  result?: { state?: string };
}

/**
 * After a test: closes the contexts of the pages it opened (emptying the list) and fails on any
 * problem their browser reported. When the test failed or the browser reported a problem, the
 * last page is kept as a screenshot first (test-artifacts/screenshots/); a passing test takes
 * none, as a full-page screenshot costs about as much as loading the page.
 */
export async function closeWatchedPages(pages: WatchedPage[], test?: FinishedTest): Promise<void> {
  const done = pages.splice(0);
  const problems = await problemsOf(done, test);
  await Promise.all(done.map((watched) => watched.page.context().close()));
  expect(problems, 'problems reported by the browser').toEqual([]);
}

/**
 * What the browser reported on these pages, after a screenshot of the last one when the test
 * failed or there was a problem. The pages stay open.
 */
export async function problemsOf(pages: WatchedPage[], test?: FinishedTest): Promise<string[]> {
  const problems = pages.flatMap((watched) => watched.problems);
  const last = pages.at(-1);
  if (test && last && (test.result?.state === 'fail' || problems.length > 0)) {
    // A page that has crashed or closed cannot be captured; the failure itself is still reported.
    await saveScreenshot(last.page, test.name).catch(() => undefined);
  }
  return problems;
}

/**
 * Makes a page as a fresh context's would be for its next visit: the site's local and session
 * storage and the context's cookies cleared, the page left on about:blank, its records emptied.
 * Its renderer process and HTTP cache are kept, which is the point: a fresh context per visit
 * starts a renderer and compiles the page's scripts (and axe) anew. Answers false when the page
 * cannot be reset (it crashed or closed), and it should be closed instead.
 */
export async function resetWatchedPage(watched: WatchedPage): Promise<boolean> {
  try {
    await watched.page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await watched.page.goto('about:blank');
    await watched.page.context().clearCookies();
  } catch {
    return false;
  }
  watched.problems.length = 0;
  watched.requests.length = 0;
  return true;
}

/** Resolves once every island marker on the page has been hydrated. */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => [...document.querySelectorAll('[data-island]')].every((root) => root.hasAttribute('data-hydrated')),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Waits until `read()` gives `expected` on a page with Playwright's fake clock installed
 * (`page.clock.install()` before it loads), moving the clock on by `stepMs` before each look:
 * timed states such as the add button's 'Added!' (a second after the answer, for two seconds)
 * come at once instead of after real seconds. A step shorter than the state lasts never skips it.
 */
export async function whenClockReaches<T>(
  page: Page,
  read: () => Promise<T>,
  expected: T,
  stepMs = 250,
): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(stepMs);
        return read();
      },
      { timeout: 10_000 },
    )
    .toBe(expected);
}
