import { describe, expect, it } from 'vitest';
import { pillCartProps } from './pill-cart-props';

const cart = { totalQuantity: 2, subtotalText: '$20.00' };

describe('pillCartProps', () => {
  it('shows the pill on ordinary pages, light by default', () => {
    expect(pillCartProps({ cart, pageType: 50 })).toEqual({
      cartPresent: false,
      totalQuantity: 2,
      subtotalText: '$20.00',
      style: 'light',
      hidden: false,
    });
  });

  it('tells the page when the request carried a cart cookie, and how to format money', () => {
    const money = { currency: 'EUR', locale: 'de-DE' };
    expect(pillCartProps({ cart, pageType: 50, cartPresent: true, money })).toMatchObject({ cartPresent: true, money });
  });

  it('takes the dark style from the store setting', () => {
    expect(pillCartProps({ cart, pageType: 1, storeSettings: { pillCartStyle: 'dark' } }).style).toBe('dark');
  });

  it('hides it on the cart page, on the checkout page, in express checkout and on custom-cart sites', () => {
    expect(pillCartProps({ cart, pageType: 200 }).hidden).toBe(true);
    expect(pillCartProps({ cart, pageType: 201 }).hidden).toBe(true);
    expect(pillCartProps({ cart, pageType: 2, storeSettings: { expressCheckout: true } }).hidden).toBe(true);
    expect(pillCartProps({ cart, pageType: 2, storeSettings: { isCustomCart: true } }).hidden).toBe(true);
  });
});
