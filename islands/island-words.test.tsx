// @vitest-environment happy-dom
/**
 * Issue 25: the islands print the words the server hands them for the page's language, and
 * their links stay in that language: the cart, checkout, site-user and gallery islands and the
 * like button. (English, their default, is what their own tests check.)
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADD_TO_CART_WORD_KEYS,
  CATALOGUES,
  GALLERY_WORD_KEYS,
  MEMBERSHIP_WORD_KEYS,
  pickWords,
  SHOP_WORD_KEYS,
} from '../domain';
import { product, variant } from '../domain/test-products';
import { Cart } from './cart/Cart';
import { resetCartStart } from './cart/cart-start';
import { $cart, $cartModel } from './cart/cart-store';
import { setCartApi } from './cart/cart-sync';
import { cartOf, entry, fakeCartApi } from './cart/cart-test-fixtures';
import { Checkout } from './checkout/Checkout';
import { navigation } from './checkout/place-order';
import { Gallery } from './gallery/Gallery';
import { MembershipJoin, membershipNavigation } from './membership-join/MembershipJoin';
import { ProductDetail } from './product-detail/ProductDetail';
import { productStore } from './product-detail/product-store';
import { formProps, jacket } from './product-detail/test-props';
import { enhanceLikeButtons } from './like-button';
import { SiteUser } from './site-user/SiteUser';

const fr = pickWords(CATALOGUES.fr!.words, SHOP_WORD_KEYS);
const de = pickWords(CATALOGUES.de!.words, SHOP_WORD_KEYS);
const es = pickWords(CATALOGUES.es!.words, SHOP_WORD_KEYS);
const money = { currency: 'EUR', locale: 'fr-FR' };
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => resetCartStart());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $cart.set({ initialized: false, totalQuantity: 0, subtotalText: '' });
  $cartModel.set({ status: 'loading', ready: false, cart: null });
  document.body.innerHTML = '';
});

describe('the cart island in French', () => {
  it('says everything in French, and its links and forms lead to the French pages', async () => {
    const cart = cartOf([entry('e1', 'Lampe', 2, 2000)]);
    setCartApi(fakeCartApi(cart).api);
    const paths = { cart: '/fr/cart', checkout: '/fr/checkout', home: '/fr' };
    render(
      <Cart
        cart={cart}
        money={money}
        minimumSubtotalCents={0}
        crumb="c"
        extras={{}}
        forms={{}}
        words={fr}
        paths={paths}
      />,
    );
    await settle();
    expect(screen.getByRole('link', { name: 'Passer la commande' }).getAttribute('href')).toBe('/fr/checkout');
    expect(screen.getByLabelText('Quantité de Lampe')).toBeTruthy();
    expect(screen.getByLabelText('Code promo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer Lampe' }).closest('form')!.getAttribute('action')).toBe(
      '/fr/cart/entries/e1/remove',
    );
    expect(document.querySelector('.cart-coupon')!.getAttribute('action')).toBe('/fr/cart/coupons');
    const totals = document.querySelector('.cart-totals')!.textContent!;
    expect(totals).toContain('Sous-total');
    expect(totals).not.toContain('Subtotal');
    // Setting 0 asks in French before removing.
    fireEvent.change(screen.getByLabelText('Quantité de Lampe'), { target: { value: '0' } });
    expect(screen.getByRole('alertdialog').textContent).toContain(fr.confirmRemove);
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });

  it('shows the empty cart in French, with the French home page to go on from', async () => {
    const cart = cartOf([]);
    setCartApi(fakeCartApi(cart).api);
    const paths = { cart: '/fr/cart', checkout: '/fr/checkout', home: '/fr' };
    render(
      <Cart
        cart={cart}
        money={money}
        minimumSubtotalCents={0}
        crumb="c"
        extras={{}}
        forms={{}}
        words={fr}
        paths={paths}
      />,
    );
    await settle();
    expect(screen.getByText('Votre panier est vide.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuer vos achats' }).getAttribute('href')).toBe('/fr');
  });
});

describe('the checkout island in German', () => {
  it('labels the form in German and, once the order is placed, goes to its German confirmation', async () => {
    const cart = { ...cartOf([entry('e1', 'Lampe', 1, 2000)]), requiresShipping: true };
    setCartApi(fakeCartApi(cart).api);
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        posted.push(JSON.parse(String(init.body)));
        return json({ id: 'o-7' });
      }),
    );
    const go = vi.fn();
    navigation.go = go;
    const countries = [{ code: 'DE', name: 'Deutschland' }];
    render(
      <Checkout
        cart={cart}
        money={money}
        minimumSubtotalCents={0}
        countries={countries}
        words={de}
        pageLanguage="de"
      />,
    );
    await settle();
    expect(screen.getByText('Lieferadresse')).toBeTruthy();
    expect(document.querySelector('.checkout .field-description')!.textContent).toBe(
      'Testmodus: Zahlen Sie mit der Karte 4242 4242 4242 4242; 4000 0000 0000 0002 wird abgelehnt.',
    );
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('E-Mail', 'ana@example.com');
    fill('Vollständiger Name', 'Ana Lee');
    fill('Anschrift', 'Hauptstraße 1');
    fill('Stadt', 'Berlin');
    fill('Postleitzahl', '10115');
    fill('Kartennummer', '4242 4242 4242 4242');
    fireEvent.submit(screen.getByRole('button', { name: /^Kostenpflichtig bestellen · / }).closest('form')!);
    await settle();
    await settle();
    expect(posted).toEqual([expect.objectContaining({ pageLanguage: 'de' })]);
    expect(go).toHaveBeenCalledWith('/de/order-confirmed/o-7');
  });
});

describe('the site-user island in Spanish', () => {
  it('shows sign-up and the expired reset link in Spanish, linking to the Spanish account pages', () => {
    render(<SiteUser mode="sign-up" words={es} accountPath="/es/account" />);
    expect(screen.getByRole('button', { name: 'Crear la cuenta' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/es/account/sign-in');
    cleanup();
    render(<SiteUser mode="reset" token="" valid={false} words={es} accountPath="/es/account" />);
    expect(screen.getByText('Este enlace ha caducado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enviar un enlace nuevo' }).getAttribute('href')).toBe(
      '/es/account/forgot-password',
    );
  });

  it('sends a signed-in visitor on to the Spanish account page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ xsrfToken: 't' })),
    );
    render(<SiteUser mode="sign-in" words={es} accountPath="/es/account" />);
    fireEvent.change(screen.getByLabelText(es.email), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(es.password), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: es.signIn }));
    await settle();
    await settle();
    expect(assign).toHaveBeenCalledWith('/es/account');
    assign.mockRestore();
  });
});

describe('the add-to-cart button in French and German', () => {
  const words = (locale: string) => pickWords(CATALOGUES[locale]!.words, ADD_TO_CART_WORD_KEYS);
  const alertText = () => screen.getByRole('alert').textContent;
  const button = () => document.querySelector<HTMLButtonElement>('.product-form__button')!;
  afterEach(() => {
    productStore('jacket').set({ selection: {}, quantity: '1' });
    productStore('p1').set({ selection: {}, quantity: '1' });
  });

  it('titles its own refusals in French and asks for the options in French', async () => {
    const props = formProps(jacket, { words: words('fr') });
    const titles = { Size: 'Taille', Color: 'Couleur' };
    render(<ProductDetail {...props} labels={{ ...props.labels, titles }} />);
    fireEvent.click(button());
    await settle();
    // The options by the names the page shows them with (the site's productOptionNames).
    expect(alertText()).toBe('Impossible d’ajouter l’article Veuillez choisir les options Taille et Couleur.');
  });

  it('says Adding… and the 429 refusal in German; a server message in German passes as it came', async () => {
    document.cookie = 'crumb=c0ffee; path=/';
    const single = product(1, [variant({ sku: 'ONE', qtyInStock: 5 })]);
    let answer: () => Response = () => json({ error: 'slow' }, 429);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    render(<ProductDetail {...formProps(single, { words: words('de') })} />);
    fireEvent.click(button());
    expect(button().textContent).toBe('Wird hinzugefügt…');
    await settle();
    expect(alertText()).toBe(`Artikel konnte nicht hinzugefügt werden ${CATALOGUES.de!.words.tryAgainInSeconds}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    answer = () => json({ error: CATALOGUES.de!.words.notEnoughStock }, 422);
    fireEvent.click(button());
    await settle();
    expect(alertText()).toBe(`Artikel konnte nicht hinzugefügt werden ${CATALOGUES.de!.words.notEnoughStock}`);
  });

  it('marks a value the choice cannot buy, and reads out the chosen state, in French', async () => {
    render(<ProductDetail {...formProps(jacket, { words: words('fr') })} />);
    const [size, color] = [...document.querySelectorAll<HTMLSelectElement>('.product-form select')];
    fireEvent.change(size!, { target: { value: 'S' } });
    await settle();
    // S in Navy has none left.
    expect([...color!.options].map((option) => option.textContent)).toContain('Navy (épuisé)');
    fireEvent.change(color!, { target: { value: 'Navy' } });
    await settle();
    expect(screen.getByRole('status').textContent).toBe('S / Navy\u202f: épuisé');
  });

  it('titles an express purchase’s refusal in Spanish', async () => {
    const express = formProps(jacket, { words: words('es'), expressCheckout: true });
    render(<ProductDetail {...express} />);
    fireEvent.click(button());
    await settle();
    expect(alertText()).toBe('No se pudo comprar el artículo Selecciona las opciones Size y Color.');
  });
});

describe('the membership join button in Spanish', () => {
  it('says Join the club and Joining… in Spanish, and a failure it words itself', async () => {
    const words = pickWords(CATALOGUES.es!.words, MEMBERSHIP_WORD_KEYS);
    const item = {
      id: 'm1',
      structuredContent: {
        productType: 5,
        isSubscribable: false,
        variants: [{ sku: 'M1', attributes: {}, priceMoney: { value: '40.00', currency: 'USD' }, unlimited: true }],
      },
    };
    document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true }))}; path=/`;
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const go = vi.spyOn(membershipNavigation, 'go').mockImplementation(() => {});
    render(<MembershipJoin {...item} pageHome="/es" words={words} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unirse al club' }));
    expect(screen.getByRole('button', { name: 'Uniéndote…' })).toBeTruthy();
    await act(async () => answer(new Response('no', { status: 502 })));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(CATALOGUES.es!.words.checkConnection);
    expect(screen.getByRole('button', { name: 'Unirse al club' })).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
    document.cookie = 'SiteUserInfo=; max-age=0; path=/';
    go.mockRestore();
  });
});

describe('the gallery island in French', () => {
  const images = ['Port', 'Dunes'].map((altText, i) => ({
    assetUrl: `/img/${i}.jpg`,
    altText,
    originalSize: '1200x800',
  }));
  const words = pickWords(CATALOGUES.fr!.words, GALLERY_WORD_KEYS);

  it('labels the slideshow and the lightbox in French', () => {
    render(<Gallery images={images} options={{ design: 'slideshow' }} words={words} />);
    expect(screen.getByRole('button', { name: 'Image précédente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Image suivante' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Afficher l’image 2 sur 2' })).toBeTruthy();
    cleanup();
    render(<Gallery images={images} options={{ lightbox: true }} words={words} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir l’image 1 sur 2\u202f: Port' }));
    expect(screen.getByRole('dialog', { name: 'Image 1 sur 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });
});

describe('the like button in French', () => {
  it('says in French what a press did, with the words the page put on its form', async () => {
    document.body.innerHTML = `<form class="like-form" data-one-like="j’aime" data-many-likes="j’aime" data-liked="Vous aimez cet article." data-unliked="Vous n’aimez plus cet article." data-failed="Échec.">
      <button type="submit" class="like-button" data-item-id="p1"><span class="like-button__count">3<span class="visually-hidden"> likes</span></span></button></form>`;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      json(init?.method === 'POST' ? { liked: true, count: 4 } : { liked: false, count: 3 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'crumb=c0ffee; path=/';
    enhanceLikeButtons(document);
    await settle();
    fireEvent.submit(document.querySelector('form')!);
    await settle();
    await settle();
    expect(document.querySelector('.like-status')!.textContent).toBe('Vous aimez cet article.');
    expect(document.querySelector('.like-button__count .visually-hidden')!.textContent).toBe(' j’aime');
  });
});
