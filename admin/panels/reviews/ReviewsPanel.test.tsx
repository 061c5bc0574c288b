// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRUMB, fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const review = (id: string, status: string, body: string) => ({
  id,
  itemId: 'prod-lamp',
  productTitle: 'Camp Lamp',
  productUrl: '/shop/lamp',
  source: 'native',
  status,
  rating: 4,
  authorName: 'Ana',
  body,
  created: '2026-11-25T05:00:00.000Z',
});

describe('the reviews panel', () => {
  it('lists held reviews, approves one, and shows the row errors of a refused import', async () => {
    let held = [review('2', 'held', 'Bright and sturdy.'), review('1', 'held', 'Too dim.')];
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('moderator') } }),
      'GET /api/owner/reviews': (r) => ({
        body: { reviews: r.query.get('status') === 'held' ? held : [], hasNextPage: false, nextPageCursor: null },
      }),
      'POST /api/owner/reviews/2/approve': () => {
        held = held.filter((x) => x.id !== '2');
        return { body: { review: review('2', 'approved', 'Bright and sturdy.') } };
      },
      'POST /api/owner/reviews/import': () => ({
        status: 400,
        body: {
          error: '1 row has a problem; nothing was imported.',
          rowErrors: [{ row: 3, field: 'rating', message: 'The rating must be a whole number from 1 to 5.' }],
        },
      }),
    });
    renderAppAt('/config/reviews');
    await settle();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.review__body')?.textContent),
    ).toEqual(['Bright and sturdy.', 'Too dim.']);
    fireEvent.click(within(within(main).getAllByRole('listitem')[0]).getByRole('button', { name: 'Approve' }));
    await settle();
    expect(server.requests.find((r) => r.path === '/api/owner/reviews/2/approve')?.headers.get('X-CSRF-Token')).toBe(
      CRUMB,
    );
    expect(main.textContent).toContain('Approved the review of Camp Lamp by Ana.');
    expect(
      within(main)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.review__body')?.textContent),
    ).toEqual(['Too dim.']);

    fireEvent.change(screen.getByLabelText('Or paste the CSV'), {
      target: { value: 'product,rating,author,review\nlamp,5,A,b\nlamp,9,B,c' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(
      'Line 3, rating: The rating must be a whole number from 1 to 5.',
    );
  });

  it('is not in the navigation of a role without moderation', async () => {
    fakeServer({ 'GET /api/owner/me': () => ({ body: { owner: ownerOf('storeManager') } }) });
    renderAppAt('/config/inventory');
    await settle();
    expect(screen.queryByRole('link', { name: 'Product reviews' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Newsletter' })).toBeTruthy();
  });
});
