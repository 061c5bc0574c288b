// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $cart, syncCart } from '../cart/cart-store';
import { PillCart } from './PillCart';
import type { PillCartProps } from './PillCart';

const base: PillCartProps = { totalQuantity: 3, subtotalText: '$30.00', style: 'light', hidden: false };
const link = () => document.querySelector<HTMLAnchorElement>('a.pill-cart')!;

afterEach(() => {
  cleanup();
  $cart.set({ initialized: false, totalQuantity: 0, subtotalText: '' });
});

describe('PillCart', () => {
  it('links to /cart with the count and subtotal', () => {
    render(<PillCart {...base} />);
    expect(screen.getByRole('link', { name: 'Cart, 3 items $30.00' }).getAttribute('href')).toBe('/cart');
    expect(link().hidden).toBe(false);
  });

  it('shows 100+ above 100, spoken as more than 100 items', () => {
    render(<PillCart {...base} totalQuantity={250} />);
    expect(link().querySelector('.pill-cart__count')!.textContent).toBe('100+');
    expect(screen.getByRole('link').textContent).toContain('more than 100 items');
  });

  it('is hidden when the cart is empty', () => {
    render(<PillCart {...base} totalQuantity={0} />);
    expect(link().hidden).toBe(true);
  });

  it('stays hidden when the server says so, whatever the cart holds', () => {
    render(<PillCart {...base} hidden />);
    act(() => syncCart({ items: 5, subtotal: '$50.00' }));
    expect(link().hidden).toBe(true);
  });

  it('takes the light or dark style', () => {
    render(<PillCart {...base} style="dark" />);
    expect(link().className).toBe('pill-cart pill-cart--dark');
  });

  it('seeds the shared store from its props once mounted', () => {
    render(<PillCart {...base} />);
    expect($cart.get()).toEqual({ initialized: true, totalQuantity: 3, subtotalText: '$30.00' });
  });

  it('follows the store when another island changes the cart', () => {
    render(<PillCart {...base} totalQuantity={0} subtotalText="$0.00" />);
    act(() => syncCart({ items: 2, subtotal: '$12.00' }));
    expect(link().hidden).toBe(false);
    expect(screen.getByRole('link').textContent).toContain('$12.00');
    act(() => syncCart({ items: 0, subtotal: '$0.00' }));
    expect(link().hidden).toBe(true);
  });
});
