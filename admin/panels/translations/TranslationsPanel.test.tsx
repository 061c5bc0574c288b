// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITOR_WORDS, PREVIEW_DEBOUNCE_MS } from '../../editor';
import { fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';
import type { TranslationEntry, TranslationList } from '../../../domain';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const JACKET = 'collections/shop/items/jacket/title';
const entries = (jacket: string | null): TranslationEntry[] => [
  {
    id: 'navigation/%2Fshop',
    label: 'Navigation › Shop',
    rich: false,
    original: 'Shop',
    translation: 'Boutique',
    state: 'done',
    page: '/',
    source: 'h-shop',
  },
  {
    id: JACKET,
    label: 'Shop › Field Jacket › Title',
    rich: false,
    original: 'Field Jacket',
    translation: jacket,
    state: jacket ? 'done' : 'missing',
    page: '/shop/jacket',
    source: 'h-jacket',
  },
  {
    id: 'collections/about/body',
    label: 'About › Body',
    rich: true,
    original: '<p>We mend <strong>everything</strong>.</p>',
    translation: '<p>Nous réparons.</p>',
    state: 'outdated',
    page: '/about',
    source: 'h-about',
    previousOriginal: '<p>We mend things.</p>',
  },
  {
    id: 'productOptions/Size/values/Small',
    label: 'Product options › Size › Small',
    rich: false,
    original: 'Small',
    translation: null,
    state: 'missing',
    page: '/shop/jacket',
    source: 'h-small',
  },
  {
    id: 'forms/contact/fields/f-name/title',
    label: 'Form: Contact › Your name › Label',
    rich: false,
    original: 'Your name',
    translation: 'Votre nom',
    state: 'outdated',
    page: '/contact',
    source: 'h-name',
    previousOriginal: 'Name',
  },
];
const listOf = (revision: number, jacket: string | null): TranslationList => {
  const all = entries(jacket);
  return {
    locale: 'fr-FR',
    revision,
    publishedRevision: 1,
    counts: {
      missing: all.filter((e) => e.state === 'missing').length,
      outdated: 2,
      done: all.filter((e) => e.state === 'done').length,
    },
    entries: all,
  };
};

/** The languages answer of a site in English with French. */
const frenchSite = () => ({
  body: {
    primaryLanguage: { locale: 'en-US', label: 'English' },
    languages: [{ locale: 'fr-FR', label: 'Français', urlPrefix: '/fr' }],
  },
});

describe('the translations panel', () => {
  it('filters what is missing, saves a translation with the revision, and says when someone else saved first', async () => {
    let list = listOf(3, null);
    let conflict = false;
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('editor') } }),
      'GET /api/owner/translations': frenchSite,
      'GET /api/owner/translations/fr-FR': () => ({ body: list }),
      'PUT /api/owner/translations/fr-FR': (request) => {
        if (conflict) return { status: 409, body: { error: 'Changed', revision: 9, current: {} } };
        const { texts } = request.body as { texts: Record<string, string> };
        list = listOf(4, texts[JACKET] ?? null);
        return { body: { revision: 4 } };
      },
      'POST /api/owner/content/preview': () => ({ html: '<p>Aperçu</p>' }),
    });
    renderAppAt('/config/translations');
    await settle();
    await settle();

    // Each part of the site with what is left to do; its texts beside their originals, their state in words.
    const part = screen.getByRole('combobox', { name: 'Part of the site' }) as HTMLSelectElement;
    expect([...part.options].map((o) => o.textContent)).toEqual([
      'Site, navigation and footer (0 missing, 0 out of date)',
      'Shop (1 missing, 0 out of date)',
      'About (0 missing, 1 out of date)',
      'Product options (1 missing, 0 out of date)',
      'Form: Contact (0 missing, 1 out of date)',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Navigation › Shop Translated',
    ]);
    fireEvent.change(part, { target: { value: 'about' } });
    // The rich original shown as text, its translation in the rich text editor.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'About › Body Out of date',
    ]);
    expect(screen.getByText('We mend everything.')).toBeTruthy();
    expect(screen.getByText('We mend things.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Français: About › Body' })).toBeTruthy();

    fireEvent.change(part, { target: { value: 'shop' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Missing (1)' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Shop › Field Jacket › Title Missing',
    ]);
    const jacket = screen.getByRole('textbox', { name: 'Français: Shop › Field Jacket › Title' });
    fireEvent.focus(jacket);
    fireEvent.change(jacket, { target: { value: 'Veste de terrain' } });
    // The preview shows the French page of the text worked on, with the unsaved translation laid over.
    await act(() => new Promise((resolve) => setTimeout(resolve, PREVIEW_DEBOUNCE_MS + 50)));
    expect(server.calls('POST', '/api/owner/content/preview').at(-1)!.body).toEqual({
      path: '/fr/shop/jacket',
      documents: [
        {
          kind: 'translation',
          key: 'fr-FR',
          body: {
            // The out-of-date ones, left as they are, stay out: the page shows the newer original.
            navigation: { '/shop': 'Boutique' },
            collections: { shop: { items: { jacket: { title: 'Veste de terrain' } } } },
            sources: { 'navigation/%2Fshop': 'h-shop', [JACKET]: 'h-jacket' },
          },
        },
      ],
    });
    expect(screen.getByText(EDITOR_WORDS.unsaved)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    await settle();
    expect(server.calls('PUT', '/api/owner/translations/fr-FR')[0]!.body).toEqual({
      revision: 3,
      texts: { [JACKET]: 'Veste de terrain' },
    });
    expect(screen.getByText(EDITOR_WORDS.saved)).toBeTruthy();
    // Translated now: nothing is missing.
    expect(screen.getByRole('radio', { name: 'Missing (0)' })).toBeTruthy();
    expect(screen.getByText('Nothing is missing.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'All (1)' }));
    fireEvent.change(part, { target: { value: '' } });
    conflict = true;
    fireEvent.change(screen.getByRole('textbox', { name: 'Français: Navigation › Shop' }), {
      target: { value: 'La boutique' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(EDITOR_WORDS.conflict);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('keeps an out-of-date form label as it is: saved unchanged, it is current again', async () => {
    let list = listOf(3, 'Veste');
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('editor') } }),
      'GET /api/owner/translations': frenchSite,
      'GET /api/owner/translations/fr-FR': () => ({ body: list }),
      'PUT /api/owner/translations/fr-FR': () => {
        list = {
          ...list,
          revision: 4,
          entries: list.entries.map((e) => (e.id.startsWith('forms/') ? { ...e, state: 'done' as const } : e)),
        };
        return { body: { revision: 4 } };
      },
      'POST /api/owner/content/preview': () => ({ html: '<p>Aperçu</p>' }),
    });
    renderAppAt('/config/translations');
    await settle();
    await settle();
    fireEvent.change(screen.getByRole('combobox', { name: 'Part of the site' }), {
      target: { value: 'productOptions' },
    });
    expect(screen.getByRole('textbox', { name: 'Français: Product options › Size › Small' })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Part of the site' }), {
      target: { value: 'forms/contact' },
    });
    // The label as it is now and as it was when translated.
    expect(screen.getByText('Your name')).toBeTruthy();
    expect(screen.getByText('Name')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep translation' }));
    expect(screen.getByText('Kept: it shows again once saved and published.')).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Français: Form: Contact › Your name › Label' }) as HTMLInputElement).value,
    ).toBe('Votre nom');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    await settle();
    expect(server.calls('PUT', '/api/owner/translations/fr-FR')[0]!.body).toEqual({
      revision: 3,
      texts: { 'forms/contact/fields/f-name/title': 'Votre nom' },
    });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Form: Contact › Your name › Label Translated',
    ]);
    expect(screen.queryByRole('button', { name: 'Keep translation' })).toBeNull();
  });

  it('shows an e-mail subject’s built-in translation as the one in use, not missing, until the owner types one', async () => {
    const subject: TranslationEntry = {
      id: 'emailSubjects/shippedSubject',
      label: 'E-mail subjects › Shipping notice',
      rich: false,
      original: 'Your {store.name} order #{order.orderNumber} is on its way',
      translation: null,
      builtIn: 'Votre commande {store.name} n° {order.orderNumber} est en route',
      state: 'done',
      page: '/',
      source: 'h-shipped',
    };
    const list = { ...listOf(3, 'Veste'), entries: [...entries('Veste'), subject] };
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('editor') } }),
      'GET /api/owner/translations': frenchSite,
      'GET /api/owner/translations/fr-FR': () => ({ body: list }),
      'PUT /api/owner/translations/fr-FR': () => ({ body: { revision: 4 } }),
      'POST /api/owner/content/preview': () => ({ html: '<p>Aperçu</p>' }),
    });
    renderAppAt('/config/translations');
    await settle();
    await settle();
    const part = screen.getByRole('combobox', { name: 'Part of the site' }) as HTMLSelectElement;
    expect([...part.options].at(-1)!.textContent).toBe('E-mail subjects (0 missing, 0 out of date)');
    fireEvent.change(part, { target: { value: 'emailSubjects' } });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'E-mail subjects › Shipping notice Built-in translation',
    ]);
    const field = screen.getByRole('textbox', {
      name: 'Français: E-mail subjects › Shipping notice',
    }) as HTMLInputElement;
    // The field is the owner's: empty, the built-in subject shown in it and said beside it.
    expect(field.value).toBe('');
    expect(field.placeholder).toBe(subject.builtIn);
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toContain(
      `In use: the built-in translation, “${subject.builtIn}”.`,
    );
    expect(screen.getByRole('radio', { name: 'Missing (0)' })).toBeTruthy();
    // Typing one overrides it.
    fireEvent.change(field, { target: { value: 'Commande {order.orderNumber} expédiée' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    await settle();
    expect(server.calls('PUT', '/api/owner/translations/fr-FR')[0]!.body).toEqual({
      revision: 3,
      texts: { 'emailSubjects/shippedSubject': 'Commande {order.orderNumber} expédiée' },
    });
  });

  it('shows the donation block’s, popup overlay’s, shipping options’ and restock box’s words as parts of their own', async () => {
    const own = (id: string, label: string, page: string): TranslationEntry => ({
      id,
      label,
      rich: false,
      original: label,
      translation: null,
      state: 'missing',
      page,
      source: `h-${id}`,
    });
    const list = {
      ...listOf(3, 'Veste'),
      entries: [
        ...entries('Veste'),
        own('donations/title', 'Donations › Title', '/donate'),
        own('donations/description', 'Donations › Description', '/donate'),
        own('popupOverlay/title', 'Popup overlay › Title', '/'),
        own('shippingOptions/ship-standard', 'Shipping options › Standard', '/checkout'),
        own('restock/buttonText/Notify%20me', 'Restock box › Button › Notify me', '/shop/tee'),
        own('restock/success', 'Restock box › Success message', '/shop/tee'),
      ],
    };
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('editor') } }),
      'GET /api/owner/translations': frenchSite,
      'GET /api/owner/translations/fr-FR': () => ({ body: list }),
      'POST /api/owner/content/preview': () => ({ html: '<p>Aperçu</p>' }),
    });
    renderAppAt('/config/translations');
    await settle();
    await settle();
    const part = screen.getByRole('combobox', { name: 'Part of the site' }) as HTMLSelectElement;
    expect([...part.options].slice(-4).map((o) => o.textContent)).toEqual([
      'Donations (2 missing, 0 out of date)',
      'Popup overlay (1 missing, 0 out of date)',
      'Shipping options (1 missing, 0 out of date)',
      'Restock box (2 missing, 0 out of date)',
    ]);
    fireEvent.change(part, { target: { value: 'donations' } });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Donations › Title Missing',
      'Donations › Description Missing',
    ]);
    fireEvent.change(part, { target: { value: 'restock' } });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Restock box › Button › Notify me Missing',
      'Restock box › Success message Missing',
    ]);
    expect(screen.queryByText(/sample cart/)).toBeNull();
    // The shipping options are read at checkout: the preview asks for the French one, said to hold a sample cart.
    fireEvent.change(part, { target: { value: 'shippingOptions' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, PREVIEW_DEBOUNCE_MS + 50)));
    expect(server.calls('POST', '/api/owner/content/preview').at(-1)!.body).toMatchObject({ path: '/fr/checkout' });
    expect(screen.getByText(/one of your products in a sample cart/).textContent).toContain(
      'Previewing puts nothing in a cart, places no order and takes no stock.',
    );
  });

  it('sends the owner to Languages when the site has no other language', async () => {
    fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('viewer') } }),
      'GET /api/owner/translations': () => ({
        body: { primaryLanguage: { locale: 'en-US', label: 'English' }, languages: [] },
      }),
    });
    renderAppAt('/config/translations');
    await settle();
    await settle();
    expect(screen.getByRole('link', { name: 'Languages' }).getAttribute('href')).toBe('/config/languages');
  });
});
