// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Cart } from './Cart';
import { resetCartStart } from './cart-start';
import { $cart, $cartModel } from './cart-store';
import { setCartApi } from './cart-sync';
import { cartOf, entry, fakeCartApi } from './cart-test-fixtures';

const money = { currency: 'USD', locale: 'en-US' };
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
let posted: { url: string; fields: Record<string, string> }[];

beforeEach(() => {
  resetCartStart();
  posted = [];
  document.cookie = `crumb=${'k'.repeat(32)}; Path=/`;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    posted.push({ url, fields: Object.fromEntries(new URLSearchParams(String(init.body))) });
    return new Response(null, { status: 204 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $cart.set({ initialized: false, totalQuantity: 0, subtotalText: '' });
  $cartModel.set({ status: 'loading', ready: false, cart: null });
});

function page() {
  const workshop = entry('e3', 'Workshop', 1, 8500, { itemId: 'prod-workshop', additionalFields: '{"f1":"Ana"}' });
  const cart = cartOf([workshop]);
  setCartApi(fakeCartApi(cart).api);
  render(
    <Cart
      cart={cart}
      money={money}
      minimumSubtotalCents={0}
      crumb={'c'.repeat(32)}
      extras={{}}
      forms={{ 'prod-workshop': [{ id: 'f1', type: 'text', title: 'Participant name' }] }}
    />,
  );
}

const events = () =>
  posted
    .filter((p) => p.url === '/api/events/RecordEvent')
    .map((p) => [p.fields.event, JSON.parse(p.fields.data!), p.fields.crumb]);

describe('cart page product form events (spec §2)', () => {
  it('records open and close when the shopper cancels, open and submit when they save', async () => {
    page();
    await settle();
    const sku = entry('e3', 'Workshop', 1, 8500).chosenVariant.sku;
    const data = { itemId: 'prod-workshop', sku };
    const crumb = 'k'.repeat(32);
    fireEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(events()).toEqual([
      ['cart_page_product_form_open', data, crumb],
      ['cart_page_product_form_close', data, crumb],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(events().slice(2)).toEqual([
      ['cart_page_product_form_open', data, crumb],
      ['cart_page_product_form_submit', data, crumb],
    ]);
  });
});
