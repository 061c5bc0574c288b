// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRUMB, fakeServer, ownerOf } from '../test/fake-server';
import { renderAppAt, settle } from '../test/render-app';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const signedOut = { 'GET /api/owner/me': () => ({ status: 401, body: { error: 'Sign in to continue.' } }) };
const emptyInventory = {
  'GET /api/owner/inventory': () => ({ body: { products: [], hasNextPage: false, nextPageCursor: null } }),
};

describe('the owner app', () => {
  it('shows the sign-in form when no one is signed in, and the server’s words for a wrong password', async () => {
    const server = fakeServer({
      ...signedOut,
      'POST /api/owner/session': () => ({ status: 401, body: { error: 'Email or password is incorrect.' } }),
    });
    renderAppAt('/config');
    await settle();
    expect(screen.getByRole('heading', { name: 'Sign in to Field & Fern' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter your email and password.');
    expect(server.calls('POST', '/api/owner/session')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' owner@example.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Email or password is incorrect.');
    const [call] = server.calls('POST', '/api/owner/session');
    expect(call.body).toEqual({ email: 'owner@example.com', password: 'wrong' });
    expect(call.headers.get('X-CSRF-Token')).toBe(CRUMB);
  });

  it('signs in to Home (the dashboard, with View site), and shows only the panels of the role', async () => {
    fakeServer({
      ...signedOut,
      ...emptyInventory,
      'POST /api/owner/session': () => ({ body: { owner: ownerOf('storeManager') } }),
      'GET /api/owner/dashboard': () => ({
        body: {
          today: { orders: 2, salesCents: 16600, currency: 'USD' },
          lowStock: {
            threshold: 5,
            variants: [{ itemId: 'jk', sku: 'JK-S', name: 'Jacket', variant: 'S', qtyInStock: 0 }],
          },
          waiting: { reviews: 1, comments: 0, items: [] },
          submissions: [],
        },
      }),
    });
    renderAppAt('/config');
    await settle();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'owner@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await settle();
    await settle();
    expect(window.location.pathname).toBe('/config');
    expect(screen.getByText('2 orders')).toBeTruthy();
    expect(screen.getByText('$166.00 in sales')).toBeTruthy();
    expect(screen.getByText('Jacket (S): sold out')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View site' }).getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Store admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Home',
      'Products',
      'Inventory',
      'Orders',
      // Whoever reads orders reads the subscriptions they pay.
      'Subscriptions',
      'Form submissions',
      'Restock notifications',
      'Outbox',
      'Newsletter',
      // Store managers read the site's content and change its images (their products').
      'Pages and content',
      'Media library',
      // …and read its translations (issue 25); translating is content.write.
      'Translations',
      'Feeds and pixel',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(nav).getByRole('link', { name: 'Inventory' }));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory' })).toBeTruthy();
    expect(screen.getByText('This store has no products yet.')).toBeTruthy();
  });

  it('follows navigation links without a page load, and back', async () => {
    fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('admin') } }),
      ...emptyInventory,
      'GET /api/owner/outbox': () => ({ body: { mails: [], hasNextPage: false, nextPageCursor: null } }),
    });
    renderAppAt('/config/inventory');
    await settle();
    fireEvent.click(screen.getByRole('link', { name: 'Outbox' }));
    await settle();
    expect(window.location.pathname).toBe('/config/outbox');
    expect(screen.getByRole('heading', { level: 1, name: 'Outbox' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Outbox');
    expect(screen.getByText('No mail yet. Restock notices and other mail the store sends appear here.')).toBeTruthy();
    window.history.back();
    await vi.waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Inventory' })).toBeTruthy());
  });

  it('folds the navigation behind a Menu button that says whether it is open', async () => {
    fakeServer({ 'GET /api/owner/me': () => ({ body: { owner: ownerOf('viewer') } }), ...emptyInventory });
    renderAppAt('/config/inventory');
    await settle();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-controls')).toBe('admin-nav');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('admin-nav')?.className).toContain('shell__nav--open');
    // Choosing the page already shown closes it too.
    fireEvent.click(screen.getByRole('link', { name: 'Inventory' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('says so when the role has no panel, and when an address names no page', async () => {
    fakeServer({ 'GET /api/owner/me': () => ({ body: { owner: ownerOf('commenter') } }) });
    renderAppAt('/config');
    await settle();
    expect(screen.getByText(/Your role \(Commenter\) has no panels/)).toBeTruthy();
    cleanup();
    document.body.innerHTML = '';

    fakeServer({ 'GET /api/owner/me': () => ({ body: { owner: ownerOf('storeManager') } }) });
    renderAppAt('/config/api-keys');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/config');
  });

  it('returns to the sign-in form when the session ends during work, and signs out', async () => {
    let expired = false;
    fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('admin') } }),
      'GET /api/owner/inventory': () =>
        expired
          ? { status: 401, body: { error: 'Sign in to continue.' } }
          : { body: { products: [], hasNextPage: false, nextPageCursor: null } },
      'GET /api/owner/orders': () => ({ status: 401, body: { error: 'Sign in to continue.' } }),
      'DELETE /api/owner/session': () => ({ status: 204 }),
    });
    renderAppAt('/config/inventory');
    await settle();
    expired = true;
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    await settle();
    expect(screen.getByText('Your session has ended. Sign in again to continue.')).toBeTruthy();
    cleanup();
    document.body.innerHTML = '';

    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('admin') } }),
      ...emptyInventory,
      'DELETE /api/owner/session': () => ({ status: 204 }),
    });
    renderAppAt('/config/inventory');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await settle();
    expect(server.calls('DELETE', '/api/owner/session')[0].headers.get('X-CSRF-Token')).toBe(CRUMB);
    expect(screen.getByText('You are signed out.')).toBeTruthy();
  });

  it('says in words when the server cannot be reached, and tries again', async () => {
    let down = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (down) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ error: 'Sign in to continue.' }), { status: 401 });
      }),
    );
    renderAppAt('/config');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(
      'Could not reach the server. Check your connection and try again.',
    );
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
