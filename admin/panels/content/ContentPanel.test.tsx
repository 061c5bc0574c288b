// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';
import type { ContentCollectionView, ContentItemList } from '../../../domain';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const collection = (key: string, type: string, title: string, itemCount = 0): ContentCollectionView => ({
  key,
  id: `col-${key}`,
  urlId: key,
  title,
  type,
  itemCount,
  revision: 3,
  publishedRevision: 3,
  inNavigation: key === 'journal',
});

const JOURNAL: ContentItemList = {
  collection: { key: 'journal', type: 'blog', revision: 7 },
  items: ['published', 'draft', 'scheduled', 'needs-review', 'private'].map((status, i) => ({
    id: `post-${i}`,
    urlId: `post-${i}`,
    title: `Post ${status}`,
    status,
    type: 'text',
    revision: 2,
    publishedRevision: status === 'draft' ? 1 : 2,
    updatedAt: '2026-11-20T10:00:00Z',
    updatedBy: 'owner:1',
    // 15:00 UTC is 10 AM in the site's time zone (America/New_York).
    ...(status === 'scheduled' ? { publishOn: Date.UTC(2026, 11, 3, 15, 0) } : {}),
  })),
};

describe('the pages and content panel', () => {
  it('lists the collections, creates one and adds a page to the navigation', async () => {
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('editor') } }),
      'GET /api/owner/content/collections': () => ({
        body: { collections: [collection('journal', 'blog', 'Journal', 5), collection('about', 'page', 'About')] },
      }),
      'POST /api/owner/content/collections': () => ({
        status: 201,
        body: { id: 'trips', urlId: 'trips', revision: 1 },
      }),
      'GET /api/owner/content/navigation': () => ({
        body: { revision: 4, links: [{ title: 'Journal', url: '/journal' }] },
      }),
      'PUT /api/owner/content/navigation': () => ({
        body: {
          revision: 5,
          links: [
            { title: 'Journal', url: '/journal' },
            { title: 'About', url: '/about' },
          ],
        },
      }),
      'GET /api/owner/content/documents/collection/trips': () => ({
        body: {
          kind: 'collection',
          key: 'trips',
          revision: 1,
          publishedRevision: null,
          draft: { typeName: 'events', title: 'Trips' },
        },
      }),
      'GET /api/owner/content/collections/trips/items': () => ({
        body: { collection: { key: 'trips', type: 'events', revision: 1 }, items: [] },
      }),
    });
    renderAppAt('/config/content');
    await settle();
    const list = screen.getByRole('list', { name: 'Collections' });
    expect(within(list).getByRole('link', { name: 'Journal' }).getAttribute('href')).toBe('/config/content/journal');
    expect(within(list).getByText('5 posts')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Page not in the navigation'), { target: { value: 'about' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to navigation' }));
    await settle();
    expect(server.calls('PUT', '/api/owner/content/navigation')[0]?.body).toEqual({ add: { collection: 'about' } });
    expect(screen.getByText('About is in the navigation. Publish to show it on the site.')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Navigation links' })).getByRole('button', { name: 'Move About' }),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Trips & walks' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'events' } });
    expect((screen.getByLabelText('URL slug') as HTMLInputElement).value).toBe('trips-walks');
    fireEvent.click(screen.getByRole('button', { name: 'Create collection' }));
    await settle();
    await settle();
    expect(server.calls('POST', '/api/owner/content/collections')[0]?.body).toEqual({
      title: 'Trips & walks',
      type: 'events',
      urlSlug: 'trips-walks',
    });
    expect(window.location.pathname).toBe('/config/content/trips');
  });

  it("labels each item's status as spec §4 words it and creates a post as a Draft", async () => {
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('editor') } }),
      'GET /api/owner/content/documents/collection/journal': () => ({
        body: {
          kind: 'collection',
          key: 'journal',
          revision: 7,
          publishedRevision: 7,
          draft: { typeName: 'blog', title: 'Journal' },
        },
      }),
      'GET /api/owner/content/collections/journal/items': () => ({ body: JOURNAL }),
      'POST /api/owner/content/collections/journal/items': () => ({
        status: 201,
        body: { id: 'post-winter', urlId: 'winter', revision: 1 },
      }),
    });
    renderAppAt('/config/content/journal');
    await settle();
    await settle();
    const items = screen.getByRole('list', { name: 'Journal items' });
    const labelOf = (title: string) =>
      within(items).getByText(title).closest('li')?.querySelector('.badge:not(.badge--muted)')?.textContent ?? null;
    expect(labelOf('Post published')).toBeNull();
    expect(labelOf('Post draft')).toBe('Draft');
    expect(labelOf('Post scheduled')).toBe('Scheduled');
    // A Scheduled item says when, in the site's time zone.
    expect(within(items).getByText('Post scheduled').closest('li')?.textContent).toContain('Dec 3, 2026, 10:00');
    expect(labelOf('Post needs-review')).toBe('Needs Review');
    expect(labelOf('Post private')).toBe('Private');
    // A blog is ordered by date: no handles to drag.
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();

    fireEvent.change(screen.getByLabelText('New post'), { target: { value: 'Winter walks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create post' }));
    await settle();
    expect(server.calls('POST', '/api/owner/content/collections/journal/items')[0]?.body).toEqual({
      title: 'Winter walks',
      status: 'draft',
    });
    expect(window.location.pathname).toBe('/config/content/journal/post-winter');
  });
  it('places a form on a page from the page editor, among the forms as drafted', async () => {
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('editor') } }),
      'GET /api/owner/content/documents/collection/visit': () => ({
        body: {
          kind: 'collection',
          key: 'visit',
          revision: 4,
          publishedRevision: 4,
          draft: { typeName: 'page', title: 'Visit', urlId: 'visit', body: '<p>Come by.</p>' },
        },
      }),
      'GET /api/owner/content/documents/form': () => ({
        body: {
          documents: [
            { kind: 'form', key: 'contact', revision: 1, publishedRevision: 1, draft: { name: 'Contact us' } },
            { kind: 'form', key: 'new-survey', revision: 1, publishedRevision: null, draft: { name: 'Survey' } },
            { kind: 'form', key: 'gone', revision: 2, publishedRevision: 1, draft: null },
          ],
        },
      }),
      'PUT /api/owner/content/documents/collection/visit': () => ({ body: { revision: 5 } }),
      'POST /api/owner/content/preview': () => ({ body: '<!doctype html><p>Visit</p>' }),
    });
    renderAppAt('/config/content/visit');
    await settle();
    await settle();
    const select = screen.getByLabelText('Form on this page') as HTMLSelectElement;
    // The deleted form is not offered; a form not yet published is.
    expect([...select.options].map((o) => o.text)).toEqual(['None', 'Contact us', 'Survey']);
    fireEvent.change(select, { target: { value: 'new-survey' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    const saved = server.calls('PUT', '/api/owner/content/documents/collection/visit')[0]?.body as {
      revision: number;
      body: Record<string, unknown>;
    };
    expect(saved.revision).toBe(4);
    expect(saved.body).toMatchObject({ title: 'Visit', formId: 'new-survey' });

    fireEvent.change(select, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    const cleared = server.calls('PUT', '/api/owner/content/documents/collection/visit').at(-1)?.body as {
      body: Record<string, unknown>;
    };
    expect('formId' in cleared.body).toBe(false);
  });
});
