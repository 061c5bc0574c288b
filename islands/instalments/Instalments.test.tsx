// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cartModel } from '../cart/cart-store';
import { cartOf, entry } from '../cart/cart-test-fixtures';
import { Instalments, type InstalmentsProps } from './Instalments';

const inRange: InstalmentsProps = {
  locale: 'en_US',
  brand: 'Afterpay',
  inRange: true,
  text: 'or 4 interest-free payments of $37.00 with',
  infoUrl: '/instalments/en_US.html',
};
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('<html><body><h3>Pay in 4</h3></body></html>', { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  $cartModel.set({ status: 'loading', ready: false, cart: null });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Instalments', () => {
  it("in range shows 'or … with' and the pill, which opens the popup with the locale's page", async () => {
    render(<Instalments {...inRange} />);
    expect(document.querySelector('.instalments')!.textContent).toBe(
      'or 4 interest-free payments of $37.00 with Afterpay',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Afterpay' }));
    await flush();
    expect(fetch).toHaveBeenCalledWith('/instalments/en_US.html', expect.anything());
    const dialog = screen.getByRole('dialog', { name: 'Afterpay' });
    expect(dialog.querySelector('.instalments__info')!.innerHTML).toBe('<h3>Pay in 4</h3>');
  });

  it('closes on its close button and on Escape (cancel), focus back on the pill', async () => {
    render(<Instalments {...inRange} />);
    const pill = screen.getByRole('button', { name: 'Afterpay' });
    pill.focus();
    fireEvent.click(pill);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(pill);
    fireEvent.click(pill);
    await flush();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click outside its body (on the backdrop)', async () => {
    render(<Instalments {...inRange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Afterpay' }));
    await flush();
    fireEvent.click(document.querySelector('.instalments__info')!);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('only warns when the page cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    render(<Instalments {...inRange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Afterpay' }));
    await flush();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('is withdrawn once the loaded cart holds an item that is not physical', () => {
    $cartModel.set({ status: 'loaded', ready: true, cart: cartOf([entry('a', 'Lantern', 1, 6400)]) });
    render(<Instalments {...inRange} />);
    expect(screen.getByRole('button', { name: 'Afterpay' })).toBeTruthy();
    act(() =>
      $cartModel.set({
        status: 'loaded',
        ready: true,
        cart: cartOf([entry('a', 'Lantern', 1, 6400), entry('b', 'Field Guide', 1, 1200, { productType: 2 })]),
      }),
    );
    expect(document.querySelector('.instalments')).toBeNull();
  });

  it('out of range shows the range message and no pill', () => {
    render(<Instalments {...inRange} inRange={false} text="Afterpay available for orders over $35.00" />);
    expect(document.querySelector('.instalments')!.textContent).toBe('Afterpay available for orders over $35.00');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
