// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';
import type { OwnerSubscription, SubscriptionDetail, WebsiteRoleName } from '../../../domain';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const ID = '0a6f1c3e-1111-4000-8000-000000000001';
const OTHER = '0a6f1c3e-2222-4000-8000-000000000002';

const active: OwnerSubscription = {
  id: ID,
  email: 'ada@example.com',
  productName: 'Monthly Membership',
  quantity: 1,
  planText: '$12.00 every month',
  status: 'active',
  startedOn: '2026-11-01T15:00:00.000Z',
  nextRenewalOn: '2026-12-01T15:00:00.000Z',
  paidThrough: '2026-12-01T15:00:00.000Z',
  endsOn: null,
  cancelledOn: null,
  cancelledBy: null,
  stopReason: null,
  orderNumber: 1001,
  membership: { itemId: 'prod-member', areaTitle: 'Members’ corner', open: true, openUntil: null },
  cancellable: true,
};

const stopped: OwnerSubscription = {
  ...active,
  id: OTHER,
  email: 'bo@example.com',
  productName: 'Coffee Club',
  planText: '$20.00 every week',
  status: 'stopped',
  nextRenewalOn: null,
  endsOn: '2026-11-08T15:00:00.000Z',
  stopReason: 'The card was declined.',
  orderNumber: 1000,
  membership: null,
  cancellable: false,
};

const detail: SubscriptionDetail = {
  ...active,
  orders: [
    { orderNumber: 1001, cycle: 1, createdOn: '2026-11-01T15:00:00.000Z', grandTotalCents: 1200, currency: 'USD' },
  ],
};

function subscriptionsServer(role: WebsiteRoleName = 'storeManager') {
  return fakeServer({
    'GET /api/owner/me': () => ({ body: { owner: ownerOf(role) } }),
    'GET /api/owner/subscriptions': ({ query }) => ({
      body: {
        subscriptions: query.get('status') === 'stopped' ? [stopped] : [active, stopped],
        hasNextPage: false,
        nextPageCursor: null,
      },
    }),
    [`GET /api/owner/subscriptions/${ID}`]: () => ({ body: detail }),
    [`POST /api/owner/subscriptions/${ID}/cancel`]: ({ body }) => {
      const now = (body as { when: string }).when === 'now';
      const cancelled: SubscriptionDetail = {
        ...detail,
        status: 'cancelled',
        nextRenewalOn: null,
        cancelledOn: '2026-11-20T15:00:00.000Z',
        cancelledBy: 'owner@example.com',
        endsOn: now ? '2026-11-20T15:00:00.000Z' : detail.paidThrough,
        membership: { ...detail.membership!, open: !now, openUntil: now ? null : detail.paidThrough },
        cancellable: !now,
      };
      return { body: { subscription: cancelled, notified: true } };
    },
  });
}

describe('the subscriptions panel', () => {
  it('lists subscriptions with plan, status, dates and membership, filters by status, and opens one', async () => {
    const server = subscriptionsServer('reporting');
    renderAppAt('/config/subscriptions');
    await settle();
    expect(screen.getByRole('link', { name: 'Subscriptions' })).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('.badge--status')?.textContent)).toEqual(['Active', 'Stopped']);
    expect(rows[0].textContent).toContain('Monthly Membership $12.00 every month');
    expect(rows[0].textContent).toContain('Renews Dec 1, 2026');
    expect(rows[0].textContent).toContain('Members’ corner: open');
    expect(rows[1].textContent).toContain('Ended Nov 8, 2026');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'stopped' } });
    await settle();
    expect(server.calls('GET', '/api/owner/subscriptions').at(-1)?.query.get('status')).toBe('stopped');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await settle();

    fireEvent.click(screen.getByRole('link', { name: /^ada/ }));
    await settle();
    expect(window.location.pathname).toBe(`/config/subscriptions/${ID}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Monthly MembershipActive');
    // The order that started it links to the orders panel; a role that only reads cannot cancel.
    expect(screen.getByRole('link', { name: '#1001' }).getAttribute('href')).toBe('/config/orders/1001');
    expect(screen.queryByRole('button', { name: 'Cancel subscription…' })).toBeNull();
  });

  it('cancels at the period end by default after a confirmation, then can end it now', async () => {
    const server = subscriptionsServer('storeManager');
    renderAppAt(`/config/subscriptions/${ID}`);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription…' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Nothing already paid is refunded');
    const periodEnd = within(dialog).getByLabelText(/At the end of the paid period/) as HTMLInputElement;
    expect(periodEnd.checked).toBe(true);
    expect(periodEnd.labels?.[0]?.textContent).toContain('the membership stays open until then');
    // Keeping it sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the subscription' }));
    expect(server.calls('POST', `/api/owner/subscriptions/${ID}/cancel`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription…' }));
    fireEvent.submit(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the subscription' }).closest('form')!,
    );
    await settle();
    expect(server.calls('POST', `/api/owner/subscriptions/${ID}/cancel`).at(-1)?.body).toEqual({ when: 'periodEnd' });
    expect(screen.getByRole('status').textContent).toContain('nothing more is charged, and it ends Dec 1, 2026');
    expect(screen.getByRole('status').textContent).toContain('ada@example.com was sent an email.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Monthly MembershipCancelled');
    expect(document.body.textContent).toContain('Members’ corner: open until Dec 1, 2026');

    fireEvent.click(screen.getByRole('button', { name: 'End the subscription now…' }));
    fireEvent.submit(within(screen.getByRole('dialog')).getByRole('button', { name: 'End it now' }).closest('form')!);
    await settle();
    expect(server.calls('POST', `/api/owner/subscriptions/${ID}/cancel`).at(-1)?.body).toEqual({ when: 'now' });
    expect(document.body.textContent).toContain('Members’ corner: closed');
    expect(screen.queryByRole('button', { name: /End the subscription now/ })).toBeNull();
  });

  it('a cancellation now is chosen in the confirmation and closes the membership', async () => {
    const server = subscriptionsServer('admin');
    renderAppAt(`/config/subscriptions/${ID}`);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription…' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText(/^Now/));
    fireEvent.submit(within(dialog).getByRole('button', { name: 'End it now' }).closest('form')!);
    await settle();
    expect(server.calls('POST', `/api/owner/subscriptions/${ID}/cancel`).at(-1)?.body).toEqual({ when: 'now' });
    expect(screen.getByRole('status').textContent).toContain('Subscription ended now; the membership is closed.');
  });

  it('is hidden from roles that cannot read orders', async () => {
    subscriptionsServer('editor');
    renderAppAt('/config');
    await settle();
    expect(screen.queryByRole('link', { name: 'Subscriptions' })).toBeNull();
  });
});
