/**
 * The demo's every-field form (/trip-survey) in Chromium (issue 13 "Forms, complete"): each of
 * the 19 field types renders as its kind, and a visitor can fill and send it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './helpers/browser-suite';
import { startStorefront } from './storefront-server';

const site = browserSuite(startStorefront);
const form = JSON.parse(
  readFileSync(new URL('../../fixtures/sites/demo/forms/every-field.json', import.meta.url), 'utf8'),
) as { fields: { type: string }[] };

describe.each([
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 740 }],
])('the every-field form on %s', (_name, viewport) => {
  it('holds all 19 field types, each rendered as its kind', async () => {
    expect(new Set(form.fields.map((f) => f.type)).size).toBe(19);
    const { page } = await site.visit('/trip-survey', { context: { viewport } });
    const field = (id: string) => page.locator(`[name="${id}"]`);
    expect(await field('ef-name').count()).toBe(2);
    expect(await field('ef-address').count()).toBe(6);
    expect(await field('ef-date').count()).toBe(3);
    expect(await field('ef-time').count()).toBe(3);
    expect(await page.getByLabel('Country code').count()).toBe(1);
    expect(await field('ef-phone').count()).toBe(4);
    expect(await page.locator('.field-currency .currency-input__symbol').innerText()).toBe('$');
    expect(await page.locator('.form-section--underline .form-section__rule').count()).toBe(1);
    expect(await page.locator('.form-section:not(.form-section--underline) hr').count()).toBe(0);
    expect(await page.locator('.likert thead th').allInnerTexts()).toEqual([
      'Strongly Disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly Agree',
    ]);
    expect(
      await page
        .locator('input[name="ef-feel:0"]')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(['-2', '-1', '0', '1', '2']);
    expect(await page.getByRole('radio', { name: 'Cooking on a stove: Agree' }).count()).toBe(1);
    // The matrix fits its field: on a phone its last answer was cut off (379 px wide in 343).
    const likert = page.locator('.field-likert');
    expect(await likert.evaluate((f) => f.scrollWidth - f.clientWidth)).toBe(0);
    expect(await field('ef-kind').first().getAttribute('type')).toBe('radio');
    expect(await field('ef-gear').first().getAttribute('type')).toBe('checkbox');
    expect(await page.locator('select[name="ef-region"]').count()).toBe(1);
    expect(await page.locator('textarea[name="ef-notes"]').count()).toBe(1);
    expect(await field('ef-website').getAttribute('type')).toBe('url');
    expect(await field('ef-password').getAttribute('type')).toBe('password');
    expect(await field('ef-email').getAttribute('type')).toBe('email');
    expect(await field('ef-people').getAttribute('type')).toBe('number');
    expect(await page.locator('input[type="hidden"][name="ef-source"]').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });

  it('is sent with its parts and likert answers', async () => {
    const { page } = await site.visit('/trip-survey', { context: { viewport } });
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.locator('[name="ef-email"]').fill('ada@example.com');
    await page.getByRole('radio', { name: 'Sleeping outdoors: Strongly Agree' }).check();
    await page.getByLabel('Month').fill('05');
    const [request] = await Promise.all([
      page.waitForRequest('**/api/form/SaveFormSubmission'),
      page.getByRole('button', { name: 'Send' }).click(),
    ]);
    const values = JSON.parse(JSON.parse(request.postData() ?? '{}').form);
    expect(values['ef-name']).toEqual(['Ada', 'Lovelace']);
    expect(values['ef-feel']).toEqual({ 'Sleeping outdoors': '2' });
    expect(values['ef-date']).toEqual(['05', '', '']);
    expect(values['ef-source']).toBe('demo');
    await page.getByText('Thanks! Your answers are in.').waitFor();
  });
});

describe('the likert matrix on a 320 px phone', () => {
  it.each(['/trip-survey', '/fr/trip-survey', '/de/trip-survey', '/es/trip-survey'])(
    '%s: its headings wrap between words, the radios under their columns',
    async (path) => {
      const { page } = await site.visit(path, { context: { viewport: { width: 320, height: 640 } } });
      // A word whose letters lie on two lines is cut. This Chromium has no hyphenation
      // dictionaries (no component updates), so any word split across lines is one cut without
      // a hyphen: at 320 px 'D’accor/d', 'überhau/pt' and 'desacue/rdo' were.
      const cut = await page.locator('.likert thead th').evaluateAll((headings) =>
        headings.flatMap((th) => {
          const text = th.firstChild as Text;
          const words: string[] = [];
          const range = document.createRange();
          for (const match of text.data.matchAll(/\S+/g)) {
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            if (range.getClientRects().length > 1) words.push(match[0]);
          }
          return words;
        }),
      );
      expect(cut).toEqual([]);
      // Where a browser can, it hyphenates in the page's language rather than overflow.
      expect(
        await page
          .locator('.likert thead th')
          .first()
          .evaluate((th) => getComputedStyle(th).hyphens),
      ).toBe('auto');
      expect(await page.locator('.field-likert').evaluate((f) => f.scrollWidth - f.clientWidth)).toBe(0);
      const centre = (box: { x: number; width: number } | null) => box!.x + box!.width / 2;
      const headings = await page
        .locator('.likert thead th')
        .evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().toJSON() as DOMRect));
      const radios = await page.locator('.likert tbody tr').first().locator('input').all();
      for (const [i, radio] of radios.entries())
        expect(Math.abs(centre(await radio.boundingBox()) - centre(headings[i]!))).toBeLessThan(2);
    },
  );
});
