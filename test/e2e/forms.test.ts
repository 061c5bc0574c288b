import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openTestPglite } from '../../server/db/pglite-snapshot';
import { listSubmissions } from '../../server/forms/form-store';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../server/paths';
import { SiteRegistry } from '../../server/sites/site-registry';
import { connectChromium, openWatchedPage } from './helpers/browser';
import { browserSuite } from './helpers/browser-suite';
import { serveFetch } from './helpers/serve';
import type { Database } from '../../server/db';

let db: Database;

/** The demo site with a throwaway database. */
const site = browserSuite(async () => {
  db = await openTestPglite();
  const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  const server = await serveFetch(createApp({ sites, db, secret: 'e2e-forms', pageCacheMs: 0 }).fetch);
  return { ...server, close: async () => (await server.close(), await db.close()) };
});

describe('site forms in Chromium', () => {
  it('the contact form shows its errors above the fields, then sends', async () => {
    const { page } = await site.visit('/contact');
    const form = page.locator('form[action="/api/form/SaveFormSubmission"]').first();
    await page.locator('#field-email').fill('ada@nowhere');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('#field-name-error').innerText()).resolves.toBe('Required');
    await expect(page.locator('#field-email-error').innerText()).resolves.toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    await expect(page.locator('#form-contact-problem').innerText()).resolves.toBe(
      'Your form has encountered a problem. Please scroll down to review.',
    );
    expect(await db.query("select 1 from form_submissions where form_id = 'contact'")).toHaveLength(0);

    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await page.locator('#field-email').fill('ada@example.com');
    await page.locator('#field-topic').selectOption('A repair');
    await page.locator('#field-message').fill('My stove leaks.');
    await expect(page.locator('#field-message-counter').innerText()).resolves.toBe('15 / 1000');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you! We will reply within two working days.').waitFor();
    expect(await page.locator('#field-email-error').innerText()).toBe('');
    const [row] = await listSubmissions(db, 'demo', 'contact');
    expect(row.data).toMatchObject({
      'field-name': ['Ada', 'Lovelace'],
      'field-email': 'ada@example.com',
      'field-topic': 'A repair',
    });
  });

  it('the newsletter form signs up and shows its success text', async () => {
    const { page } = await site.visit('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill('reader@example.com');
    await footer.getByRole('button', { name: 'Sign up' }).click();
    await footer.getByText('You are on the list. See you in your inbox.').waitFor();
    expect(await footer.locator('form.newsletter-form').isHidden()).toBe(true);
    expect((await listSubmissions(db, 'demo', 'newsletter')).map((r) => r.data)).toEqual([
      { 'field-newsletter-email': 'reader@example.com' },
    ]);
  });

  it('without JavaScript the contact form still sends', async () => {
    // The suite's visit() waits for hydration, which never comes without scripts.
    const browser = await connectChromium();
    try {
      const { page, problems } = await openWatchedPage(browser, { context: { javaScriptEnabled: false } });
      await page.goto(new URL('/contact', site.origin).href);
      const form = page.locator('form[action="/api/form/SaveFormSubmission"]').first();
      await form.getByLabel('First name').fill('Grace');
      await form.getByLabel('Last name').fill('Hopper');
      await page.locator('#field-email').fill('grace@example.com');
      await page.locator('#field-topic').selectOption('Wholesale');
      await page.locator('#field-message').fill('Bulk order, please.');
      await Promise.all([
        page.waitForURL('**/api/form/SaveFormSubmission'),
        form.getByRole('button', { name: 'Send' }).click(),
      ]);
      await page.getByText('Thank you! We will reply within two working days.').waitFor();
      const rows = await listSubmissions(db, 'demo', 'contact');
      expect(rows.at(-1)!.data).toMatchObject({ 'field-name': ['Grace', 'Hopper'], 'field-topic': 'Wholesale' });
      expect(problems.filter((p) => !p.endsWith(' csp'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
