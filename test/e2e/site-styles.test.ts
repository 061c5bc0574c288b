/**
 * Issue 25 in Chromium: the site style editor at /config/styles. An editor changes the accent
 * colour and the heading font, sees both in the live preview (desktop and phone, and the
 * design-tweak pages), is warned about poor contrast before saving, publishes, and the site's
 * pages are restyled (computed styles of the visitor's pages, the font served by the site).
 * The editor is axe clean and usable at 375 px; its tweak events are recorded.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe';
import { MOBILE, editorSuite, eventually } from './helpers/editor-suite';
import { saveScreenshot } from './helpers/screenshots';
import type { Frame, Page } from 'playwright-core';

const ACCENT_RGB = 'rgb(181, 83, 47)';

const suite = editorSuite('site styles');
const { open, signedIn } = suite;

/** The preview's frame (a srcdoc frame of the owner app's origin). */
function previewFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f !== page.mainFrame());
  if (!frame) throw new Error('no preview frame');
  return frame;
}

const computed = (frame: Frame | Page, selector: string, property: string) =>
  frame.evaluate(
    ([s, p]) => {
      const element = document.querySelector(s!);
      return element ? getComputedStyle(element).getPropertyValue(p!) : '';
    },
    [selector, property],
  );

describe('site styles in /config', () => {
  it('changes the accent colour and the heading font, previews them, publishes, and every page is restyled', async () => {
    const visitor = await open('/about');
    expect(await computed(visitor, 'h1', 'font-family')).not.toContain('Playfair Display');

    const page = await signedIn('/config/styles');
    await page.getByRole('heading', { level: 1, name: 'Site styles' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A colour must be 3 or 6 hex digits; a pale accent is warned about before saving.
    const accent = page.getByLabel('Accent (hex)');
    await accent.fill('#b5532');
    await page.getByText('A colour is 3 or 6 hex digits, with or without # (#2e5339).').waitFor();
    await accent.fill('ddd');
    await page.getByText('Some text would be hard to read (below WCAG AA contrast):').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Keep editing' }).click();

    await accent.fill('#B5532F');
    await page.getByLabel('Heading font').selectOption('playfair-display');
    await expect(page.getByText('Unsaved changes')).toBeTruthy();

    // The preview shows both, at desktop and phone widths.
    await eventually(async () => {
      const frame = page.frames().find((f) => f !== page.mainFrame());
      return !!frame && (await computed(frame, '.site-header .site-title', 'font-family')).includes('Playfair Display');
    });
    expect(await computed(previewFrame(page), '.button, button', 'background-color')).toBe(ACCENT_RGB);
    await page.getByRole('button', { name: 'Phone' }).click();
    await page.locator('iframe[data-device="phone"]').waitFor();
    expect(await page.locator('iframe.live-preview__frame').evaluate((f) => (f as HTMLIFrameElement).style.width)).toBe(
      '375px',
    );

    // Each design-tweak page previews its own page.
    await page.getByLabel('Page to style and preview').selectOption('LOCK_SCREEN');
    await eventually(async () => (await previewFrame(page).locator('.lock-card').count()) > 0);
    await page.getByLabel('Page to style and preview').selectOption('SPLASH_PAGE');
    await eventually(async () => (await previewFrame(page).locator('.splash-page').count()) > 0);
    // The demo has no popup overlay: the editor says so and previews the home page.
    await page.getByLabel('Page to style and preview').selectOption('POPUP_OVERLAY');
    await page.getByText('This site has none yet: the home page is shown.').waitFor();
    await page.getByLabel('Page to style and preview').selectOption('STYLE');

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published. Every page of the site shows the new style.').waitFor();
    await saveScreenshot(page, 'site styles editor');

    // Visitors' pages are restyled once the publish reaches the registry.
    await eventually(async () => {
      await visitor.reload();
      return (await computed(visitor, 'h1', 'font-family')).includes('Playfair Display');
    });
    for (const path of ['/about', '/shop']) {
      await visitor.goto(new URL(path, suite.server.origin).href);
      expect(await computed(visitor, '.site-title', 'font-family'), path).toContain('Playfair Display');
      expect(await computed(visitor, '.site-nav a[aria-current="page"]', 'color'), path).toBe(ACCENT_RGB);
      const fontLoaded = await visitor.evaluate(async () => {
        await document.fonts.load('700 1rem "Playfair Display"');
        return document.fonts.check('700 1rem "Playfair Display"');
      });
      expect(fontLoaded, path).toBe(true);
    }
    // The tweak events were recorded.
    await eventually(async () => {
      const rows = await suite.server.db.query<{ name: string }>(
        `select name from tracking_events where website_id = 'demo' and name like 'tweak_%'`,
      );
      const names = new Set(rows.map((r) => r.name));
      return ['tweak_beforeopen', 'tweak_aftershow', 'tweak_change', 'tweak_save'].every((n) => names.has(n));
    });
  });

  it('is usable and axe clean at 375 px', async () => {
    const page = await signedIn('/config/styles', MOBILE);
    await page.getByRole('heading', { level: 1, name: 'Site styles' }).waitFor();
    await page.getByLabel('Heading font').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1),
    ).toBe(false);
    await page.getByLabel('Font theme').selectOption('modern');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByLabel('Font theme').inputValue()).resolves.toBe('classic');
    await saveScreenshot(page, 'site styles editor 375');
  });
});
