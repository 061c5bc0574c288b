// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formProps, jacket } from '../product-detail/test-props';
import { QuickView } from './QuickView';
import type { QuickViewData } from './types';

const data: QuickViewData = {
  id: 'jacket',
  title: 'Jacket',
  fullUrl: '/shop/jacket',
  priceHtml: '<div class="product-price">$10.00</div>',
  image: { src: '/olive.svg', alt: 'Olive jacket' },
  form: formProps(jacket),
};
let fetchMock: ReturnType<typeof vi.fn>;
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async (url: string) =>
    url.startsWith('/api/census')
      ? new Response(null, { status: 204 })
      : new Response(JSON.stringify(data), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  document.body.innerHTML = '<button type="button" data-quick-view="jacket">Quick View</button>';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('QuickView', () => {
  it('renders nothing until a quick-view button is clicked', () => {
    render(<QuickView closeLabel="Close" detailsLabel="View full details" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("records the hit and opens the item's product form in a dialog named by its title", async () => {
    render(<QuickView closeLabel="Close" detailsLabel="View full details" />);
    const opener = screen.getByRole('button', { name: 'Quick View' });
    opener.focus();
    fireEvent.click(opener);
    await flush();
    expect(fetchMock.mock.calls.map((c) => [c[0], (c[1] as RequestInit).method])).toEqual([
      ['/api/census/RecordQuickView/jacket', 'POST'],
      ['/api/commerce/products/jacket/quick-view', 'GET'],
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Jacket' });
    expect(dialog.querySelector('[data-product-price="jacket"]')!.textContent).toBe('$10.00');
    expect(screen.getByRole('combobox', { name: 'Size' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View full details' }).getAttribute('href')).toBe('/shop/jacket');
    fireEvent.change(screen.getByRole('combobox', { name: 'Size' }), { target: { value: 'S' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Color' }), { target: { value: 'Navy' } });
    expect(dialog.querySelector('img')!.getAttribute('src')).toBe('/navy.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
