// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';
import { moved } from './list-moves';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const SAVED = {
  header: {
    logo: null,
    navigation: [
      { title: 'Shop', url: '/shop' },
      { title: 'About', url: '/about' },
    ],
  },
  footer: {
    text: 'Free repairs.',
    links: [{ title: 'Search', url: '/search' }],
    socialIcons: [{ service: 'instagram', url: 'https://www.instagram.com/fern' }],
  },
  saved: false,
};

describe('the header and footer panel', () => {
  it('edits links (add, reorder, remove), the footer text and icons, previews them and saves', async () => {
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('admin') } }),
      'GET /api/site-header-footer': () => ({ body: SAVED }),
      'PUT /api/site-header-footer': (request) => ({ body: { ...(request.body as object), saved: true } }),
    });
    renderAppAt('/config/header-footer');
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Header and footer');
    const preview = screen.getByRole('figure', { name: 'Preview' });
    expect(preview.textContent).toContain('ShopAbout');

    fireEvent.click(screen.getByRole('button', { name: 'Move navigation link 2 up' }));
    expect((screen.getByLabelText('Title of navigation link 1') as HTMLInputElement).value).toBe('About');
    fireEvent.click(screen.getByRole('button', { name: 'Add a navigation link' }));
    fireEvent.change(screen.getByLabelText('Title of navigation link 3'), { target: { value: 'Journal' } });
    fireEvent.change(screen.getByLabelText('Address of navigation link 3'), {
      target: { value: 'javascript:alert(1)' },
    });
    expect(screen.getByText('Use a page of the site (/about) or an http(s), mailto: or tel: link.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save header and footer' }));
    await settle();
    expect(server.calls('PUT', '/api/site-header-footer')).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toContain('Navigation, link 3');

    fireEvent.change(screen.getByLabelText('Address of navigation link 3'), { target: { value: '/journal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove navigation link 2' }));
    fireEvent.change(screen.getByLabelText("Text under the site's description"), {
      target: { value: 'Closed on Tuesdays.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add an icon' }));
    fireEvent.change(screen.getByLabelText('Service of icon 2'), { target: { value: 'youtube' } });
    fireEvent.change(screen.getByLabelText('Profile link of icon 2'), {
      target: { value: 'https://youtube.com/@fern' },
    });
    expect(preview.textContent).toContain('Closed on Tuesdays.');
    expect(preview.textContent).toContain('InstagramYouTube');
    fireEvent.click(screen.getByRole('button', { name: 'Save header and footer' }));
    await settle();
    const [put] = server.calls('PUT', '/api/site-header-footer');
    expect(put.headers.get('X-CSRF-Token')).toBe('a'.repeat(32));
    expect(put.body).toEqual({
      header: {
        logo: null,
        navigation: [
          { title: 'About', url: '/about' },
          { title: 'Journal', url: '/journal' },
        ],
      },
      footer: {
        text: 'Closed on Tuesdays.',
        links: [{ title: 'Search', url: '/search' }],
        socialIcons: [
          { service: 'instagram', url: 'https://www.instagram.com/fern' },
          { service: 'youtube', url: 'https://youtube.com/@fern' },
        ],
      },
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Saved. Every page of the site shows the new header and footer now.',
    );
  });

  it("shows the server's field errors under the field", async () => {
    fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('admin') } }),
      'GET /api/site-header-footer': () => ({ body: SAVED }),
      'PUT /api/site-header-footer': () => ({
        status: 400,
        body: {
          error: 'Some fields are not valid.',
          fieldErrors: { 'header.navigation.0.title': 'The link title can be at most 60 characters.' },
        },
      }),
    });
    renderAppAt('/config/header-footer');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Save header and footer' }));
    await settle();
    expect(screen.getByText('The link title can be at most 60 characters.')).toBeTruthy();
  });

  it('is hidden from roles without site settings', async () => {
    fakeServer({ 'GET /api/owner/me': () => ({ body: { owner: ownerOf('storeManager') } }) });
    renderAppAt('/config/inventory');
    await settle();
    expect(screen.queryByRole('link', { name: 'Header and footer' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Languages' })).toBeNull();
  });

  it('moves entries within the list only', () => {
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });
});
