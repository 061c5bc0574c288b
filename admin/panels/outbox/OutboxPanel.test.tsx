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

const mail = (id: string, subject: string, state: { deliveredAt?: string; lastError?: string } = {}) => ({
  id,
  to: 'visitor@example.com',
  subject,
  text: `Good news: ${subject}.\nhttp://demo.localhost/shop/jacket`,
  html: null,
  createdAt: '2026-11-25T05:00:00.000Z',
  deliveredAt: state.deliveredAt ?? null,
  lastError: state.lastError ?? null,
});

describe('the outbox panel', () => {
  it('lists mails newest first with their state and opens one', async () => {
    fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('storeManager') } }),
      'GET /api/owner/outbox': () => ({
        body: {
          mails: [
            mail('m3', 'Canvas Field Jacket is back'),
            mail('m2', 'Enamel Mug is back', { deliveredAt: '2026-11-25T05:01:00.000Z' }),
            mail('m1', 'Camp Lamp is back', { lastError: 'Connection refused' }),
          ],
          hasNextPage: false,
          nextPageCursor: null,
        },
      }),
    });
    renderAppAt('/config/outbox');
    await settle();
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('button')?.textContent)).toEqual([
      'Canvas Field Jacket is back',
      'Enamel Mug is back',
      'Camp Lamp is back',
    ]);
    expect(items[0].textContent).toContain('Not sent by email yet');
    expect(items[1].textContent).toContain('Delivered');
    expect(items[2].textContent).toContain('Not delivered: Connection refused');
    const open = within(items[0]).getByRole('button');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(open.getAttribute('aria-controls') ?? '')?.textContent).toBe(
      'Good news: Canvas Field Jacket is back.\nhttp://demo.localhost/shop/jacket',
    );
  });
});
