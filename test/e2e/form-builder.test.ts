/**
 * Issue 25's form builder end to end: the demo's owner builds a form in /config with one field
 * of every type (one moved with the keyboard), watches the live preview, saves and publishes it;
 * the form is placed on a new page through the owner content API (placing forms from the page
 * editor belongs to the page editor, another issue's work); a visitor sends it; the owner reads
 * the submission in /config, deletes the form and still reads it, under the form's last name.
 * The builder is axe clean and fits 375 px.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe';
import { browserSuite } from './helpers/browser-suite';
import { OWNER, startContentServer, type ContentServer } from './content-server';
import type { Page } from 'playwright-core';

let server: ContentServer;
const site = browserSuite(async () => {
  server = await startContentServer();
  return server;
});

const TYPES = [
  ['text', 'Text'],
  ['textarea', 'Text area'],
  ['email', 'Email'],
  ['number', 'Number'],
  ['website', 'Website'],
  ['currency', 'Currency'],
  ['password', 'Password'],
  ['twitter', 'Twitter'],
  ['date', 'Date'],
  ['time', 'Time'],
  ['name', 'Name'],
  ['address', 'Address'],
  ['phone', 'Phone'],
  ['section', 'Section'],
  ['radio', 'Radio buttons'],
  ['checkbox', 'Checkboxes'],
  ['select', 'Drop-down'],
  ['likert', 'Likert scale'],
  ['hidden', 'Hidden'],
] as const;

/** A call of the owner content API with the demo's admin key, as a script makes it. */
// biome-ignore lint/suspicious/noExplicitAny: answers of several shapes, read field by field.
async function api(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.origin}/api/owner/content${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${server.adminKey}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function signIn(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

const fieldNames = (page: Page) => page.locator('.field-list__name').allInnerTexts();

/** Waits until `path` answers 200: a publish reaches the registry through NOTIFY, not inline. */
async function served(path: string): Promise<void> {
  for (let tries = 0; (await fetch(`${server.origin}${path}`)).status !== 200; tries++) {
    if (tries > 200) throw new Error(`${path} was not served after the publish`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the form builder in Chromium', () => {
  it('builds a form of every field type, places it on a page, and reads a visitor’s submission', async () => {
    const { page } = await site.visit('/config/forms/new');
    await signIn(page);
    await page.getByLabel('Form name').fill('Trip questions');
    await page.getByRole('button', { name: 'Create form' }).click();
    await page.waitForURL('**/config/forms/*/edit');
    const formKey = new URL(page.url()).pathname.split('/')[3]!;
    await page.getByRole('heading', { name: 'Edit form: Trip questions' }).waitFor();

    for (const [type] of TYPES) {
      await page.getByLabel('Field type').selectOption(type);
      await page.getByRole('button', { name: 'Add field' }).click();
    }
    expect(await fieldNames(page)).toHaveLength(19);
    // The likert scale moved above the drop-down with the keyboard (dnd-kit: Space, arrow, Space).
    const handle = page.getByRole('button', { name: 'Drag Likert scale (Likert scale)' });
    await handle.focus();
    // Each step waits for the screen reader's announcement of it.
    const said = (text: RegExp) => page.getByText(text).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await said(/^Likert scale \(Likert scale\) is over position 18 of 19\.$/);
    await page.keyboard.press('ArrowUp');
    await said(/is over position 17 of 19\.$/);
    await page.keyboard.press('Space');
    await said(/dropped at position 17 of 19\.$/);
    await expect
      .poll(() => fieldNames(page).then((names) => names.slice(15, 18)))
      .toEqual(['Checkboxes (Checkboxes)', 'Likert scale (Likert scale)', 'Drop-down (Drop-down)']);
    // An extra field added and removed.
    await page.getByLabel('Field type').selectOption('text');
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByRole('button', { name: 'Remove Text (Text)' }).last().click();
    expect(await fieldNames(page)).toHaveLength(19);
    // The text field is required, with a placeholder.
    await page.getByRole('button', { name: 'Text (Text)', exact: true }).click();
    await page.getByLabel('Placeholder').fill('Where to?');
    await page.getByLabel('Required').check();
    await page.getByLabel('Submission message').fill('Thanks, we will write back.');

    // The shared live preview (admin/editor), of a bare page showing the form: no page shows it yet.
    const preview = page.frameLocator('iframe[title="Preview of Trip questions, desktop view"]');
    await preview.locator('input[placeholder="Where to?"]').waitFor();
    // The page the preview shows is the demo's own form markup: the likert table, the hidden field.
    expect(await preview.locator('.likert').count()).toBe(1);
    expect(await preview.locator('input[type="hidden"][name]').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Publish to show the changes to visitors.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published: visitors see this form now.').waitFor();

    // Placed on a new page through the content API, and published.
    const created = await api('POST', '/collections', { title: 'Trip questions', type: 'page' });
    expect(created.status).toBe(201);
    const collection = await api('GET', `/documents/collection/${created.body.id}`);
    const placed = await api('PUT', `/documents/collection/${created.body.id}`, {
      revision: collection.body.revision,
      body: { ...collection.body.draft, formId: formKey },
    });
    expect(placed.status).toBe(200);
    expect((await api('POST', '/publish')).status).toBe(200);
    const path = `/${created.body.urlId}`;
    await served(path);

    const visit = await site.visit(path);
    const visitor = visit.page;
    await visitor.getByRole('textbox', { name: /^Text/ }).first().fill('The coast');
    await visitor.getByLabel('First name').fill('Ada');
    await visitor.getByRole('radio', { name: 'Option 2', exact: true }).check();
    await visitor.getByRole('button', { name: /Send|Submit/ }).click();
    await visitor.getByText('Thanks, we will write back.').waitFor();

    await page.goto(`${server.origin}/config/forms`);
    await page.getByRole('link', { name: 'Trip questions', exact: true }).click();
    await page.locator('.answers').first().waitFor();
    const answers = await page
      .locator('.answers > div')
      .evaluateAll((rows) => rows.map((r) => [r.querySelector('dt')?.textContent, r.querySelector('dd')?.textContent]));
    expect(answers).toContainEqual(['Text', 'The coast']);
    expect(answers).toContainEqual(['Radio buttons', 'Option 2']);
    expect(answers.find(([title]) => title === 'Name')?.[1]).toContain('Ada');

    // Deleting the form keeps its submission, under its last name.
    await page.getByRole('link', { name: 'All forms' }).click();
    await page.getByRole('button', { name: 'Delete form: Trip questions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Trip questions?' });
    await dialog.getByText('Its 1 submission is kept: you can still read and export it here').waitFor();
    await dialog.getByRole('button', { name: 'Delete form' }).click();
    await page.getByRole('link', { name: 'Trip questions (deleted form)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Trip questions (deleted form)' }).waitFor();
    await page.locator('.answers').first().waitFor();
    expect(await page.locator('.answers dt').allInnerTexts()).toContain('Radio buttons');
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/owner/forms/${formKey}/submissions.csv`,
    );
  });

  it('is usable and axe clean at 375 px', async () => {
    const { page } = await site.visit('/config/forms/contact/edit', {
      context: { viewport: { width: 375, height: 740 } },
    });
    await signIn(page);
    await page.getByRole('heading', { name: 'Edit form: Send us a message' }).waitFor();
    await page.getByRole('button', { name: 'Message (Text area)', exact: true }).click();
    await page.getByLabel('Maximum length (characters)').waitFor();
    await page
      .frameLocator('iframe[title="Preview of Send us a message, desktop view"]')
      .locator('h1')
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Move Message (Text area) up' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Publish to show the changes to visitors.').waitFor();
  });
});
