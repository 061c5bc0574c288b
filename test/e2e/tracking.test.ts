import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_COOKIE_NAMES } from '../../domain/tracking';
import { saveOwner } from '../../server/owner';
import { seriousViolations } from './helpers/axe';
import { connectChromium, openWatchedPage, closeWatchedPages } from './helpers/browser';
import { saveScreenshot } from './helpers/screenshots';
import { startOwnerServer } from './owner-server';
import type { Browser, Page } from 'playwright-core';
import type { WatchedPage } from './helpers/browser';
import type { OwnerServer } from './owner-server';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };
const REPORTER = { email: 'reporter@e2e.test', password: 'reporter-password-1' };
/** A page of the demo no other test of this file visits, so its count is ours alone. */
const TRACKED_PATH = '/about';

let browser: Browser;
let server: OwnerServer;
const pages: WatchedPage[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([connectChromium(), startOwnerServer()]);
  await saveOwner(server.db, 'demo', { ...REPORTER, role: 'reporting' });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(async ({ task }) => {
  await closeWatchedPages(pages, { name: `tracking ${task.name}`, result: task.result });
});

async function open(viewport = DESKTOP, expected: RegExp[] = [], bypassCSP = false): Promise<Page> {
  const watched = await openWatchedPage(browser, {
    context: { viewport, bypassCSP },
    expected: (problem) => expected.some((p) => p.test(problem)),
  });
  pages.push(watched);
  return watched.page;
}

/** Goes to `path` and waits until its page-view hit has been answered. */
async function view(page: Page, path: string): Promise<void> {
  const hit = page.waitForResponse((r) => r.url().endsWith('/api/census/RecordHit'));
  expect((await page.goto(new URL(path, server.origin).href))?.status()).toBe(200);
  expect((await hit).status()).toBeLessThan(300);
}

const trackingCookies = async (page: Page) =>
  (await page.context().cookies())
    .map((c) => c.name)
    .filter((name) => (TRACKING_COOKIE_NAMES as string[]).includes(name));

/** The ingest queue writes in batches (about every 250 ms): poll the table briefly. */
async function rowsSoon<T>(read: () => Promise<T[]>): Promise<T[]> {
  let rows: T[] = [];
  await expect.poll(async () => (rows = await read()).length, { timeout: 5_000, interval: 100 }).toBeGreaterThan(0);
  return rows;
}

describe('tracking in Chromium', () => {
  it('keeps no tracking cookie while consent is not given, nor after Decline', async () => {
    const page = await open();
    await view(page, '/');
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    expect(await trackingCookies(page)).toEqual([]);
    await page.getByRole('button', { name: 'Decline' }).click();
    await view(page, '/shop');
    expect(await trackingCookies(page)).toEqual([]);
    expect((await page.context().cookies()).find((c) => c.name === 'ss_cookieAllowed')?.value).toBe('false');
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
  });

  it('after Accept stores the page view with its path, title, visitor id and viewport, and the reporting owner sees it counted', async () => {
    const visitor = await open();
    await view(visitor, '/');
    await visitor.getByRole('button', { name: 'Accept' }).click();
    await view(visitor, TRACKED_PATH);
    expect((await trackingCookies(visitor)).length).toBeGreaterThan(0);
    const title = await visitor.title();
    const rows = await rowsSoon(() =>
      server.db.query(
        `select path, title, visitor_id, viewport from tracking_hits where website_id = 'demo' and path = $1 and visitor_id is not null`,
        [TRACKED_PATH],
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: TRACKED_PATH, title, viewport: '1280x800' });
    const visitorCookie = (await visitor.context().cookies()).find((c) => c.name === 'ss_cvr');
    // ss_cvr is `<visitor id>.<visit count>.<first visit time>`.
    expect(visitorCookie?.value.split('.')[0]).toBe(rows[0].visitor_id);

    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      const owner = await open(viewport, [/status of 401 .*\/api\/owner\/me\)$/], true);
      await owner.goto(new URL('/config', server.origin).href);
      await owner.getByLabel('Email').fill(REPORTER.email);
      await owner.getByLabel('Password').fill(REPORTER.password);
      await owner.getByRole('button', { name: 'Sign in' }).click();
      await owner.getByRole('button', { name: 'Sign out' }).waitFor();
      if (name === 'mobile') await owner.getByRole('button', { name: 'Menu' }).click();
      await owner.getByRole('navigation', { name: 'Store admin' }).getByRole('link', { name: 'Analytics' }).click();
      await owner.waitForURL('**/config/analytics');
      const topPages = owner.locator('table', { has: owner.getByRole('columnheader', { name: 'Page', exact: true }) });
      await topPages.getByRole('rowheader', { name: TRACKED_PATH, exact: true }).waitFor();
      const row = topPages.getByRole('row', { name: new RegExp(`^${TRACKED_PATH}`) });
      expect(await row.getByRole('cell').textContent()).toBe('1');
      expect(
        Number(
          await owner
            .locator('dt', { hasText: /^Unique visitors$/ })
            .locator('+ dd')
            .textContent(),
        ),
      ).toBeGreaterThan(0);
      expect(await seriousViolations(owner)).toEqual([]);
      expect(await owner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await saveScreenshot(owner, `analytics ${name}`);
    }
  });

  it('sends an uncaught error of the page to RecordJavascriptErrors', async () => {
    const page = await open(DESKTOP, [/^uncaught: boom$/]);
    await view(page, '/');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/events/RecordJavascriptErrors'), {
      timeout: 10_000,
    });
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom');
      });
    });
    expect((await sent).status()).toBeLessThan(300);
    const rows = await rowsSoon(() =>
      server.db.query(`select kind, data from tracking_events where website_id = 'demo' and kind = 'error'`),
    );
    expect(JSON.stringify(rows[0].data)).toContain('boom');
  });
});
