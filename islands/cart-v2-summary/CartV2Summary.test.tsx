// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetCartStart } from '../cart/cart-start';
import { $cart, $cartModel } from '../cart/cart-store';
import { setCartApi } from '../cart/cart-sync';
import { cartOf, entry, fakeCartApi } from '../cart/cart-test-fixtures';
import { CartV2Summary } from './CartV2Summary';
import { CATALOGUES, pickWords, SHOP_WORD_KEYS } from '../../domain';

const money = { currency: 'USD', locale: 'en-US' };
const countries = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
];
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => resetCartStart());
afterEach(() => {
  cleanup();
  $cart.set({ initialized: false, totalQuantity: 0, subtotalText: '' });
  $cartModel.set({ status: 'loading', ready: false, cart: null });
});

describe('CartV2Summary', () => {
  it('estimates shipping through the shared cart store and offers express checkout', async () => {
    const cart = cartOf([entry('e1', 'Camp Lamp', 1, 2000)], { requiresShipping: true });
    const server = fakeCartApi(cart);
    const sent: unknown[] = [];
    setCartApi({
      ...server.api,
      setShipping: (body) => {
        sent.push(body);
        return Promise.resolve({
          ...cart,
          shippingOptions: [{ id: 'flat', name: 'Standard', costCents: 500 }],
          selectedShippingOption: { id: 'flat', name: 'Standard', costCents: 500 },
          shippingCostCents: 500,
          grandTotalCents: 2500,
        });
      },
    });
    render(<CartV2Summary cart={cart} money={money} countries={countries} />);
    await settle();
    expect(screen.getByRole('link', { name: 'Express checkout' }).getAttribute('href')).toBe('/checkout');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'CA' } });
    fireEvent.change(screen.getByLabelText('State or region (optional)'), { target: { value: 'ON' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    await settle();
    expect(sent).toEqual([{ location: { country: 'CA', region: 'ON' } }]);
    expect(screen.getByText('$5.00')).toBeTruthy();
    expect(document.querySelector('[data-total="estimate"]')!.textContent).toBe('$25.00');
  });

  it('says a free shipping option is free, as the checkout does', async () => {
    const free = { id: 'standard', name: 'Standard', costCents: 0 };
    const cart = {
      ...cartOf([entry('e1', 'Camp Lamp', 1, 2000)], { requiresShipping: true }),
      shippingOptions: [free, { id: 'express', name: 'Express', costCents: 1800 }],
      selectedShippingOption: free,
    };
    setCartApi(fakeCartApi(cart).api);
    render(<CartV2Summary cart={cart} money={money} countries={countries} />);
    await settle();
    expect([...document.querySelectorAll('[data-shipping-cost]')].map((cost) => cost.textContent)).toEqual([
      'Free',
      '$18.00',
    ]);
    expect(screen.getByLabelText('Standard: Free')).toBeTruthy();
    // In French, the language's colon between the option and its price, the price still in its span.
    cleanup();
    const words = pickWords(CATALOGUES.fr!.words, SHOP_WORD_KEYS);
    render(
      <CartV2Summary cart={cart} money={{ currency: 'EUR', locale: 'fr-FR' }} countries={countries} words={words} />,
    );
    await settle();
    const choices = [...document.querySelectorAll('label.choice')].map((label) => label.textContent);
    expect(choices).toEqual([' Standard\u202f: Gratuit', ' Express\u202f: 18,00\u00a0€']);
    expect(document.querySelector('[data-shipping-cost]')!.textContent).toBe('Gratuit');
  });

  it('shows nothing for an empty cart', () => {
    setCartApi(fakeCartApi(cartOf([])).api);
    const { container } = render(<CartV2Summary cart={cartOf([])} money={money} countries={countries} />);
    expect(container.textContent).toBe('');
  });
});
