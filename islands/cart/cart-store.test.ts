import { afterEach, describe, expect, it } from 'vitest';
import { $cart, syncCart } from './cart-store';

afterEach(() => $cart.set({ initialized: false, totalQuantity: 0, subtotalText: '' }));

describe('cart store', () => {
  it('starts uninitialized and empty', () => {
    expect($cart.get()).toEqual({ initialized: false, totalQuantity: 0, subtotalText: '' });
  });

  it('becomes initialized on first sync', () => {
    syncCart({ items: 3, subtotal: '$42.00' });
    expect($cart.get()).toEqual({ initialized: true, totalQuantity: 3, subtotalText: '$42.00' });
  });

  it('defaults items to 0', () => {
    syncCart({ subtotal: '$0.00' });
    expect($cart.get().totalQuantity).toBe(0);
  });
});
