/**
 * Issue 15 in Chromium: give to the trail fund on the donation page and reach the contribution
 * confirmed page; close the bakery's popup overlay with the keyboard and find it still closed
 * after a reload; sign in, buy a Trail Club membership and open the member area.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db';
import { islandsHydrated, connectChromium, openWatchedPage, closeWatchedPages } from './helpers/browser';
import { saveScreenshot } from './helpers/screenshots';
import { startDemoServerWithDatabase } from './helpers/demo-server';
import type { RunningServer } from './helpers/serve';
import type { Browser, Page } from 'playwright-core';
import type { WatchedPage } from './helpers/browser';

let browser: Browser;
let server: RunningServer;
let db: Database;
const opened: WatchedPage[] = [];

beforeAll(async () => {
  [browser, { server, db }] = await Promise.all([connectChromium(), startDemoServerWithDatabase()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await db?.close();
});
afterEach(async ({ task }) => {
  await closeWatchedPages(opened, { name: `subscriptions-donations ${task.name}`, result: task.result });
});

/** The member area answers 403 until the membership is bought; Chromium reports that on the console. */
const provoked = (problem: string) =>
  /Failed to load resource: the server responded with a status of 403/.test(problem);

async function open(width = 1280): Promise<Page> {
  const watched = await openWatchedPage(browser, { context: { viewport: { width, height: 900 } }, expected: provoked });
  opened.push(watched);
  return watched.page;
}

/** The bakery (a second demo site) on the same server: Chromium resolves *.localhost itself. */
const bakery = () =>
  server.origin.replace('://127.0.0.1', '://another.localhost').replace('://localhost', '://another.localhost');

describe('donations, the popup overlay and memberships in Chromium', () => {
  it('donates a preset amount and reaches the contribution confirmed page', async () => {
    const page = await open();
    await page.goto(`${server.origin}/donate`);
    await islandsHydrated(page);
    const form = page.locator('.donation');
    await form.getByRole('radio', { name: '$25.00' }).check();
    await form.getByLabel('Email').fill('giver@example.com');
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await saveScreenshot(page, 'donation form 1280');
    await form.getByRole('button', { name: 'Contribute' }).click();
    await page.waitForURL('**/order-confirmed/**');
    expect(await page.locator('h1').innerText()).toBe('Thank you for your contribution');
    expect(await page.locator('body').getAttribute('data-page-type')).toBe('204');
    expect(await page.locator('.order-grand-total').innerText()).toBe('$25.00');
  });

  it('refuses a custom amount below the minimum without leaving the page', async () => {
    const page = await open(375);
    await page.goto(`${server.origin}/donate`);
    await islandsHydrated(page);
    const form = page.locator('.donation');
    await form.getByLabel(/Your amount/).fill('0.50');
    await form.getByLabel('Email').fill('giver@example.com');
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: 'Contribute' }).click();
    await form.getByText('The smallest contribution we can take is $1.00.').waitFor();
    expect(page.url()).toBe(`${server.origin}/donate`);
  });

  it('closes the popup overlay with Escape, and it stays closed after a reload', async () => {
    const page = await open();
    await page.goto(`${bakery()}/shop`);
    await islandsHydrated(page);
    const dialog = page.getByRole('dialog', { name: 'The bakery letter' });
    await dialog.waitFor();
    expect(await dialog.locator('..').getAttribute('data-position')).toBe('BOTTOM_LEFT');
    // Focus moved into the overlay when it opened.
    await page.waitForFunction(() => document.activeElement?.closest('.popup-overlay') !== null);
    await saveScreenshot(page, 'popup overlay 1280');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => ({
      version: localStorage.getItem('version'),
      closed: localStorage.getItem('date-closed'),
      submitted: localStorage.getItem('submitted'),
    }));
    expect(stored.version).toBe('2026-spring');
    expect(stored.closed).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(stored.submitted).toBeNull();

    await page.reload();
    await islandsHydrated(page);
    expect(await page.locator('.popup-overlay').count()).toBe(0);
    // A new version of the overlay shows again.
    await page.evaluate(() => localStorage.setItem('version', 'last-year'));
    await page.reload();
    await islandsHydrated(page);
    await dialog.waitFor();
  });

  it('signs in, buys a Trail Club membership and opens the member area', async () => {
    const page = await open();
    const email = 'member@example.com';
    const password = 'harrier ridge';
    await page.goto(`${server.origin}/account/sign-up`);
    await islandsHydrated(page);
    const account = page.locator('[data-island="site-user"]');
    await account.getByLabel('Email').fill(email);
    await account.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    // Signed out, the club asks for a sign-in, which comes back to it.
    await page.goto(`${server.origin}/trail-club`);
    await islandsHydrated(page);
    await account.getByLabel('Email').fill(email);
    await account.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/trail-club');
    // Signed in but not a member yet: the club offers the memberships.
    await page.getByText('Become one with a membership').waitFor();
    await page.getByRole('link', { name: 'Trail Club membership (lifetime)' }).click();
    await page.waitForURL('**/memberships/trail-club-lifetime');
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Join the club' }).click();
    await page.waitForURL('**/checkout');
    await islandsHydrated(page);
    const checkout = page.locator('.checkout');
    await checkout.getByLabel('Email').fill(email);
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
    await checkout.getByRole('button', { name: /Place order/ }).click();
    await page.waitForURL('**/order-confirmed/**');
    expect(await page.locator('h1').innerText()).toBe('Your membership is confirmed');
    expect(await page.locator('body').getAttribute('data-page-type')).toBe('208');
    await page.getByRole('link', { name: 'open the member area' }).click();
    await page.waitForURL('**/trail-club');
    await page.getByText('Welcome to the Trail Club.').waitFor();
    await saveScreenshot(page, 'member area open 1280');
  });
});
