// @vitest-environment happy-dom
/**
 * The products list against a stand-in server: the filters ask the server, prices show as the
 * storefront writes money, Duplicate opens the copy's editor, Delete names the revision.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';
import type { ProductSummary } from '../../../domain';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const stove: ProductSummary = {
  id: 'prod-stove',
  key: 'shop/prod-stove',
  urlId: 'stove',
  url: '/shop/stove',
  name: 'Camp Stove',
  productType: 1,
  status: 'published',
  published: true,
  changed: false,
  priceCents: 6000,
  salePriceCents: 4500,
  variantCount: 2,
  stock: 3,
  imageUrl: null,
  revision: 4,
  updatedAt: '2026-11-28T09:00:00.000Z',
};

function productsServer() {
  return fakeServer({
    'GET /api/owner/me': () => ({ body: { owner: ownerOf('storeManager') } }),
    'GET /api/owner/content/products': () => ({ body: { products: [stove], currency: 'USD' } }),
    'POST /api/owner/content/products/prod-stove/duplicate': () => ({
      status: 201,
      body: { id: 'prod-stove-copy', urlId: 'stove-copy', revision: 1 },
    }),
    'DELETE /api/owner/content/products/prod-stove': () => ({ body: { revision: 5 } }),
  });
}

describe('products list', () => {
  it('lists products with their price as the store writes it, and filters on the server', async () => {
    const server = productsServer();
    renderAppAt('/config/products');
    await settle();
    const row = screen.getByRole('link', { name: 'Camp Stove' }).closest('tr')!;
    expect(within(row).getByText('$60.00')).toBeTruthy();
    expect(within(row).getByText('$45.00', { exact: false })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Product type'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'unpublished' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-low' } });
    await settle();
    const last = server.calls('GET', '/api/owner/content/products').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ type: '2', status: 'unpublished', sort: 'price-low' });
  });

  it('duplicates into the copy’s editor, and deletes with the revision it listed', async () => {
    const server = productsServer();
    renderAppAt('/config/products');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Camp Stove' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await settle();
    expect(server.calls('DELETE', '/api/owner/content/products/prod-stove')[0]!.query.get('revision')).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Camp Stove' }));
    await settle();
    expect(window.location.pathname).toBe('/config/products/prod-stove-copy');
  });
});
