import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSubmissions } from '../../../server/forms/form-store';
import { testDatabases } from '../../../server/db/test-databases';
import { CONTACT_ANSWERS, CONTACT_ENTRIES, htmlPost, openFormsApp } from './forms-app';
import type { Database } from '../../../server/db';
import type { FormsApp } from './forms-app';

const good = CONTACT_ANSWERS;
const goodEntries = CONTACT_ENTRIES;

for (const database of testDatabases()) {
  describe(`form calls on ${database.name}`, () => {
    let db: Database;
    let forms: FormsApp;
    beforeAll(async () => {
      db = await database.open();
      forms = await openFormsApp(db);
    });
    afterAll(async () => {
      await forms.close();
      await db.close();
    });

    it('GetTemplateSchema answers the form field kinds and their editable properties', async () => {
      const { status, body } = await forms.visitor().get('/api/template/GetTemplateSchema?type=form');
      expect(status).toBe(200);
      expect(body.fieldsets.map((f: { name: string }) => f.name)).toEqual([
        'build',
        'storage',
        'advanced',
        'captcha',
        'disclaimer',
      ]);
      const kinds = Object.fromEntries(
        body.fieldTypes.map((t: { type: string; properties: string[] }) => [t.type, t.properties]),
      );
      expect(Object.keys(kinds)).toHaveLength(19);
      expect(kinds.textarea).toEqual(['description', 'placeholder', 'required', 'maxLength']);
      expect(kinds.phone).toEqual(['description', 'showCountryCode', 'required']);
      expect(kinds.hidden).toEqual(['key', 'value']);
      expect((await forms.visitor().get('/api/template/GetTemplateSchema?type=page')).status).toBe(404);
    });

    it('validate answers {} or the errors by field id, and 404 for an unknown form', async () => {
      const v = forms.visitor();
      expect(await v.post('/api/rest/forms/validate/contact', good)).toMatchObject({ status: 200, body: {} });
      const bad = await v.post('/api/rest/forms/validate/contact', { 'f-email': 'nope', 'f-message': 'x'.repeat(21) });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({
        'f-name': 'Required',
        'f-email': 'Email is not valid. Email addresses should follow the format user@domain.com.',
        'f-topic': 'Required',
        'f-message': 'You have exceeded the character limit.',
      });
      expect(await v.post('/api/rest/forms/validate/nope', good)).toMatchObject({
        status: 404,
        body: { error: 'This form has not been configured yet.' },
      });
    });

    it('stores a JSON submission with its page fields and answers the submission message', async () => {
      const v = forms.visitor();
      const answer = await v.submit('contact', good, {});
      expect(answer).toMatchObject({
        status: 200,
        body: { success: true, submissionMessage: 'Thanks, we will write back.' },
      });
      const [row] = await listSubmissions(db, forms.formsId, 'contact');
      expect(row).toMatchObject({
        formId: 'contact',
        pageId: 'col-contact',
        pageTitle: 'Contact',
        pagePath: '/contact',
        contentSource: 'c',
      });
      expect(row.data).toEqual({ ...good, 'f-phone': ['', '555', '123', '4567'], 'f-source': 'site' });
    });

    it('takes a hidden field from the page query string', async () => {
      const v = forms.visitor();
      await v.submit('contact', good, {});
      const answer = await v.post(
        '/api/form/SaveFormSubmission',
        { formId: 'contact', form: JSON.stringify(good), key: await v.key(), pagePath: '/contact' },
        { Referer: 'http://forms.localhost/contact?ref=spring-mail' },
      );
      expect(answer.status).toBe(200);
      const rows = await listSubmissions(db, forms.formsId, 'contact');
      expect(rows.at(-1)!.data['f-source']).toBe('spring-mail');
    });

    it('stores nothing when a field is invalid, and answers the errors by field id', async () => {
      const before = (await listSubmissions(db, forms.formsId)).length;
      const answer = await forms.visitor().submit('contact', { ...good, 'f-email': 'ada@', 'f-name': ['', ''] });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: 'One or more fields is invalid, please check your entries.',
        data: {
          errors: {
            'f-name': 'Required',
            'f-email': 'Email is not valid. Email addresses should follow the format user@domain.com.',
          },
        },
      });
      expect(await listSubmissions(db, forms.formsId)).toHaveLength(before);
    });

    it('refuses unknown forms, unparsable fields, and missing, forged, reused or foreign keys', async () => {
      const v = forms.visitor();
      expect(await v.submit('nope', good)).toMatchObject({
        status: 404,
        body: { error: 'This form has not been configured yet.' },
      });
      const unparsable = await v.post('/api/form/SaveFormSubmission', {
        formId: 'contact',
        form: '{not json',
        key: await v.key(),
      });
      expect(unparsable).toMatchObject({
        status: 400,
        body: { error: 'Could not parse the form fields, please check your entries.' },
      });
      const unauthorized = { status: 401, body: { error: 'Unable to submit form. Please try again later.' } };
      expect(await v.submit('contact', good, { key: undefined })).toMatchObject(unauthorized);
      const key = await v.key();
      expect(await v.submit('contact', good, { key: key.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) })).toMatchObject(
        unauthorized,
      );
      expect((await v.submit('contact', good, { key })).status).toBe(200);
      const before = (await listSubmissions(db, forms.formsId)).length;
      // A spent key with another submission (a retry of the same one: submission-retry.test.ts).
      expect(await v.submit('contact', { ...good, 'f-message': 'Other' }, { key })).toMatchObject(unauthorized);
      expect(await listSubmissions(db, forms.formsId)).toHaveLength(before);
      const foreign = await forms.visitor('other.localhost').key();
      expect(await v.submit('contact', good, { key: foreign })).toMatchObject(unauthorized);
    });

    it('refuses text that cannot be stored (NUL, lone surrogate), deep JSON and malformed bodies with a 400, storing nothing', async () => {
      const v = forms.visitor();
      const before = (await listSubmissions(db, forms.formsId)).length;
      const nulTitle = await v.submit('contact', good, { pageTitle: 'Con\u0000tact' });
      expect(nulTitle).toMatchObject({ status: 400, body: { fieldErrors: { pageTitle: expect.any(String) } } });
      const loneValue = await v.submit('contact', { ...good, 'f-message': 'Hi \uD800' });
      expect(loneValue.status).toBe(400);
      const deepForm = await v.submit('contact', {
        ...good,
        'f-message': JSON.parse(`${'['.repeat(3000)}1${']'.repeat(3000)}`),
      });
      expect(deepForm.status).toBe(400);
      const html = await v.post(
        '/api/form/SaveFormSubmission',
        new URLSearchParams([...htmlPost(v, 'contact', goodEntries), ['pageTitle', 'a\u0000']]),
      );
      expect(html.status).toBe(400);
      for (const body of ['[]', '{"formId":', '[{"formId":"contact"}]'])
        expect((await v.post('/api/form/SaveFormSubmission', body)).status).toBe(400);
      expect((await v.post('/api/rest/forms/validate/contact', `${'['.repeat(3000)}${']'.repeat(3000)}`)).status).toBe(
        400,
      );
      expect(await listSubmissions(db, forms.formsId)).toHaveLength(before);
    });

    it('needs the crumb', async () => {
      const answer = await forms
        .visitor()
        .post(
          '/api/form/SaveFormSubmission',
          { formId: 'contact', form: JSON.stringify(good) },
          { 'X-CSRF-Token': 'f'.repeat(32) },
        );
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe('Your session has expired. Please reload the page and try again.');
    });

    it('requires and verifies the captcha when the site has a captcha key', async () => {
      const v = forms.visitor('other.localhost');
      const captcha = { status: 400, body: { error: 'Complete CAPTCHA before submitting.' } };
      expect(await v.submit('contact', good)).toMatchObject(captcha);
      expect(await v.submit('contact', good, { captchaKey: 'wrong' })).toMatchObject(captcha);
      expect(await listSubmissions(db, forms.otherId)).toHaveLength(0);
      expect((await v.submit('contact', good, { captchaKey: 'test-captcha-pass' })).status).toBe(200);
      expect(await listSubmissions(db, forms.otherId)).toHaveLength(1);
    });

    it('keeps each site to its own submissions', async () => {
      const mine = await listSubmissions(db, forms.formsId);
      const theirs = await listSubmissions(db, forms.otherId);
      expect(mine.length).toBeGreaterThan(0);
      expect(new Set([...mine, ...theirs].map((r) => r.id)).size).toBe(mine.length + theirs.length);
      expect(theirs.every((r) => r.data['f-email'] === 'ada@example.com')).toBe(true);
    });

    it('a plain HTML post stores the submission and shows the submission text on the page', async () => {
      const v = forms.visitor();
      const answer = await v.post('/api/form/SaveFormSubmission', htmlPost(v, 'contact', goodEntries));
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('<p>Thanks, we will write back.</p>');
      expect(answer.text).not.toContain('action="/api/form/SaveFormSubmission">\n    <p class="form-error');
      const rows = await listSubmissions(db, forms.formsId, 'contact');
      expect(rows.at(-1)!.data).toMatchObject({
        'f-name': ['Ada', 'Lovelace'],
        'f-topic': 'Repair',
        'f-message': 'Hi',
        'f-phone': [],
      });
    });

    it('a plain HTML post with errors shows the page again with each error above its field and the values kept', async () => {
      const v = forms.visitor();
      const before = (await listSubmissions(db, forms.formsId)).length;
      const answer = await v.post(
        '/api/form/SaveFormSubmission',
        htmlPost(v, 'contact', [
          ['f-name', 'Ada'],
          ['f-name', ''],
          ['f-email', 'ada@x'],
          ['f-topic', 'Repair'],
          ['f-message', ''],
        ]),
      );
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(
        '<p class="form-error form-problem" id="form-contact-problem" role="alert">Your form has encountered a problem. Please scroll down to review.</p>',
      );
      expect(answer.text).toMatch(
        /<p class="field-error" id="f-email-error" role="alert">Email is not valid\. Email addresses should follow the format user@domain\.com\.<\/p>\s*<div class="field field-email">/,
      );
      expect(answer.text).toContain('<p class="field-error" id="f-message-error" role="alert">Required</p>');
      expect(answer.text).toContain('<p class="field-error" id="f-name-error" role="alert"></p>');
      expect(answer.text).toContain('value="ada@x"');
      expect(answer.text).toContain('autocomplete="given-name" value="Ada"');
      expect(answer.text).toContain('<option value="Repair" selected>Repair</option>');
      expect(await listSubmissions(db, forms.formsId)).toHaveLength(before);
    });

    it('a plain newsletter post follows the form success redirect', async () => {
      const v = forms.visitor();
      const answer = await v.post(
        '/api/form/SaveFormSubmission',
        htmlPost(v, 'newsletter', [['f-news-email', 'reader@example.com']]),
      );
      expect(answer.status).toBe(303);
      expect(answer.headers.get('Location')).toBe('/contact?subscribed=1');
      const [row] = await listSubmissions(db, forms.formsId, 'newsletter');
      expect(row.data).toEqual({ 'f-news-email': 'reader@example.com' });
      const json = await v.submit('newsletter', { 'f-news-email': 'other@example.com' });
      expect(json.body).toEqual({
        success: true,
        submissionMessage: 'You are on the list.',
        submissionHTML: '',
        redirect: '/contact?subscribed=1',
      });
    });

    it('never sends a visitor off the site: a success redirect a browser would read as //evil.example is dropped', async () => {
      // away.json's successRedirect is "/<tab>/evil.example": the browser drops the tab.
      const v = forms.visitor();
      const page = await v.post(
        '/api/form/SaveFormSubmission',
        htmlPost(v, 'away', [['f-away-email', 'a@example.com']]),
      );
      expect(page.status).toBe(200);
      expect(page.headers.get('Location')).toBeNull();
      const json = await v.submit('away', { 'f-away-email': 'b@example.com' });
      expect(json.body).toEqual({ success: true, submissionMessage: 'Thank you.', submissionHTML: '' });
      expect(await listSubmissions(db, forms.formsId, 'away')).toHaveLength(2);
    });
  });
}

describe('form submissions past the rate and without a store', () => {
  it('answers 429 past the per-visitor rate, as JSON and as a page', async () => {
    const [database] = testDatabases();
    const db = await database.open();
    const forms = await openFormsApp(db, { rateLimit: { capacity: 2, refillPerSecond: 0.001 } });
    try {
      const v = forms.visitor();
      expect((await v.submit('contact', good)).status).toBe(200);
      expect((await v.submit('contact', good)).status).toBe(200);
      const limited = await v.submit('contact', good);
      expect(limited).toMatchObject({
        status: 429,
        body: { error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' },
      });
      expect(limited.headers.get('Retry-After')).toBeTruthy();
      const page = await v.post('/api/form/SaveFormSubmission', htmlPost(v, 'contact', goodEntries));
      expect(page.status).toBe(429);
      expect(page.text).toContain('Unable to submit form. Submission rate limit exceeded. Please try again later.');
      expect(await listSubmissions(db, forms.formsId)).toHaveLength(2);
    } finally {
      await forms.close();
      await db.close();
    }
  });

  it('answers 500 when there is nowhere to store the submission', async () => {
    const forms = await openFormsApp(undefined);
    try {
      expect(await forms.visitor().submit('contact', good)).toMatchObject({
        status: 500,
        body: { error: 'Unable to send form. Please try again later.' },
      });
    } finally {
      await forms.close();
    }
  });
});
