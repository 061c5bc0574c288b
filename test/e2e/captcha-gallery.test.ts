/**
 * Issue 13 in Chromium: the built-in local captcha on another.localhost's "Ask the bakery"
 * form (the submit button waits for it, a failed submission brings a fresh one, the owner's
 * post-submit script runs under the page's CSP) and on its sold-out rye's restock box, and the
 * demo's gallery designs (the slider moves; no design overflows a desktop or a phone screen);
 * axe finds nothing serious on these pages.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openTestPglite } from '../../server/db/pglite-snapshot';
import { listSubmissions } from '../../server/forms/form-store';
import { seedStock } from '../../server/inventory/stock-store';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../server/paths';
import { SiteRegistry } from '../../server/sites/site-registry';
import { stockRows } from '../../server/inventory/stock-rows';
import { seriousViolations } from './helpers/axe';
import { browserSuite } from './helpers/browser-suite';
import { serveFetch } from './helpers/serve';
import type { Page } from 'playwright-core';
import type { Database } from '../../server/db';

let db: Database;

/** Both demo sites with a throwaway database (submissions and spent challenges are stored). */
const site = browserSuite(async () => {
  db = await openTestPglite();
  const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  for (const one of sites.all()) await seedStock(db, one.id, stockRows(one));
  const server = await serveFetch(createApp({ sites, db, secret: 'e2e-captcha', pageCacheMs: 0 }).fetch);
  return { ...server, close: async () => (await server.close(), await db.close()) };
});

const onHost = (host: string, path: string) => `http://${host}:${new URL(site.origin).port}${path}`;

/** Reads the sum the local captcha asks, answers it and checks it. */
async function solveCaptcha(page: Page): Promise<void> {
  const question = page.locator('.local-captcha label');
  await expect.poll(() => question.innerText()).toMatch(/^What is \d \+ \d\?$/);
  const [, a, b] = /(\d) \+ (\d)/.exec(await question.innerText())!;
  await page.getByLabel(await question.innerText()).fill(String(Number(a) + Number(b)));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.getByText('Thank you, you are a person.').waitFor();
}

async function fillBakeryForm(page: Page): Promise<void> {
  await page.getByLabel('Your name').fill('Ada');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
  await page.getByLabel('Question').fill('Rye bread on Sunday?');
}

describe('the local captcha in Chromium', () => {
  it('keeps Send disabled until the captcha is solved, then sends and runs the post-submit script', async () => {
    const { page } = await site.visit(onHost('another.localhost', '/visit'));
    const send = page.getByRole('button', { name: 'Send' });
    await expect.poll(() => send.isDisabled()).toBe(true);
    await fillBakeryForm(page);
    await solveCaptcha(page);
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await page.getByText('Obrigado! We will write back before the next bake.').waitFor();
    // The owner's inline script ran: the page's CSP names its hash (and nothing reported a violation).
    await page.getByText('See you by the river.').waitFor();
    const [row] = await listSubmissions(db, 'another', 'ask-the-bakery');
    expect(row.data).toMatchObject({ 'field-bakery-name': 'Ada', 'field-bakery-email': 'ada@example.com' });
  });

  it('brings a fresh captcha and disables Send again after a failed submission', async () => {
    const { page } = await site.visit(onHost('another.localhost', '/visit'));
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/captcha/local/check')) checks.push(JSON.parse(request.postData() ?? '{}').token);
    });
    await fillBakeryForm(page);
    await solveCaptcha(page);
    // Someone used this challenge meanwhile: the server refuses the submission.
    const nonce = checks[0].split('.')[1];
    await db.query(`insert into captcha_spent_challenges (nonce, expires_at) values ($1, now() + interval '1 hour')`, [
      nonce,
    ]);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('.form-island .form-error', { hasText: 'Complete CAPTCHA before submitting.' }).waitFor();
    await page.locator('.local-captcha label', { hasText: /^What is/ }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('See you by the river.').waitFor();
  });

  it('signs up for the sold-out rye once its captcha is solved', async () => {
    const { page } = await site.visit(onHost('another.localhost', '/shop/dark-rye'));
    const box = page.locator('form.restock');
    await box.getByLabel('Email Address').fill('ada@example.com');
    await box.getByRole('button', { name: 'Notify Me' }).click();
    await expect.poll(() => box.locator('.restock__error').innerText()).toBe('Complete CAPTCHA before submitting.');
    await solveCaptcha(page);
    await box.getByRole('button', { name: 'Notify Me' }).click();
    await page.locator('.restock__success').waitFor();
    const rows = await db.query(
      `select email from restock_signups where website_id = 'another' and product_id = 'prod-dark-rye'`,
    );
    expect(rows).toEqual([{ email: 'ada@example.com' }]);
  });
});

describe('gallery designs in Chromium', () => {
  it('moves the slider (Carousel) with next and previous', async () => {
    const { page } = await site.visit('/gallery-carousel');
    const track = page.locator('.slider__track');
    const current = () => page.locator('.slider__slide[aria-current="true"] img').getAttribute('alt');
    const first = await current();
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect.poll(() => track.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.slider__position').innerText()).toBe('2 / 6');
    expect(await current()).not.toBe(first);
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect.poll(() => track.evaluate((list) => list.scrollLeft)).toBe(0);
    expect(await current()).toBe(first);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    it(`shows every design within a ${viewport.width}px wide screen`, async () => {
      for (const [path, part] of [
        ['/gallery', '.gallery--grid'],
        ['/gallery-slideshow', '.slideshow--slideshow'],
        ['/gallery-carousel', '.slider'],
        ['/gallery-stacked', '.gallery-stacked'],
      ]) {
        const { page } = await site.visit(path, { context: { viewport } });
        expect(await page.locator(part).count(), path).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          viewport.width,
        );
      }
    });
  }
});

describe('axe on the pages of issue 13', () => {
  it('finds nothing serious on the captcha form, the restock captcha and every gallery design', async () => {
    const pages = [
      onHost('another.localhost', '/visit'),
      onHost('another.localhost', '/shop/dark-rye'),
      '/gallery-slideshow',
      '/gallery-carousel',
      '/gallery-stacked',
    ];
    for (const url of pages) {
      // The injected axe script is not in the page's CSP; the check is of the page, not the policy.
      const { page } = await site.visit(url, { context: { bypassCSP: true } });
      await page.locator('.local-captcha label, [data-island="gallery"]').first().waitFor();
      const serious = await seriousViolations(page);
      expect(serious, url).toEqual([]);
    }
  });
});
