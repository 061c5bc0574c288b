// @vitest-environment happy-dom
/**
 * The home's recent submissions name the form each was sent with and the page it came from:
 * they named the page alone, so a newsletter sign-up in the home page's footer read just the
 * site's title and a date.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';
import type { DashboardSubmission } from '../../../domain';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const SUBMISSIONS: DashboardSubmission[] = [
  {
    id: 's3',
    formId: 'newsletter',
    formName: 'Newsletter',
    formStatus: 'published',
    pageTitle: 'Field & Fern',
    pagePath: '/',
    created: '2026-11-24T15:30:00.000Z',
  },
  {
    id: 's2',
    formId: 'contact',
    formName: 'Send us a message',
    formStatus: 'changed',
    pageTitle: 'Contact',
    pagePath: '/contact',
    created: '2026-11-24T15:00:00.000Z',
  },
  {
    id: 's1',
    formId: 'feedback',
    formName: 'Guest feedback',
    formStatus: 'deleted',
    pageTitle: 'Field & Fern',
    pagePath: '/fr',
    created: '2026-11-20T10:00:00.000Z',
  },
];

describe('Home: recent submissions', () => {
  it('names each by its form, linked to its submissions, and the page it was sent from', async () => {
    fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('admin') } }),
      'GET /api/owner/dashboard': () => ({
        body: { today: null, lowStock: null, waiting: null, submissions: SUBMISSIONS },
      }),
    });
    renderAppAt('/config');
    await settle();
    await settle();
    const card = screen.getByRole('heading', { name: 'Recent submissions' }).closest('li')!;
    const lines = within(card)
      .getAllByRole('listitem')
      // Each line without its date, which is the owner's locale's.
      .map((line) => line.textContent?.replace(line.querySelector('time')?.textContent ?? '', '<date>'));
    expect(lines).toEqual([
      'Newsletter from the home page, <date>',
      'Send us a message from Contact, <date>',
      'Guest feedback (deleted form) from /fr, <date>',
    ]);
    expect(within(card).getByRole('link', { name: 'Newsletter' }).getAttribute('href')).toBe(
      '/config/forms/newsletter',
    );
  });
});
