// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRUMB, fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';
import type { ApiKey } from '../../../domain';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const existing: ApiKey = {
  id: 'k1',
  name: 'Warehouse sync',
  role: 'storeManager',
  roleLabel: 'Store manager',
  prefix: 'sk_a1b2c',
  createdOn: '2026-11-01T09:00:00.000Z',
  lastUsedOn: null,
};
const SECRET = 'sk_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

function keysServer() {
  return fakeServer({
    'GET /api/owner/me': () => ({ body: { owner: ownerOf('admin') } }),
    'GET /api/owner/inventory': () => ({ body: { products: [], hasNextPage: false, nextPageCursor: null } }),
    'GET /api/owner/api-keys': () => ({ body: { keys: [existing] } }),
    'POST /api/owner/api-keys': ({ body }) => {
      const { name, role } = body as { name: string; role: string };
      if (name === 'taken')
        return {
          status: 400,
          body: { error: 'Check the fields.', fieldErrors: { name: 'A key with this name exists.' } },
        };
      return {
        status: 201,
        body: {
          key: {
            id: 'k2',
            name,
            role,
            roleLabel: 'Viewer',
            prefix: SECRET.slice(0, 8),
            createdOn: '2026-11-25T05:00:00.000Z',
            lastUsedOn: null,
          },
          secret: SECRET,
        },
      };
    },
    'DELETE /api/owner/api-keys/k1': () => ({ status: 204 }),
  });
}

async function openPanel() {
  const server = keysServer();
  renderAppAt('/config/api-keys');
  await settle();
  return server;
}

describe('the API keys panel', () => {
  it('lists the keys with role, secret prefix and last use', async () => {
    await openPanel();
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row.textContent).toContain('Warehouse sync');
    expect(row.textContent).toContain('Store manager');
    expect(row.textContent).toContain('sk_a1b2c…');
    expect(row.textContent).toContain('Never');
  });

  it('creates a key in steps: name and role, then the secret once with a copy button, then complete', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const server = await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create an API key' });
    expect(within(dialog).getByRole('link', { name: 'terms of use' }).getAttribute('href')).toBe(
      '/config/api-keys/terms',
    );
    expect(within(dialog).getByRole('link', { name: 'Learn more about API keys' }).getAttribute('href')).toBe(
      '/config/api-keys/learn-more',
    );
    // They open in a new tab, which happy-dom would try to load: only the recorded events matter here.
    const noNewTab = (event: Event) => event.preventDefault();
    window.addEventListener('click', noNewTab, true);
    fireEvent.click(within(dialog).getByRole('link', { name: 'terms of use' }));
    fireEvent.click(within(dialog).getByRole('link', { name: 'Learn more about API keys' }));
    window.removeEventListener('click', noNewTab, true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Give the key a name, such as the app that will use it.')).toBeTruthy();
    expect(server.calls('POST', '/api/owner/api-keys')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await settle();
    expect(within(dialog).getByText('A key with this name exists.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Accounting export' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'viewer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await settle();
    const created = server.calls('POST', '/api/owner/api-keys').at(-1);
    expect(created?.body).toEqual({ name: 'Accounting export', role: 'viewer' });
    expect(created?.headers.get('X-CSRF-Token')).toBe(CRUMB);

    const secretStep = screen.getByRole('dialog', { name: 'Copy your API key' });
    expect((within(secretStep).getByLabelText('Secret') as HTMLInputElement).value).toBe(SECRET);
    fireEvent.click(within(secretStep).getByRole('button', { name: 'Copy' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(within(secretStep).getByText('Copied to the clipboard.')).toBeTruthy();
    fireEvent.click(within(secretStep).getByRole('button', { name: 'Complete' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The secret is gone for good; the list shows the new key by its prefix only.
    expect(document.body.textContent).not.toContain(SECRET);
    expect(within(screen.getByRole('table')).getAllByRole('row')[1].textContent).toContain('Accounting export');
    expect(server.events()).toEqual([
      'api_keys_create_key',
      'api_keys_terms_of_use',
      'api_keys_learn_more',
      'api_keys_next',
      'api_keys_next',
      'api_keys_next',
      'api_keys_copy',
      'api_keys_complete',
    ]);
  });

  it('cancels creation without a call', async () => {
    const server = await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls('POST', '/api/owner/api-keys')).toHaveLength(0);
    expect(server.events()).toEqual(['api_keys_create_key', 'api_keys_cancel']);
  });

  it('deletes a key only after a confirmation', async () => {
    const server = await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Warehouse sync' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the key “Warehouse sync”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep the key' }));
    expect(server.calls('DELETE', '/api/owner/api-keys/k1')).toHaveLength(0);
    expect(screen.getByRole('table')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Warehouse sync' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete key' }));
    await settle();
    expect(server.calls('DELETE', '/api/owner/api-keys/k1')[0].headers.get('X-CSRF-Token')).toBe(CRUMB);
    expect(
      screen.getByText('The key “Warehouse sync” is deleted. Calls made with it are refused from now on.'),
    ).toBeTruthy();
    expect(screen.getByText('No API keys yet.')).toBeTruthy();
    expect(server.events()).toEqual(['api_keys_delete_key', 'api_keys_delete_key', 'api_keys_confirm_delete']);
  });

  it('has the terms of use and learn-more pages the dialog links to', async () => {
    keysServer();
    renderAppAt('/config/api-keys/terms');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'API key terms of use' })).toBeTruthy();
    cleanup();
    document.body.innerHTML = '';
    keysServer();
    renderAppAt('/config/api-keys/learn-more');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'About API keys' })).toBeTruthy();
    expect(document.body.textContent).toContain('Authorization: Bearer <secret>');
  });
});
