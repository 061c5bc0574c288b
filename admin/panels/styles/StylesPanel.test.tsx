// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteStyle, type SiteStyleView } from '../../../domain';
import { PREVIEW_DEBOUNCE_MS } from '../../editor';
import { fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function serve(patchEnabled: boolean) {
  const view: SiteStyleView = { style: defaultSiteStyle(), revision: 4, publishedRevision: 4, patchEnabled };
  return fakeServer({
    'GET /api/owner/me': () => ({ body: { owner: ownerOf('editor') } }),
    'GET /api/owner/content/styles': () => ({ body: view }),
    'PATCH /api/owner/content/styles': () => ({ body: { revision: 5 } }),
    'PUT /api/owner/content/documents/style/site': () => ({ body: { revision: 5 } }),
    'GET /api/owner/content/documents/collection': () => ({
      body: { documents: [{ draft: { urlId: 'wholesale', password: { hash: 'x' } } }] },
    }),
    'GET /api/owner/content/documents/site/site': () => ({ body: { draft: {} } }),
    'POST /api/owner/content/preview': () => ({ html: '<p>page</p>' }),
  });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

describe('the site styles panel', () => {
  it('sends only the changed paths with the aesthetics patch feature on, after warning about contrast', async () => {
    const server = serve(true);
    renderAppAt('/config/styles');
    await settle();
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Site styles');
    expect(server.events().slice(0, 2)).toEqual(['tweak_beforeopen', 'tweak_aftershow']);

    fireEvent.change(input('Accent (hex)'), { target: { value: '#12345' } });
    expect(screen.getByText('A colour is 3 or 6 hex digits, with or without # (#2e5339).')).toBeTruthy();
    fireEvent.change(input('Accent (hex)'), { target: { value: 'eee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toContain('below the 4.5:1 that WCAG AA asks for');
    expect(server.calls('PATCH', '/api/owner/content/styles')).toHaveLength(0);
    fireEvent.change(input('Accent (hex)'), { target: { value: '#b5532f' } });
    fireEvent.change(input('Heading font'), { target: { value: 'playfair-display' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();

    const [patch] = server.calls('PATCH', '/api/owner/content/styles');
    const body = patch!.body as { revision: number; changes: Record<string, unknown> };
    expect(body.revision).toBe(4);
    expect(Object.keys(body.changes)).toEqual(['colors.palette', 'fonts.themes']);
    expect(screen.getByText('Saved. Publish to show the new style to visitors.')).toBeTruthy();
    expect(server.events()).toContain('tweak_change');
    expect(server.events()).toContain('tweak_save');

    // The preview shows the unsaved style on the chosen design-tweak page: the lock screen, locked.
    vi.useFakeTimers();
    fireEvent.change(input('Page to style and preview'), { target: { value: 'LOCK_SCREEN' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS);
    });
    const previews = server.calls('POST', '/api/owner/content/preview');
    expect(previews.at(-1)!.body).toMatchObject({
      path: '/wholesale',
      locked: true,
      documents: [{ kind: 'style', key: 'site' }],
    });
  });

  it('saves the whole document with the feature off, and reset goes back to what was saved', async () => {
    const server = serve(false);
    renderAppAt('/config/styles');
    await settle();
    await settle();
    fireEvent.change(input('Font theme'), { target: { value: 'modern' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input('Font theme').value).toBe('classic');
    expect(server.events()).toContain('tweak_reset');
    fireEvent.change(input('Font theme'), { target: { value: 'bookish' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    const [put] = server.calls('PUT', '/api/owner/content/documents/style/site');
    expect(put!.body).toMatchObject({ revision: 4, body: { fonts: { activeThemeId: 'bookish' } } });
    expect(server.calls('PATCH', '/api/owner/content/styles')).toHaveLength(0);
    // Leaving the editor closes it.
    cleanup();
    expect(server.events().slice(-2)).toEqual(['tweak_close', 'tweak_afterclose']);
  });
});
