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

function formsServer() {
  return fakeServer({
    'GET /api/owner/me': () => ({ body: { owner: ownerOf('editor') } }),
    'GET /api/owner/forms': () => ({
      body: {
        forms: [
          { id: 'contact', name: 'Contact', submissionCount: 21, lastSubmittedOn: '2026-11-24T15:30:00.000Z' },
          { id: 'newsletter', name: 'Newsletter', submissionCount: 0, lastSubmittedOn: null },
        ],
      },
    }),
    'GET /api/owner/forms/contact/submissions': ({ query }) => ({
      body: {
        form: { id: 'contact', name: 'Contact' },
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
        form: { id: 'newsletter', name: 'Newsletter' },
        submissions: [],
        hasNextPage: false,
        nextPageCursor: null,
      },
    }),
  });
}

describe('the form submissions panel', () => {
  it('lists the forms with their counts and reads a form’s submissions, every answer shown', async () => {
    const server = formsServer();
    renderAppAt('/config/forms');
    await settle();
    const cards = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(cards[0].textContent).toContain('21 submissions, the last on');
    expect(cards[1].textContent).toBe('Newsletter0 submissions');
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
});
