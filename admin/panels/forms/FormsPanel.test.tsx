// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const FORMS = [
  {
    id: 'contact',
    name: 'Contact',
    status: 'published',
    submissionCount: 21,
    lastSubmittedOn: '2026-11-24T15:30:00.000Z',
  },
  {
    id: 'feedback',
    name: 'Guest feedback',
    status: 'deleted',
    submissionCount: 3,
    lastSubmittedOn: '2026-11-20T10:00:00.000Z',
  },
  { id: 'newsletter', name: 'Newsletter', status: 'changed', submissionCount: 0, lastSubmittedOn: null },
  { id: 'trips', name: 'Trips', status: 'draft', submissionCount: 0, lastSubmittedOn: null },
];

function formsServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /api/owner/me': () => ({ body: { owner: ownerOf('editor') } }),
    'GET /api/owner/forms': () => ({ body: { forms: FORMS } }),
    'GET /api/owner/forms/contact/submissions': ({ query }) => ({
      body: {
        form: { id: 'contact', name: 'Contact', status: 'published' },
        submissions: [
          {
            id: query.get('cursor') ? 's-old' : 's-new',
            submittedOn: '2026-11-24T15:30:00.000Z',
            pagePath: '/contact',
            pageTitle: 'Contact us',
            answers: [
              { fieldId: 'field-name', title: 'Name', type: 'name', text: 'Ada Lovelace' },
              { fieldId: 'field-message', title: 'Message', type: 'textarea', text: 'My stove leaks.\nPlease call.' },
              { fieldId: 'field-phone', title: 'Phone', type: 'phone', text: '' },
            ],
          },
        ],
        hasNextPage: !query.get('cursor'),
        nextPageCursor: query.get('cursor') ? null : 'older',
      },
    }),
    'GET /api/owner/forms/newsletter/submissions': () => ({
      body: {
        form: { id: 'newsletter', name: 'Newsletter', status: 'changed' },
        submissions: [],
        hasNextPage: false,
        nextPageCursor: null,
      },
    }),
    ...extra,
  });
}

describe('the form submissions panel', () => {
  it('lists the forms with their counts and reads a form’s submissions, every answer shown', async () => {
    const server = formsServer();
    renderAppAt('/config/forms');
    await settle();
    const cards = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(cards[0].textContent).toContain('21 submissions, the last on');
    expect(cards[2].textContent).toBe('Newsletter Unpublished changes0 submissionsEdit formDelete form');
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    await settle();
    expect(window.location.pathname).toBe('/config/forms/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    const answers = [...document.querySelectorAll('.answers > div')].map((d) => [
      d.querySelector('dt')?.textContent,
      d.querySelector('dd')?.textContent,
    ]);
    expect(answers).toEqual([
      ['Name', 'Ada Lovelace'],
      ['Message', 'My stove leaks.\nPlease call.'],
      ['Phone', 'No answer'],
    ]);
    expect(document.body.textContent).toContain('Sent from Contact us (/contact)');
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv.getAttribute('href')).toBe('/api/owner/forms/contact/submissions.csv');
    expect(csv.hasAttribute('download')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await settle();
    expect(server.calls('GET', '/api/owner/forms/contact/submissions').at(-1)?.query.get('cursor')).toBe('older');
  });

  it('says so when a form has no submissions', async () => {
    formsServer();
    renderAppAt('/config/forms/newsletter');
    await settle();
    expect(screen.getByText('No one has sent this form yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });

  it('labels each form as the content lists do, and keeps a deleted form’s submissions under its last name', async () => {
    formsServer({
      'GET /api/owner/forms/feedback/submissions': () => ({
        body: {
          form: { id: 'feedback', name: 'Guest feedback', status: 'deleted' },
          submissions: [
            {
              id: 's-1',
              submittedOn: '2026-11-20T10:00:00.000Z',
              pagePath: '/feedback',
              pageTitle: 'Feedback',
              answers: [{ fieldId: 'f-name', title: 'Your name', type: 'text', text: 'Grace' }],
            },
          ],
          hasNextPage: false,
          nextPageCursor: null,
        },
      }),
    });
    renderAppAt('/config/forms');
    await settle();
    const card = (name: string) =>
      within(screen.getByRole('main'))
        .getAllByRole('listitem')
        .find((li) => li.querySelector('h2')!.textContent!.startsWith(name))!;
    // A new form is listed at once, as a draft.
    expect(card('Trips').querySelector('.badge')!.textContent).toBe('Draft');
    expect(card('Contact').querySelector('.badge')!.textContent).toBe('Published');
    expect(card('Newsletter').querySelector('.badge')!.textContent).toBe('Unpublished changes');
    const deleted = card('Guest feedback');
    expect(deleted.querySelector('h2')!.textContent).toBe('Guest feedback (deleted form) ');
    expect(deleted.textContent).toContain('3 submissions, the last on');
    // Nothing to edit or delete any more, only its submissions to read.
    expect(within(deleted).queryByRole('link', { name: /Edit form/ })).toBeNull();
    expect(within(deleted).queryByRole('button', { name: /Delete form/ })).toBeNull();
    fireEvent.click(within(deleted).getByRole('link', { name: 'Guest feedback (deleted form)' }));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Guest feedback (deleted form)' })).toBeTruthy();
    expect(document.querySelector('.answers dt')!.textContent).toBe('Your name');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/owner/forms/feedback/submissions.csv',
    );
  });

  it('deletes a form only after a confirmation saying how many submissions are kept', async () => {
    let forms = FORMS;
    const server = formsServer({
      'GET /api/owner/forms': () => ({ body: { forms } }),
      'GET /api/owner/content/documents/form/contact': () => ({
        body: { kind: 'form', key: 'contact', revision: 7, publishedRevision: 7, draft: { id: 'contact' } },
      }),
      'PUT /api/owner/content/documents/form/contact': () => {
        forms = FORMS.map((f) => (f.id === 'contact' ? { ...f, status: 'deleted' } : f));
        return { body: { revision: 8 } };
      },
    });
    renderAppAt('/config/forms');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Delete form: Contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Contact?' });
    expect(dialog.textContent).toContain(
      'Its 21 submissions are kept: you can still read and export them here, under “Contact (deleted form)”.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls('PUT', '/api/owner/content/documents/form/contact')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete form: Contact' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete form' }));
    await settle();
    await settle();
    // A draft that deletes the form, naming the revision just read.
    expect(server.calls('PUT', '/api/owner/content/documents/form/contact').map((c) => c.body)).toEqual([
      { revision: 7, body: null },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact (deleted form)' })).toBeTruthy();
  });

  it('restores a deleted form from its last revision before the delete, naming the current one', async () => {
    let forms = FORMS;
    const server = formsServer({
      'GET /api/owner/forms': () => ({ body: { forms } }),
      'GET /api/owner/content/revisions/form/feedback': () => ({
        body: {
          revisions: [
            { revision: 9, change: 'delete', actor: 'editor@store.test', at: '2026-11-21T10:00:00.000Z' },
            { revision: 8, change: 'update', actor: 'editor@store.test', at: '2026-11-20T10:00:00.000Z' },
            { revision: 7, change: 'create', actor: 'editor@store.test', at: '2026-11-19T10:00:00.000Z' },
          ],
        },
      }),
      'POST /api/owner/content/restore/form/feedback': () => {
        forms = FORMS.map((f) => (f.id === 'feedback' ? { ...f, status: 'draft' } : f));
        return { body: { revision: 10 } };
      },
    });
    renderAppAt('/config/forms');
    await settle();
    // Only editors of deleted forms see it; a form still on the site is deleted, not restored.
    expect(screen.queryByRole('button', { name: 'Restore form: Contact' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Restore form: Guest feedback' }));
    await settle();
    await settle();
    expect(server.calls('POST', '/api/owner/content/restore/form/feedback').map((c) => c.body)).toEqual([
      { revision: 9, from: 8 },
    ]);
    expect(screen.getByRole('link', { name: 'Guest feedback' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore form: Guest feedback' })).toBeNull();
  });

  it('says so when a deleted form has no earlier version to restore', async () => {
    formsServer({
      'GET /api/owner/content/revisions/form/feedback': () => ({
        status: 404,
        body: { message: 'There is no such document.' },
      }),
    });
    renderAppAt('/config/forms');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Restore form: Guest feedback' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'No earlier version of this form is kept, so it cannot be restored.',
    );
  });

  it('says a form without submissions has none when asking to delete it', async () => {
    formsServer();
    renderAppAt('/config/forms');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Delete form: Trips' }));
    expect(screen.getByRole('dialog', { name: 'Delete Trips?' }).textContent).toContain(
      'It has no submissions. The form leaves the site when you next publish.',
    );
  });
});
