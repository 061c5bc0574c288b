// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';
import type { FormDocument } from '../../../domain';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const DOC = '/api/owner/content/documents/form/survey';

const EMPTY: FormDocument = { id: 'survey', name: 'Survey', fields: [], storeSubmissions: true };

/** Spec §3 "Form builder field types and editable properties", as the builder labels them (plus Title). */
const EXPECTED: Record<string, string[]> = {
  text: ['Title', 'Description', 'Placeholder', 'Required'],
  textarea: ['Title', 'Description', 'Placeholder', 'Required', 'Maximum length (characters)'],
  email: ['Title', 'Description', 'Placeholder', 'Required'],
  number: ['Title', 'Description', 'Placeholder', 'Required'],
  website: ['Title', 'Description', 'Placeholder', 'Required'],
  currency: ['Title', 'Description', 'Currency symbol', 'Required'],
  password: ['Title', 'Description', 'Required'],
  twitter: ['Title', 'Description', 'Required'],
  date: ['Title', 'Description', 'Required'],
  time: ['Title', 'Description', 'Required'],
  name: ['Title', 'Description', 'Required'],
  address: ['Title', 'Description', 'Required'],
  phone: ['Title', 'Description', 'Show country code', 'Required'],
  section: ['Title', 'Description', 'Underline'],
  radio: ['Title', 'Description', 'Options (one a line)', 'Required'],
  checkbox: ['Title', 'Description', 'Options (one a line)', 'Required'],
  select: ['Title', 'Description', 'Options (one a line)', 'Required'],
  likert: ['Title', 'Description', 'Options (one a line)', 'Required'],
  hidden: ['Key (query-string name that may set it)', 'Value'],
};

function builderServer(
  options: {
    form?: FormDocument;
    vanilla?: boolean;
    save?: () => { status?: number; body?: unknown };
    pages?: unknown[];
  } = {},
) {
  const owner = ownerOf('editor');
  owner.site.vanillaFormHandler = options.vanilla ?? true;
  return fakeServer({
    'GET /api/owner/me': () => ({ body: { owner } }),
    [`GET ${DOC}`]: () => ({
      body: {
        kind: 'form',
        key: 'survey',
        revision: 4,
        publishedRevision: 4,
        draft: options.form ?? EMPTY,
        updatedAt: '2026-11-24T15:30:00.000Z',
        updatedBy: 'owner:1',
      },
    }),
    [`PUT ${DOC}`]: () => options.save?.() ?? { body: { revision: 5 } },
    'GET /api/owner/content/documents/collection': () => ({ body: { documents: options.pages ?? [] } }),
    'POST /api/owner/content/preview': ({ body }) => {
      const form = (body as { documents: { kind: string; body: FormDocument }[] }).documents[0]!.body;
      return { html: `<main><h1>${form.name}</h1></main>` };
    },
    [`GET /api/owner/content/revisions/form/survey`]: () => ({
      body: { revisions: [{ revision: 4, change: 'update', actor: 'owner:1', at: '2026-11-24T15:30:00.000Z' }] },
    }),
    'POST /api/owner/content/publish': () => ({ body: { published: 1, publishCount: 1, siteCodeLeftAsDrafts: [] } }),
    'POST /api/events/RecordEvent': () => ({ status: 204 }),
  });
}

/** The labels of the selected field's properties, in order. */
function propertyLabels(): string[] {
  const fieldset = document.querySelector('.field-properties')!;
  return [...fieldset.querySelectorAll('label')].map((l) => l.textContent!.trim());
}

function addField(type: string) {
  fireEvent.change(screen.getByLabelText('Field type'), { target: { value: type } });
  fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
}

const fieldNames = () =>
  within(screen.getByRole('list', { name: 'Fields' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.field-list__name')!.textContent);

describe('the form builder', () => {
  it('adds a field of every type, each with exactly its editable properties, and saves them in order', async () => {
    const server = builderServer();
    renderAppAt('/config/forms/survey/edit');
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit form: Survey');
    // The fieldsets in the spec's order.
    expect([...document.querySelectorAll('.form-settings > legend')].map((l) => l.textContent)).toEqual([
      'Build',
      'Storage',
      'Advanced',
      'Captcha',
      'Disclaimer',
    ]);
    for (const type of Object.keys(EXPECTED)) {
      addField(type);
      expect(propertyLabels(), type).toEqual(EXPECTED[type]);
    }
    expect(fieldNames()).toHaveLength(19);
    fireEvent.change(screen.getByLabelText('Key (query-string name that may set it)'), { target: { value: 'ref' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    const [put] = server.calls('PUT', DOC);
    const sent = put!.body as { revision: number; body: FormDocument };
    expect(sent.revision).toBe(4);
    expect(sent.body.fields.map((f) => f.type)).toEqual(Object.keys(EXPECTED));
    expect(sent.body.fields.at(-1)).toMatchObject({ type: 'hidden', key: 'ref' });
    expect(new Set(sent.body.fields.map((f) => f.id)).size).toBe(19);
    expect(screen.getByText('Saved. Publish to show the changes to visitors.')).toBeTruthy();
    expect(server.events()).toEqual(
      expect.arrayContaining([
        'form_builder_frame_editing_change',
        'form_builder_frame_save_enter',
        'form_builder_frame_save_exit',
      ]),
    );
    const events = server.events().filter((e) => e !== 'form_builder_load');
    expect(events.indexOf('form_builder_frame_save_enter')).toBeLessThan(
      events.indexOf('form_builder_frame_save_exit'),
    );
  });

  it('offers a textarea’s maximum length only with the vanilla form handler feature on', async () => {
    builderServer({ vanilla: false });
    renderAppAt('/config/forms/survey/edit');
    await settle();
    addField('textarea');
    expect(propertyLabels()).toEqual(['Title', 'Description', 'Placeholder', 'Required']);
  });

  it('moves and removes fields with buttons', async () => {
    const fields = [
      { id: 'a', type: 'text', title: 'First' },
      { id: 'b', type: 'email', title: 'Second' },
      { id: 'c', type: 'phone', title: 'Third' },
    ] as FormDocument['fields'];
    const server = builderServer({ form: { ...EMPTY, fields } });
    renderAppAt('/config/forms/survey/edit');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Move First (Text) down' }));
    expect(fieldNames()).toEqual(['Second (Email)', 'First (Text)', 'Third (Phone)']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Third (Phone) up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Second (Email)' }));
    expect(fieldNames()).toEqual(['Third (Phone)', 'First (Text)']);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    const sent = server.calls('PUT', DOC)[0]!.body as { body: FormDocument };
    expect(sent.body.fields.map((f) => f.id)).toEqual(['c', 'a']);
  });

  it('refuses a success redirect off the site that is not https, and shows the server’s field errors', async () => {
    const server = builderServer({
      save: () => ({
        status: 400,
        body: { error: 'Please check the form.', fieldErrors: { 'body.emailTo.0': 'Please enter a valid email' } },
      }),
    });
    renderAppAt('/config/forms/survey/edit');
    await settle();
    const redirect = screen.getByLabelText('Success redirect (a page of this site, or an https:// address)');
    fireEvent.change(redirect, { target: { value: 'http://elsewhere.example/' } });
    expect(redirect.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(server.calls('PUT', DOC)).toHaveLength(0);
    expect(screen.getByText('Please correct the success redirect.')).toBeTruthy();
    fireEvent.change(redirect, { target: { value: '/thank-you' } });
    expect(redirect.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(screen.getByLabelText('Email each submission to (addresses, one a line)'), {
      target: { value: 'nobody' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
  });

  it('turns a stale save into a conflict that only Reload resolves', async () => {
    builderServer({
      save: () => ({ status: 409, body: { error: 'Changed elsewhere.', revision: 6, current: EMPTY } }),
    });
    renderAppAt('/config/forms/survey/edit');
    await settle();
    addField('text');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Someone else changed this form since you opened it.');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await settle();
    expect(screen.queryByText(/Someone else changed this form/)).toBeNull();
    expect(screen.getByText('No fields yet. Add the first one below.')).toBeTruthy();
  });

  it('previews the form through the shared live preview as it is edited, and records the frame’s load and unload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = builderServer();
    const view = renderAppAt('/config/forms/survey/edit');
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    await advance(0);
    await advance(400);
    const frame = screen.getByTitle('Preview of Survey, desktop view') as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toContain('<main><h1>Survey</h1></main>');
    // The shared preview's frame: no scripts run in it.
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    // No page shows the form yet: it is laid over the drafts with a bare page of its own.
    const [first] = server.calls('POST', '/api/owner/content/preview');
    expect(first!.body).toEqual({
      path: '/form-preview',
      documents: [
        { kind: 'form', key: 'survey', body: { ...EMPTY, emailTo: [], successRedirect: '' } },
        {
          kind: 'collection',
          key: 'form-preview',
          body: { urlId: 'form-preview', title: 'Survey', typeName: 'page', type: 10, body: '', formId: 'survey' },
        },
      ],
    });
    fireEvent.load(frame);
    fireEvent.change(screen.getByLabelText('Form name'), { target: { value: 'Trip survey' } });
    await advance(400);
    expect(screen.getByTitle('Preview of Trip survey, desktop view').getAttribute('srcdoc')).toContain(
      '<main><h1>Trip survey</h1></main>',
    );
    expect(server.calls('POST', '/api/owner/content/preview')).toHaveLength(2);
    expect(server.events()).toContain('form_builder_load');
    expect(server.events()).not.toContain('form_builder_iframe_unload');
    view.unmount();
    await advance(0);
    expect(server.events()).toContain('form_builder_iframe_unload');
  });

  it('previews the form on the page that shows it', async () => {
    const server = builderServer({
      pages: [
        { kind: 'collection', key: 'about', draft: { urlId: 'about', typeName: 'page' } },
        { kind: 'collection', key: 'survey-page', draft: { urlId: 'your-trip', typeName: 'page', formId: 'survey' } },
      ],
    });
    renderAppAt('/config/forms/survey/edit');
    await settle();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await settle();
    const [asked] = server.calls('POST', '/api/owner/content/preview');
    expect(asked!.body).toMatchObject({ path: '/your-trip', documents: [{ kind: 'form', key: 'survey' }] });
    expect((asked!.body as { documents: unknown[] }).documents).toHaveLength(1);
  });

  it('publishes in its own words, lists its revisions, and asks before leaving with unsaved changes', async () => {
    const server = builderServer({ form: { ...EMPTY, fields: [{ id: 'a', type: 'text', title: 'First' }] } });
    renderAppAt('/config/forms/survey/edit');
    await settle();
    // Saved and published: nothing to publish until something changes.
    expect(document.querySelector('.editor-bar__state')!.textContent).toContain('All changes saved');
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true);
    addField('email');
    expect(document.querySelector('.editor-bar__state')!.textContent).toContain('Unsaved changes');
    // Leaving inside the app asks first; staying keeps the changes.
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    fireEvent.click(screen.getAllByRole('link', { name: 'All forms' })[0]!);
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave without saving them?');
    expect(window.location.pathname).toBe('/config/forms/survey/edit');
    // Publish saves first, then publishes.
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await settle();
    await settle();
    expect(server.calls('PUT', DOC)).toHaveLength(1);
    expect(server.calls('POST', '/api/owner/content/publish')).toHaveLength(1);
    expect(screen.getByText('Published: visitors see this form now.')).toBeTruthy();
    fireEvent.click(screen.getByText('Revisions'));
    await settle();
    expect(server.calls('GET', '/api/owner/content/revisions/form/survey')).toHaveLength(1);
    expect(document.querySelector('.revisions__list')!.textContent).toContain(
      // In the site's time zone (New York), not the browser's.
      'Revision 4: saved by an owner, Nov 24, 2026, 10:30 AM',
    );
    // A save while the list is open loads it again (it never stays at "Loading…").
    addField('email');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    await settle();
    expect(server.calls('PUT', DOC)).toHaveLength(2);
    expect(server.calls('GET', '/api/owner/content/revisions/form/survey')).toHaveLength(2);
    expect(document.querySelector('.revisions__list')).toBeTruthy();
    // Nothing unsaved: leaving asks nothing.
    confirm.mockClear();
    fireEvent.click(screen.getAllByRole('link', { name: 'All forms' })[0]!);
    expect(confirm).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/config/forms');
  });

  it('creates a form from its name and opens the builder', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('12345678-9abc-4ef0-8123-456789abcdef');
    const created: unknown[] = [];
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('editor') } }),
      'PUT /api/owner/content/documents/form/trip-survey-9abc': ({ body }) => {
        created.push(body);
        return { body: { revision: 1 } };
      },
    });
    renderAppAt('/config/forms/new');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Create form' }));
    expect(screen.getByText('Please give the form a name.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Form name'), { target: { value: 'Trip Survey!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create form' }));
    await settle();
    expect(created).toEqual([
      { body: { id: 'trip-survey-9abc', name: 'Trip Survey!', fields: [], storeSubmissions: true } },
    ]);
    expect(server.calls('PUT', '/api/owner/content/documents/form/trip-survey-9abc')).toHaveLength(1);
    expect(window.location.pathname).toBe('/config/forms/trip-survey-9abc/edit');
  });
});
