// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRUMB, fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';
import type { SignUpGroup } from '../../../domain';
import type { WebsiteRoleName } from '../../../domain';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const group = (n: number, inStock = true, signUps = 2): SignUpGroup => ({
  productId: `p${n}`,
  variantId: `v${n}`,
  productName: `Product ${n}`,
  variantLabel: n % 2 ? 'S / Indigo' : 'Default',
  signUps,
  inStock,
});

/** 12 groups over 3 pages: 9 in stock with sign-ups, 2 sold out, 1 with no sign-up left. */
const GROUPS = [
  ...Array.from({ length: 9 }, (_, i) => group(i + 1)),
  group(10, false),
  group(11, false),
  group(12, true, 0),
];
const PAGES = [GROUPS.slice(0, 5), GROUPS.slice(5, 10), GROUPS.slice(10)];

function restockServer(role: WebsiteRoleName = 'storeManager', sendAll?: () => { status?: number; body?: unknown }) {
  return fakeServer({
    'GET /api/owner/me': () => ({ body: { owner: ownerOf(role) } }),
    'GET /api/site-users/account/notifications/restock/groups': ({ query }) => {
      const at = Number(query.get('cursor') ?? 0);
      return { body: { signUpGroups: PAGES[at], hasNextPage: at < 2, nextPageCursor: at < 2 ? String(at + 1) : null } };
    },
    'GET /api/site-users/account/notifications/restock': ({ query }) => ({
      body: {
        signUps: [
          {
            email: `first@${query.get('productId')}.example`,
            joinMailingList: true,
            createdOn: '2026-11-20T10:00:00.000Z',
            notifiedOn: null,
          },
        ],
        hasNextPage: false,
        nextPageCursor: null,
      },
    }),
    'POST /api/site-users/account/notifications/restock/send': () => ({ body: { sent: 2 } }),
    'POST /api/site-users/account/notifications/restock/send/all': (request) =>
      sendAll?.() ?? { body: { sent: (request.body as { sendRequests: unknown[] }).sendRequests.length * 2 } },
  });
}

describe('the restock notifications panel', () => {
  it('lists the groups with their counts and opens one to its sign-ups', async () => {
    const server = restockServer();
    renderAppAt('/config/restock');
    await settle();
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0].textContent).toContain('Product 1, S / Indigo');
    expect(items[0].textContent).toContain('2 sign-ups');
    expect(items[1].textContent).toContain('Product 2');
    expect(items[1].textContent).not.toContain('Default');
    fireEvent.click(within(items[0]).getByRole('button', { name: 'Product 1, S / Indigo' }));
    await settle();
    const signUps = within(items[0]).getByRole('table');
    expect(signUps.textContent).toContain('first@p1.example');
    expect(signUps.textContent).toContain('Not yet');
    const call = server.calls('GET', '/api/site-users/account/notifications/restock')[0];
    expect([call.query.get('productId'), call.query.get('variantId')]).toEqual(['p1', 'v1']);
  });

  it('after "Send notices" the open sign-up table shows them notified, as the count above it says', async () => {
    let notifiedOn: string | null = null;
    let groups = PAGES[0]!;
    fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('storeManager') } }),
      'GET /api/site-users/account/notifications/restock/groups': () => ({
        body: { signUpGroups: groups, hasNextPage: false, nextPageCursor: null },
      }),
      'GET /api/site-users/account/notifications/restock': () => ({
        body: {
          signUps: [
            { email: 'first@p1.example', joinMailingList: false, createdOn: '2026-11-20T10:00:00.000Z', notifiedOn },
          ],
          hasNextPage: false,
          nextPageCursor: null,
        },
      }),
      'POST /api/site-users/account/notifications/restock/send': () => {
        notifiedOn = '2026-11-21T09:30:00.000Z';
        groups = [{ ...groups[0]!, signUps: 0 }, ...groups.slice(1)];
        return { body: { sent: 1 } };
      },
    });
    renderAppAt('/config/restock');
    await settle();
    const first = () => within(screen.getByRole('main')).getAllByRole('listitem')[0]!;
    fireEvent.click(within(first()).getByRole('button', { name: 'Product 1, S / Indigo' }));
    await settle();
    expect(within(first()).getByRole('table').textContent).toContain('Not yet');
    fireEvent.click(within(first()).getByRole('button', { name: /^Send notices/ }));
    await settle();
    expect(first().textContent).toContain('0 sign-ups');
    expect(first().textContent).toContain('Everyone here has been notified.');
    const table = within(first()).getByRole('table');
    expect(table.textContent).not.toContain('Not yet');
    expect(table.textContent).toContain('Nov 21, 2026');
  });

  it('sends the notices of one group, with the crumb', async () => {
    const server = restockServer();
    renderAppAt('/config/restock');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Send notices for Product 1, S / Indigo' }));
    await settle();
    const [send] = server.calls('POST', '/api/site-users/account/notifications/restock/send');
    expect(send.body).toEqual({ productId: 'p1', variantId: 'v1' });
    expect(send.headers.get('X-CSRF-Token')).toBe(CRUMB);
    expect(screen.getByText('2 notices sent for Product 1, S / Indigo.')).toBeTruthy();
  });

  it('sends all: gathers every page of groups, sends those back in stock in batches, and shows progress', async () => {
    const server = restockServer();
    renderAppAt('/config/restock');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Send all notices' }));
    expect(screen.getByText('Finding the variants back in stock…')).toBeTruthy();
    await settle();
    await settle();
    await vi.waitFor(() => expect(screen.getByText('18 notices sent for 9 variants.')).toBeTruthy());
    const sends = server.calls('POST', '/api/site-users/account/notifications/restock/send/all');
    expect(
      sends.map((s) => (s.body as { sendRequests: { productId: string }[] }).sendRequests.map((r) => r.productId)),
    ).toEqual([
      ['p1', 'p2', 'p3', 'p4', 'p5'],
      ['p6', 'p7', 'p8', 'p9'],
    ]);
    expect(sends.every((s) => s.headers.get('X-CSRF-Token') === CRUMB)).toBe(true);
  });

  it('shows the progress bar while sending', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf() } }),
      'GET /api/site-users/account/notifications/restock/groups': () => ({
        body: { signUpGroups: GROUPS.slice(0, 7), hasNextPage: false, nextPageCursor: null },
      }),
      'POST /api/site-users/account/notifications/restock/send/all': async (request) => {
        if (server.calls('POST', request.path).length === 2) await gate;
        return { body: { sent: 10 } };
      },
    });
    renderAppAt('/config/restock');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Send all notices' }));
    await vi.waitFor(() => expect(screen.getByText('Sending: 5 of 7 variants, 10 notices sent')).toBeTruthy());
    const bar = screen.getByRole('progressbar', {
      name: 'Sending: 5 of 7 variants, 10 notices sent',
    }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([5, 7]);
    expect((screen.getByRole('button', { name: 'Send all notices' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await vi.waitFor(() => expect(screen.getByText('20 notices sent for 7 variants.')).toBeTruthy());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says what failed in the middle of send all, and that sending again skips the notified', async () => {
    restockServer('storeManager', () => ({ status: 429, body: { error: 'Too many requests.' } }));
    renderAppAt('/config/restock');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Send all notices' }));
    await vi.waitFor(() =>
      expect(
        screen.getByText('Too many requests. Notices already sent stay sent; sending again skips them.'),
      ).toBeTruthy(),
    );
  });

  it('cannot send for a sold-out variant or one whose sign-ups are all notified, and hides sending from a role without it', async () => {
    restockServer();
    renderAppAt('/config/restock');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await settle();
    const soldOut = screen.getByRole('button', { name: 'Send notices for Product 10' }) as HTMLButtonElement;
    expect(soldOut.disabled).toBe(true);
    expect(document.getElementById(soldOut.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Add stock first: a notice says the variant is back.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await settle();
    const notified = screen.getByRole('button', { name: 'Send notices for Product 12' }) as HTMLButtonElement;
    expect(notified.disabled).toBe(true);
    expect(document.getElementById(notified.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Everyone here has been notified.',
    );
    cleanup();
    document.body.innerHTML = '';

    restockServer('viewer');
    renderAppAt('/config/restock');
    await settle();
    expect(within(screen.getByRole('main')).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });
});
