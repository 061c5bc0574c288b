/**
 * Issue 25's form builder on the server, on both databases: a form document saved through the
 * content API is checked (400 naming the field), its submission HTML sanitised; once published
 * visitors answer it; changing the form afterwards (a field renamed, one removed) never
 * re-labels or loses the answers already stored. The owner's forms list shows a new form at
 * once as a draft, and a deleted form's submissions stay under its last name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { eventually, openContentApp, type ContentApp } from './content-app';

const DOC = '/api/owner/content/documents/form/survey';
const PUBLISH = '/api/owner/content/publish';

const SURVEY = {
  id: 'survey',
  name: 'Survey',
  fields: [
    { id: 'f-name', type: 'text', title: 'Your name', required: true, placeholder: 'Ada' },
    { id: 'f-colour', type: 'radio', title: 'Favourite colour', options: ['Red', 'Blue'], required: false },
    { id: 'f-note', type: 'textarea', title: 'Anything else', maxLength: 200 },
  ],
  storeSubmissions: true,
  emailTo: ['owner@example.com'],
  submissionMessage: 'Thanks!',
  submissionHTML: '<p>Thanks<script>alert(1)</script></p>',
  successRedirect: '',
  captchaSettings: { enabled: false },
  disclaimerMessage: '',
};

describe.each(testDatabases())('form builder documents on $name', ({ open }) => {
  const t = {} as ContentApp;
  beforeAll(async () => {
    Object.assign(t, await openContentApp(await open()));
  }, 240_000);
  afterAll(async () => {
    await t.close?.();
    await t.db?.close();
  });

  it('refuses a form that breaks the rules, naming each field, and saves nothing', async () => {
    const bad = {
      ...SURVEY,
      name: ' ',
      successRedirect: 'http://elsewhere.example/thanks',
      emailTo: ['not an address'],
      fields: [
        { id: 'f-colour', type: 'radio', title: 'Colour', options: [] },
        { id: 'f-x', type: 'video' },
      ],
    };
    const answer = await t.withKey('PUT', DOC, { body: bad });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      'body.name': 'Please give the form a name.',
      'body.successRedirect':
        'The success redirect must be a page of this site (starting with /) or an https:// address.',
      'body.emailTo.0': 'Please enter a valid email',
      'body.fields.0.options': 'Give this field at least one option.',
      'body.fields.1.type': 'video is not one of the expected options',
    });
    expect((await t.withKey('GET', DOC)).status).toBe(404);
    for (const successRedirect of ['/thanks', 'https://elsewhere.example/thanks']) {
      const ok = await t.withKey('PUT', '/api/owner/content/documents/form/redirects', {
        body: { ...SURVEY, id: 'redirects', successRedirect },
      });
      expect(ok.status).toBe(200);
      await t.withKey('PUT', '/api/owner/content/documents/form/redirects', { revision: ok.body.revision, body: null });
    }
  });

  it('previews an unsaved form through the content preview, on a page of its own when no page shows it', async () => {
    const form = { ...SURVEY, id: 'draft-form', name: 'Draft form' };
    // What the builder sends (admin/panels/forms/form-preview-documents.ts): the form, and a bare page showing it.
    const page = {
      urlId: 'form-preview',
      title: 'Draft form',
      typeName: 'page',
      type: 10,
      body: '',
      formId: 'draft-form',
    };
    const editor = await t.signedIn('editor');
    const answer = await editor.request('POST', '/api/owner/content/preview', {
      path: '/form-preview',
      documents: [
        { kind: 'form', key: 'draft-form', body: form },
        { kind: 'collection', key: 'form-preview', body: page },
      ],
    });
    expect(answer.status).toBe(200);
    // This test site's page template shows a form as its island's mount point; the demo's shows every field (e2e).
    expect(await answer.text()).toContain('<main><h1>Draft form</h1><form data-form="draft-form"></form>');
    // Nothing was saved: the form has no document.
    expect((await t.withKey('GET', '/api/owner/content/documents/form/draft-form')).status).toBe(404);
  });

  it('keeps the answers stored before a change with the titles they were given', async () => {
    const created = await t.withKey('PUT', DOC, { body: SURVEY });
    expect(created.status).toBe(200);
    const saved = await t.withKey('GET', DOC);
    expect(saved.body.draft.submissionHTML).toBe('<p>Thanks</p>');
    expect((await t.withKey('POST', PUBLISH)).status).toBe(200);
    await eventually(async () => t.sites.byId(t.siteId)!.forms.has('survey'));

    const visitor = t.visitor();
    const key = (await visitor.post('/api/form/FormSubmissionKey', '')).body.data.key;
    const posted = await visitor.post('/api/form/SaveFormSubmission', {
      formId: 'survey',
      form: JSON.stringify({ 'f-name': 'Ada', 'f-colour': 'Blue', 'f-note': 'See you' }),
      key,
      pagePath: '/survey',
    });
    expect(posted.status).toBe(200);
    // Storage: e-mailed to the address the form names, its answers titled.
    const mails = await t.db.query<{ to_address: string; subject: string; text_body: string }>(
      'select to_address, subject, text_body from mail_outbox where website_id = $1',
      [t.siteId],
    );
    expect(mails).toEqual([
      {
        to_address: 'owner@example.com',
        subject: 'New submission: Survey',
        text_body: 'Survey\n\nYour name: Ada\nFavourite colour: Blue\nAnything else: See you\n',
      },
    ]);

    // The owner renames the name field, removes the colour and adds an email field.
    const [name, , note] = SURVEY.fields;
    const changed = {
      ...SURVEY,
      fields: [{ ...name, title: 'Full name' }, note, { id: 'f-email', type: 'email', title: 'Email' }],
    };
    expect((await t.withKey('PUT', DOC, { revision: created.body.revision, body: changed })).status).toBe(200);
    expect((await t.withKey('POST', PUBLISH)).status).toBe(200);
    await eventually(async () => {
      const fields = t.sites.byId(t.siteId)!.forms.get('survey')!.fields as { title: string }[];
      return fields[0]!.title === 'Full name';
    });

    const list = await t.withKey('GET', '/api/owner/forms/survey/submissions');
    expect(list.status).toBe(200);
    expect(list.body.submissions[0].answers.map((a: { title: string; text: string }) => [a.title, a.text])).toEqual([
      ['Your name', 'Ada'],
      ['Favourite colour', 'Blue'],
      ['Anything else', 'See you'],
    ]);
    const csv = await t.app.request(`http://shop.localhost/api/owner/forms/survey/submissions.csv`, {
      headers: { Authorization: `Bearer ${t.adminKey}` },
    });
    const [header, row] = (await csv.text()).trim().split(/\r?\n/);
    expect(header).toBe('"Submitted on","Page","Full name","Anything else","Email","Favourite colour"');
    expect(row).toMatch(/,"\/survey","Ada","See you","","Blue"$/);
  });

  it('keeps no submission when the storage setting says so, and still answers the visitor', async () => {
    const DOC2 = '/api/owner/content/documents/form/unkept';
    const form = { ...SURVEY, id: 'unkept', storeSubmissions: false, emailTo: [] };
    expect((await t.withKey('PUT', DOC2, { body: form })).status).toBe(200);
    expect((await t.withKey('POST', PUBLISH)).status).toBe(200);
    await eventually(async () => t.sites.byId(t.siteId)!.forms.has('unkept'));
    const visitor = t.visitor();
    const key = (await visitor.post('/api/form/FormSubmissionKey', '')).body.data.key;
    const posted = await visitor.post('/api/form/SaveFormSubmission', {
      formId: 'unkept',
      form: JSON.stringify({ 'f-name': 'Grace' }),
      key,
      pagePath: '/unkept',
    });
    expect(posted.status).toBe(200);
    expect(posted.body.submissionMessage).toBe('Thanks!');
    const rows = await t.db.query('select id from form_submissions where website_id = $1 and form_id = $2', [
      t.siteId,
      'unkept',
    ]);
    expect(rows).toEqual([]);
  });

  it('lists a new form at once as a draft, then as published or changed since, as the content lists do', async () => {
    const DOC3 = '/api/owner/content/documents/form/trips';
    const created = await t.withKey('PUT', DOC3, { body: { ...SURVEY, id: 'trips', name: 'Trips' } });
    expect(created.status).toBe(200);
    const statusOf = async () =>
      (await t.withKey('GET', '/api/owner/forms')).body.forms.find((f: { id: string }) => f.id === 'trips');
    expect(await statusOf()).toEqual({
      id: 'trips',
      name: 'Trips',
      status: 'draft',
      submissionCount: 0,
      lastSubmittedOn: null,
    });
    // A draft form's (empty) submissions read as any form's.
    const none = await t.withKey('GET', '/api/owner/forms/trips/submissions');
    expect(none.body).toMatchObject({ form: { id: 'trips', name: 'Trips', status: 'draft' }, submissions: [] });
    expect((await t.withKey('POST', PUBLISH)).status).toBe(200);
    expect((await statusOf()).status).toBe('published');
    const renamed = { ...SURVEY, id: 'trips', name: 'Trips abroad' };
    expect((await t.withKey('PUT', DOC3, { revision: created.body.revision, body: renamed })).status).toBe(200);
    expect(await statusOf()).toMatchObject({ name: 'Trips abroad', status: 'changed' });
  });

  it('never loses a submission: a deleted form’s stay readable and exportable under its last name', async () => {
    const DOC4 = '/api/owner/content/documents/form/feedback';
    const feedback = { ...SURVEY, id: 'feedback', name: 'Feedback', emailTo: [] };
    const created = await t.withKey('PUT', DOC4, { body: feedback });
    expect((await t.withKey('POST', PUBLISH)).status).toBe(200);
    await eventually(async () => t.sites.byId(t.siteId)!.forms.has('feedback'));
    const visitor = t.visitor();
    const key = (await visitor.post('/api/form/FormSubmissionKey', '')).body.data.key;
    const posted = await visitor.post('/api/form/SaveFormSubmission', {
      formId: 'feedback',
      form: JSON.stringify({ 'f-name': 'Grace', 'f-colour': 'Red' }),
      key,
      pagePath: '/feedback',
    });
    expect(posted.status).toBe(200);

    // Renamed once more, then deleted and the deletion published.
    const renamed = { ...feedback, name: 'Guest feedback', fields: [{ ...SURVEY.fields[0], title: 'Guest' }] };
    const saved = await t.withKey('PUT', DOC4, { revision: created.body.revision, body: renamed });
    const deleted = await t.withKey('PUT', DOC4, { revision: saved.body.revision, body: null });
    expect(deleted.status).toBe(200);
    expect((await t.withKey('POST', PUBLISH)).status).toBe(200);
    await eventually(async () => !t.sites.byId(t.siteId)!.forms.has('feedback'));

    const forms = (await t.withKey('GET', '/api/owner/forms')).body.forms;
    expect(forms.find((f: { id: string }) => f.id === 'feedback')).toMatchObject({
      name: 'Guest feedback',
      status: 'deleted',
      submissionCount: 1,
    });
    const list = await t.withKey('GET', '/api/owner/forms/feedback/submissions');
    expect(list.status).toBe(200);
    expect(list.body.form).toEqual({ id: 'feedback', name: 'Guest feedback', status: 'deleted' });
    // The answers keep the titles the form had when they were sent.
    expect(list.body.submissions[0].answers.map((a: { title: string; text: string }) => [a.title, a.text])).toEqual([
      ['Your name', 'Grace'],
      ['Favourite colour', 'Red'],
      ['Anything else', 'N/A'],
    ]);
    const csv = await t.app.request('http://shop.localhost/api/owner/forms/feedback/submissions.csv', {
      headers: { Authorization: `Bearer ${t.adminKey}` },
    });
    expect(csv.status).toBe(200);
    const [header, row] = (await csv.text()).trim().split(/\r?\n/);
    expect(header).toBe('"Submitted on","Page","Guest","Favourite colour","Anything else"');
    expect(row).toMatch(/,"\/feedback","Grace","Red","N\/A"$/);
    // A form that never was, with no submissions, is still unknown.
    expect((await t.withKey('GET', '/api/owner/forms/never/submissions')).status).toBe(404);

    // Restored from the revision before the delete: unpublished changes at once (the delete was
    // published), served again after the publish.
    const restored = await t.withKey('POST', '/api/owner/content/restore/form/feedback', {
      revision: deleted.body.revision,
      from: saved.body.revision,
    });
    expect(restored.status).toBe(200);
    const again = (await t.withKey('GET', '/api/owner/forms')).body.forms;
    expect(again.find((f: { id: string }) => f.id === 'feedback')).toMatchObject({
      name: 'Guest feedback',
      status: 'changed',
      submissionCount: 1,
    });
    expect((await t.withKey('POST', PUBLISH)).status).toBe(200);
    await eventually(async () => t.sites.byId(t.siteId)!.forms.has('feedback'));
  });

  it('lists a deleted form without submissions as deleted, so it can be restored', async () => {
    const DOC5 = '/api/owner/content/documents/form/unused';
    const created = await t.withKey('PUT', DOC5, { body: { ...SURVEY, id: 'unused', name: 'Unused', emailTo: [] } });
    const deleted = await t.withKey('PUT', DOC5, { revision: created.body.revision, body: null });
    expect(deleted.status).toBe(200);
    const forms = (await t.withKey('GET', '/api/owner/forms')).body.forms;
    expect(forms.find((f: { id: string }) => f.id === 'unused')).toMatchObject({
      name: 'Unused',
      status: 'deleted',
      submissionCount: 0,
    });
  });
});
