// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRUMB, fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';
import type { HeldComment } from '../../../domain';
import type { WebsiteRoleName } from '../../../domain';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const comment = (n: number): HeldComment => ({
  id: `c${n}`,
  itemId: `post-${n}`,
  itemTitle: `Post ${n}`,
  itemUrl: n === 3 ? null : `/journal/post-${n}`,
  authorName: `Reader ${n}`,
  body: `First line ${n}\n\nSecond paragraph <b>${n}</b>`,
  created: '2026-11-20T10:00:00.000Z',
});

function commentsServer(
  role: WebsiteRoleName = 'moderator',
  approve: () => { status?: number; body?: unknown } = () => ({ body: { id: 'c1', status: 'approved' } }),
) {
  return fakeServer({
    'GET /api/owner/me': () => ({ body: { owner: ownerOf(role) } }),
    'GET /api/owner/comments': ({ query }) =>
      query.get('cursor') === 'p2'
        ? { body: { comments: [comment(4)], hasNextPage: false, nextPageCursor: null } }
        : { body: { comments: [comment(1), comment(2), comment(3)], hasNextPage: true, nextPageCursor: 'p2' } },
    'POST /api/owner/comments/c1/approve': approve,
    'POST /api/owner/comments/c2/reject': () => ({ body: { id: 'c2', status: 'rejected' } }),
    'DELETE /api/owner/comments/c3': () => ({ body: { id: 'c3', deleted: true } }),
  });
}

describe('the comments panel', () => {
  it('is in the navigation of roles that moderate only', async () => {
    commentsServer('moderator');
    renderAppAt('/config/comments');
    await settle();
    expect(screen.getByRole('link', { name: 'Comments' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Inventory' })).toBeNull();
    cleanup();
    commentsServer('storeManager');
    renderAppAt('/config/inventory');
    await settle();
    expect(screen.queryByRole('link', { name: 'Comments' })).toBeNull();
  });

  it('lists the held comments with their post and text (as text), paged', async () => {
    commentsServer();
    renderAppAt('/config/comments');
    await settle();
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0].textContent).toContain('Reader 1 on Post 1');
    expect(within(items[0]).getByRole('link', { name: 'Post 1' }).getAttribute('href')).toBe('/journal/post-1');
    expect(within(items[2]).queryByRole('link')).toBeNull();
    expect(items[0].querySelectorAll('blockquote p')).toHaveLength(2);
    expect(items[0].querySelector('b')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await settle();
    expect(within(screen.getByRole('main')).getAllByRole('listitem')[0].textContent).toContain('Reader 4');
  });

  it('approves, rejects and deletes with the crumb, each leaving the list', async () => {
    const server = commentsServer();
    renderAppAt('/config/comments');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Approve the comment by Reader 1' }));
    await settle();
    expect(screen.getByText('The comment by Reader 1 on Post 1 was approved: it shows on its post.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject the comment by Reader 2' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the comment by Reader 3' }));
    await settle();
    expect(server.calls('DELETE', '/api/owner/comments/c3')).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete comment' }));
    await settle();
    expect(server.calls('POST', '/api/owner/comments/c1/approve')[0].headers.get('X-CSRF-Token')).toBe(CRUMB);
    expect(server.calls('POST', '/api/owner/comments/c2/reject')).toHaveLength(1);
    expect(server.calls('DELETE', '/api/owner/comments/c3')).toHaveLength(1);
  });

  it('says why a decision failed and keeps the comment', async () => {
    commentsServer('moderator', () => ({ status: 404, body: { error: 'This site has no such comment.' } }));
    renderAppAt('/config/comments');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Approve the comment by Reader 1' }));
    await settle();
    expect(screen.getByText('This site has no such comment.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getAllByRole('listitem')).toHaveLength(3);
  });
});
