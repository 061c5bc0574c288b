// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const FR = { locale: 'fr-FR', label: 'Français', urlPrefix: '/fr' };
const DE = { locale: 'de-DE', label: 'Deutsch', urlPrefix: '/de' };

describe('the languages panel', () => {
  it('turns French off and on, and shows the translation status', async () => {
    let languages = [FR];
    const settings = () => ({
      body: {
        primaryLanguage: { locale: 'en-US', label: 'English' },
        languages,
        availableLanguages: [FR, DE],
        saved: true,
      },
    });
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('admin') } }),
      'GET /api/multilingual/settings': settings,
      'GET /api/multilingual/status': () => ({
        body: {
          enabled: languages.length > 0,
          languages: languages.map((l) => ({
            ...l,
            pages: { translated: 3, total: 10 },
            products: { translated: 10, total: 15 },
            texts: { translated: 42, total: 120 },
          })),
        },
      }),
      'PUT /api/multilingual/languages': (request) => {
        const locales = (request.body as { languages: { locale: string }[] }).languages.map((l) => l.locale);
        languages = [FR, DE].filter((l) => locales.includes(l.locale));
        return settings();
      },
    });
    renderAppAt('/config/languages');
    await settle();
    expect(screen.getByRole('row', { name: /Français/ }).textContent).toContain('3 of 10');
    // Every text the Translations panel lists, counted as it counts them.
    expect(screen.getByRole('columnheader', { name: 'Texts translated' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Français/ }).textContent).toContain('42 of 120');
    const french = screen.getByRole('checkbox', { name: /Français/ }) as HTMLInputElement;
    expect(french.checked).toBe(true);
    fireEvent.click(french);
    fireEvent.click(screen.getByRole('button', { name: 'Save languages' }));
    await settle();
    expect(server.calls('PUT', '/api/multilingual/languages')[0].body).toEqual({ languages: [] });
    expect(screen.getByRole('status').textContent).toBe('Saved. The site serves English only.');
    expect(screen.getByText('No extra languages are turned on.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Français/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save languages' }));
    await settle();
    expect(server.calls('PUT', '/api/multilingual/languages')[1].body).toEqual({ languages: [{ locale: 'fr-FR' }] });
    expect(screen.getByRole('status').textContent).toBe('Saved. The site now serves Français at /fr.');
  });
});
