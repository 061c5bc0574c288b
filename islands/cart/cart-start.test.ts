// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shouldLoadCart, resetCartStart, startCart } from './cart-start';
import { $cart, $cartModel } from './cart-store';
import { setCartApi } from './cart-sync';
import { cartOf, entry, fakeCartApi } from './cart-test-fixtures';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetCartStart();
  document.body.innerHTML =
    '<a href="/cart" data-cart-link><span data-cart-quantity>0</span> <span data-cart-subtotal>$0.00</span></a>';
  document.body.removeAttribute('data-cart-ready');
});
afterEach(() => {
  $cart.set({ initialized: false, totalQuantity: 0, subtotalText: '' });
  $cartModel.set({ status: 'loading', ready: false, cart: null });
});

describe('shouldLoadCart', () => {
  it('loads for a cart cookie the server saw, has-cart=true or a signed-in visitor', () => {
    expect(shouldLoadCart('', true)).toBe(true);
    expect(shouldLoadCart('crumb=x; has-cart=true', false)).toBe(true);
    expect(
      shouldLoadCart(`SiteUserInfo=${encodeURIComponent('{"authenticated":true,"siteUserId":"u1"}')}`, false),
    ).toBe(true);
  });

  it('does not load otherwise', () => {
    expect(shouldLoadCart('', false)).toBe(false);
    expect(shouldLoadCart('has-cart=false', false)).toBe(false);
    expect(shouldLoadCart(`SiteUserInfo=${encodeURIComponent('{"authenticated":false}')}`, false)).toBe(false);
    expect(shouldLoadCart('SiteUserInfo=not-json', false)).toBe(false);
  });
});

describe('startCart', () => {
  it('makes add-to-cart buttons visible at once when there is nothing to load', () => {
    const { api } = fakeCartApi(cartOf([]));
    const load = vi.spyOn(api, 'load');
    setCartApi(api);
    startCart({ cartPresent: false });
    expect(load).not.toHaveBeenCalled();
    expect($cartModel.get()).toMatchObject({ ready: true, status: 'loaded' });
    expect(document.body.hasAttribute('data-cart-ready')).toBe(true);
  });

  it('loads the cart once, then fills and initialises the cart link', async () => {
    const { api } = fakeCartApi(cartOf([entry('e1', 'Lamp', 3, 2000)]));
    const load = vi.spyOn(api, 'load');
    setCartApi(api);
    startCart({ cartPresent: true, money: { currency: 'EUR', locale: 'de-DE' } });
    startCart({ cartPresent: true });
    expect($cartModel.get().status).toBe('loading');
    expect(document.body.hasAttribute('data-cart-ready')).toBe(false);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect($cartModel.get()).toMatchObject({ status: 'loaded', ready: true });
    const link = document.querySelector('[data-cart-link]')!;
    expect(link.hasAttribute('data-cart-initialized')).toBe(true);
    expect(link.querySelector('[data-cart-quantity]')!.textContent).toBe('3');
    expect(link.querySelector('[data-cart-subtotal]')!.textContent).toBe('60,00\u00a0€');
  });

  it('shows the buttons even when the load fails', async () => {
    const { api, state } = fakeCartApi(cartOf([]));
    state.failWith = Object.assign(new Error('Please check your internet connection.'), {
      status: 0,
      fieldErrors: {},
      body: undefined,
    });
    setCartApi(api);
    startCart({ cartPresent: true });
    await settle();
    expect($cartModel.get().ready).toBe(true);
  });
});
