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
}

/**
 * Chromium asks for /favicon.ico on its own, after the page has loaded; whether its console
 * line arrives before a test ends is a matter of timing, so it is left out here and tests that
 * care ask for the icon themselves.
 */
const AUTOMATIC_ICON = /\/favicon\.ico\)$/;

/**
 * Background calls a page makes on its own, which a navigation or a closing context cuts off
 * while in flight (Chromium reports ERR_ABORTED): tracking beacons, an address lookup typed
 * just before the checkout moved on to its confirmation, the pill cart's re-read of the cart
 * (a GET, never a change) cut off by the same move, and the site icon Chromium fetches
 * after the page has loaded, and the owner app's re-read of the inventory after a refund put
 * stock back (a GET) cut off by the test's next navigation. A visitor never sees that, so it is not a problem. Any other
 * failure of these (a CSP refusal, a refused connection, a missing icon) is.
 */
const ABORTED_BACKGROUND_CALL =
  /^request failed: \S+\/(api\/(census|events|1\/performance|google-maps\/places)\/\S+|api\/commerce\/shopping-cart\?calculateSubtotal=true|api\/owner\/inventory\?sort=name|assets\/favicon\.svg) net::ERR_ABORTED$/;

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
  const problems: string[] = [];
  const requests: string[] = [];
  const report = (problem: string) => {
    if (AUTOMATIC_ICON.test(problem) || ABORTED_BACKGROUND_CALL.test(problem)) return;
    if (!options.expected?.(problem)) problems.push(problem);
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) {
      report(`console.${message.type()}: ${message.text()} (at ${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => report(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) =>
    report(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('request', (request) => requests.push(request.url()));
  return { page, problems, requests };
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
  const problems = done.flatMap((watched) => watched.problems);
  const last = done.at(-1);
  if (test && last && (test.result?.state === 'fail' || problems.length > 0)) {
    // A page that has crashed or closed cannot be captured; the failure itself is still reported.
    await saveScreenshot(last.page, test.name).catch(() => undefined);
  }
  await Promise.all(done.map((watched) => watched.page.context().close()));
  expect(problems, 'problems reported by the browser').toEqual([]);
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
