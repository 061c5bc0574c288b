// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';
import type { WebsiteRoleName } from '../../../domain';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const FEEDS = {
  instagram: 'http://demo.localhost/feeds/instagram-products.xml',
  dynamicAds: 'http://demo.localhost/feeds/dynamic-ads.tsv',
};

function marketingServer(role: WebsiteRoleName = 'storeManager', pixelId: string | null = null) {
  return fakeServer({
    'GET /api/owner/me': () => ({ body: { owner: ownerOf(role) } }),
    'GET /api/owner/settings/marketing': () => ({ body: { pixelId, feeds: FEEDS } }),
    'PUT /api/owner/settings/marketing': (request) => ({
      body: { pixelId: (request.body as { pixelId: string | null }).pixelId, feeds: FEEDS },
    }),
  });
}

describe('the feeds and pixel panel', () => {
  it('shows both feed URLs and the saved pixel id', async () => {
    marketingServer('storeManager', '123456789012345');
    renderAppAt('/config/marketing');
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Feeds and pixel');
    expect((screen.getByLabelText('Instagram products feed (XML)') as HTMLInputElement).value).toBe(FEEDS.instagram);
    expect((screen.getByLabelText('Dynamic ads feed (TSV)') as HTMLInputElement).value).toBe(FEEDS.dynamicAds);
    expect((screen.getByLabelText('Pixel id') as HTMLInputElement).value).toBe('123456789012345');
  });

  it('checks the id before saving, saves a valid one and records the setting event', async () => {
    const server = marketingServer();
    renderAppAt('/config/marketing');
    await settle();
    const input = screen.getByLabelText('Pixel id') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'The pixel id is 15 or 16 digits, as your ads manager shows it.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls('PUT', '/api/owner/settings/marketing')).toHaveLength(0);
    fireEvent.change(input, { target: { value: ' 1234567890123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(server.calls('PUT', '/api/owner/settings/marketing').map((r) => r.body)).toEqual([
      { pixelId: '1234567890123456' },
    ]);
    expect(screen.getByText('Saved. Visitors who accept cookies now load the pixel.')).toBeTruthy();
    expect(server.events()).toContain('pixel_id_setting');
  });

  it('is in the navigation only for roles with store.settings', async () => {
    marketingServer('viewer');
    renderAppAt('/config/inventory');
    await settle();
    expect(screen.queryByRole('link', { name: 'Feeds and pixel' })).toBeNull();
    cleanup();
    marketingServer('storeManager');
    renderAppAt('/config/inventory');
    await settle();
    expect(screen.getByRole('link', { name: 'Feeds and pixel' })).toBeTruthy();
  });
});
