import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe';
import { connectChromium, openWatchedPage, closeWatchedPages } from './helpers/browser';
import { ADMIN, startOwnerServer } from './owner-server';
import type { Browser, Page } from 'playwright-core';
import type { WatchedPage } from './helpers/browser';
import type { OwnerServer } from './owner-server';

let browser: Browser;
let server: OwnerServer;
const pages: WatchedPage[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([connectChromium(), startOwnerServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(async ({ task }) => {
  await closeWatchedPages(pages, { name: `site-settings ${task.name}`, result: task.result });
});

/** The 401 of "who is signed in?" before sign-in, the event endpoint, and the French pages' 404 once French is off. */
const EXPECTED = [
  /status of 401 .*\/api\/owner\/me\)$/,
  /status of 40[45] .*\/api\/events\/RecordEvent\)$/,
  /status of 404 .*\/fr\/shop\)$/,
];

async function newPage(): Promise<Page> {
  // axe is injected as an inline script, which our CSP refuses: these pages bypass the CSP.
  const watched = await openWatchedPage(browser, {
    context: { viewport: { width: 1280, height: 800 }, bypassCSP: true },
    expected: (p) => EXPECTED.some((e) => e.test(p)),
  });
  pages.push(watched);
  return watched.page;
}

const url = (path: string) => new URL(path, server.origin).href;

async function signedInAt(path: string): Promise<Page> {
  const page = await newPage();
  await page.goto(url(path));
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return page;
}

describe('site settings in Chromium', () => {
  it('changes the footer and a navigation link in /config, and the next page view shows them', async () => {
    const visitor = await newPage();
    await visitor.goto(url('/about'));
    await expect(visitor.locator('.footer-text').textContent()).resolves.toBe(
      'Free repairs for life on everything we make.',
    );

    const admin = await signedInAt('/config/header-footer');
    await admin.getByRole('heading', { level: 1, name: 'Header and footer' }).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.getByLabel("Text under the site's description").fill('Closed on Tuesdays for repairs.');
    await admin.getByRole('button', { name: 'Add a footer link' }).click();
    await admin.getByLabel('Title of footer link 6').fill('Our story');
    await admin.getByLabel('Address of footer link 6').fill('/about');
    await admin.getByRole('button', { name: 'Move footer link 6 up' }).click();
    await admin.getByLabel('Title of navigation link 1').fill('Store');
    await expect(admin.getByRole('figure', { name: 'Preview' }).textContent()).resolves.toContain(
      'Closed on Tuesdays for repairs.',
    );
    await admin.getByRole('button', { name: 'Save header and footer' }).click();
    await admin.getByText('Saved. Every page of the site shows the new header and footer now.').waitFor();

    await visitor.reload();
    await expect(visitor.locator('.footer-text').textContent()).resolves.toBe('Closed on Tuesdays for repairs.');
    const footerLinks = await visitor.locator('.footer-nav a').allTextContents();
    expect(footerLinks.slice(-2)).toEqual(['Our story', 'Cart']);
    await visitor.goto(url('/shop'));
    await expect(visitor.locator('.site-nav a').first().textContent()).resolves.toBe('Store');
    await expect(visitor.locator('.footer-text').textContent()).resolves.toBe('Closed on Tuesdays for repairs.');
  });

  it('switches the demo to French and back with the language switcher', async () => {
    const page = await newPage();
    await page.goto(url('/shop/canvas-field-jacket'));
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    // The switcher shows the page's language and opens on the others (issue 25).
    await page.getByRole('navigation', { name: 'Language' }).locator('summary', { hasText: 'English' }).click();
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(url('/fr/shop/canvas-field-jacket'));
    expect(await page.getAttribute('html', 'lang')).toBe('fr-FR');
    await page.getByRole('heading', { level: 1, name: 'Veste de terrain en toile' }).waitFor();
    // A French page names its landmarks in French. The test above renamed the English "Shop"
    // link "Store", so its French "Boutique" is out of date and the page shows the new original.
    const shopLink = page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Store' });
    expect(await shopLink.getAttribute('href')).toBe('/fr/shop');
    await shopLink.click();
    await page.waitForURL(url('/fr/shop'));
    await page.getByRole('heading', { level: 1, name: 'Boutique' }).waitFor();
    // Alternates name the site's configured origin (this server's is the default http://{host}).
    expect(await page.locator('link[rel="alternate"][hreflang="en-US"]').getAttribute('href')).toBe(
      'http://demo.localhost/shop',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Langue' }).locator('summary', { hasText: 'Français' }).click();
    await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(url('/shop'));
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
  });

  it('turns French off in /config (its pages answer 404) and on again', async () => {
    const admin = await signedInAt('/config/languages');
    await admin.getByRole('heading', { level: 1, name: 'Languages' }).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    const french = admin.getByRole('checkbox', { name: /Français \(fr-FR\)/ });
    expect(await french.isChecked()).toBe(true);
    // The demo also serves German and Spanish (issue 25): all three off leaves English only.
    await french.uncheck();
    await admin.getByRole('checkbox', { name: /Deutsch \(de-DE\)/ }).uncheck();
    await admin.getByRole('checkbox', { name: /Español \(es-ES\)/ }).uncheck();
    await admin.getByRole('button', { name: 'Save languages' }).click();
    await admin.getByText('Saved. The site serves English only.').waitFor();

    const visitor = await newPage();
    expect((await visitor.goto(url('/fr/shop')))?.status()).toBe(404);
    await visitor.goto(url('/shop'));
    expect(await visitor.getByRole('navigation', { name: 'Language' }).count()).toBe(0);

    await french.check();
    await admin.getByRole('button', { name: 'Save languages' }).click();
    await admin.getByText('Saved. The site now serves Français at /fr.').waitFor();
    expect((await visitor.goto(url('/fr/shop')))?.status()).toBe(200);
    await visitor.getByRole('heading', { level: 1, name: 'Boutique' }).waitFor();

    // Both panels fit a phone: nothing scrolls sideways at 375 px.
    await admin.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/config/languages', '/config/header-footer']) {
      await admin.goto(url(path));
      await admin.getByRole('button', { name: /^Save/ }).waitFor();
      expect(
        await admin.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
        `${path} scrolls sideways`,
      ).toBe(false);
    }
  });
});
