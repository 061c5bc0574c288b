// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRUMB, fakeServer, ownerOf } from '../../test/fake-server';
import { product, variant } from '../../test/fixtures';
import { renderAppAt, settle } from '../../test/render-app';
import { withVariant } from './InventoryPanel';
import { PRODUCT_TYPES } from '../../../domain';
import type { WebsiteRoleName } from '../../../domain';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const jacket = product('jacket', 'Canvas Field Jacket', [
  variant('JK-S', 'S / Indigo', 0, { restockSignUps: 2 }),
  variant('JK-M', 'M / Indigo', 3),
]);
const mug = product('mug', 'Enamel Mug', [
  variant('MUG', 'Default', 12, { priceCents: 1800, salePriceCents: 1200, onSale: true }),
]);
const lamp = product('lamp', 'Camp Lamp', [variant('LAMP', 'Default', 0, { unlimited: true, priceCents: 3900 })]);

function inventoryServer(role: WebsiteRoleName = 'storeManager', more: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    ...more,
    'GET /api/owner/me': () => ({ body: { owner: ownerOf(role) } }),
    'GET /api/owner/inventory': ({ query }) =>
      query.get('cursor') === 'page-2'
        ? { body: { products: [lamp], hasNextPage: false, nextPageCursor: null } }
        : {
            body: {
              products: query.get('q') === 'mug' ? [mug] : [jacket, mug],
              hasNextPage: !query.get('q'),
              nextPageCursor: query.get('q') ? null : 'page-2',
            },
          },
    'PUT /api/owner/inventory/jacket/JK-S': ({ body }) => {
      const { qtyInStock, unlimited } = body as { qtyInStock: number; unlimited: boolean };
      return {
        body: { variant: variant('JK-S', 'S / Indigo', qtyInStock, { unlimited, restockSignUps: 0 }), notified: 2 },
      };
    },
    'GET /api/owner/settings/inventory': () => ({
      body: { scarcityOnProductPage: true, scarcityInBlocks: false, scarcityThreshold: 5, restockAutoSend: true },
    }),
    'PUT /api/owner/settings/inventory': ({ body }) => ({ body }),
  });
}

async function open(role?: WebsiteRoleName, more?: Parameters<typeof fakeServer>[0]) {
  const server = inventoryServer(role, more);
  renderAppAt('/config/inventory');
  await settle();
  return server;
}

const table = () => screen.getByRole('table');
const names = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('button').firstChild?.nextSibling?.textContent);

describe('the inventory panel', () => {
  it('lists products with stock and price, marks the sold-out ones, and records its events', async () => {
    const server = await open();
    expect(server.calls('GET', '/api/owner/inventory')[0].query.get('sort')).toBe('name');
    expect(names()).toEqual(['Canvas Field Jacket', 'Enamel Mug']);
    const rows = within(table()).getAllByRole('row');
    expect(rows[1].textContent).toContain('$48.00');
    expect(rows[1].textContent).toContain('3');
    expect(rows[2].textContent).toContain('12');
    expect(rows[2].textContent).toContain('$18.00');
    expect(screen.queryByText('Sold out')).toBeNull();
  });

  it('searches, sorts and goes to the next page and back, recording each', async () => {
    const server = await open();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '-stock' } });
    await settle();
    expect(server.calls('GET', '/api/owner/inventory').at(-1)?.query.get('sort')).toBe('-stock');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await settle();
    expect(server.calls('GET', '/api/owner/inventory').at(-1)?.query.get('cursor')).toBe('page-2');
    expect(names()).toEqual(['Camp Lamp']);
    expect(within(table()).getAllByRole('row')[1].textContent).toContain('Unlimited');
    expect(screen.getByText('Page 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await settle();
    expect(names()).toEqual(['Canvas Field Jacket', 'Enamel Mug']);

    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: ' mug ' } });
    fireEvent.submit(screen.getByRole('search'));
    await settle();
    const last = server.calls('GET', '/api/owner/inventory').at(-1);
    expect(last?.query.get('q')).toBe('mug');
    expect(last?.query.get('sort')).toBe('-stock');
    expect(last?.query.get('cursor')).toBeNull();
    expect(names()).toEqual(['Enamel Mug']);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(server.events()).toEqual(['inventory_sort', 'inventory_next_page', 'inventory_search']);
    const search = server.requests.find((r) => (r.body as { event?: string })?.event === 'inventory_search');
    expect(search?.body).toEqual({ crumb: CRUMB, event: 'inventory_search', data: '{"q":"mug"}' });
  });

  it('says so when a search finds nothing', async () => {
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf() } }),
      'GET /api/owner/inventory': () => ({ body: { products: [], hasNextPage: false, nextPageCursor: null } }),
    });
    renderAppAt('/config/inventory');
    await settle();
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'kayak' } });
    fireEvent.submit(screen.getByRole('search'));
    await settle();
    expect(screen.getByText('No products match “kayak”.')).toBeTruthy();
    expect(server.calls('GET', '/api/owner/inventory')).toHaveLength(2);
  });

  it('expands a row to its variants and sets stock inline, with the crumb, saying how many were notified', async () => {
    const server = await open();
    const toggle = screen.getByRole('button', { name: /Canvas Field Jacket/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const variants = screen.getByRole('rowgroup', { name: 'Variants of Canvas Field Jacket' });
    expect(
      within(variants)
        .getAllByRole('row')
        .map((row) => row.querySelector('strong')?.textContent),
    ).toEqual(['S / Indigo', 'M / Indigo']);
    // Each variant's cells sit under the table's own headers: name, stock, price.
    const [first] = within(variants).getAllByRole('row');
    expect([...first!.children].map((cell) => cell.getAttribute('data-label'))).toEqual([null, 'Stock', 'Price']);
    expect(within(variants).getByText('2 restock sign-ups')).toBeTruthy();

    const qty = screen.getByLabelText('Stock of Canvas Field Jacket, S / Indigo') as HTMLInputElement;
    fireEvent.change(qty, { target: { value: '-1' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Set stock of Canvas Field Jacket, S / Indigo' }));
    expect(screen.getByText('Enter a whole number from 0 to 1,000,000.')).toBeTruthy();
    expect(server.calls('PUT', '/api/owner/inventory/jacket/JK-S')).toHaveLength(0);

    fireEvent.change(qty, { target: { value: '4' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Set stock of Canvas Field Jacket, S / Indigo' }));
    await settle();
    const [put] = server.calls('PUT', '/api/owner/inventory/jacket/JK-S');
    expect(put.body).toEqual({ qtyInStock: 4, unlimited: false, seen: { qtyInStock: 0, unlimited: false } });
    expect(put.headers.get('X-CSRF-Token')).toBe(CRUMB);
    expect(screen.getByText('Saved. 2 restock notices sent.')).toBeTruthy();
    // The product row adds the new stock up: 4 + 3.
    expect(within(table()).getAllByRole('row')[1].textContent).toContain('7');
    expect(server.events()).toEqual(['inventory_row_expand']);
  });

  it('sets a variant unlimited', async () => {
    const server = await open();
    fireEvent.click(screen.getByRole('button', { name: /Canvas Field Jacket/ }));
    const form = screen.getByRole('form', { name: 'Set stock of Canvas Field Jacket, S / Indigo' });
    fireEvent.click(within(form).getByLabelText('Unlimited'));
    expect((within(form).getByLabelText('Stock of Canvas Field Jacket, S / Indigo') as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.submit(form);
    await settle();
    expect(server.calls('PUT', '/api/owner/inventory/jacket/JK-S')[0].body).toEqual({
      qtyInStock: 0,
      unlimited: true,
      seen: { qtyInStock: 0, unlimited: false },
    });
    expect(within(table()).getAllByRole('row')[1].textContent).toContain('Unlimited');
  });

  it('shows a 409 with the stock as it is now (a sale came in between), and saving again applies over it', async () => {
    const CHANGED =
      'The stock changed since you opened it (a sale or another owner): it is now 1. Check it and save again.';
    // The server holds 1 of the medium jacket (two were sold since the list was read as 3).
    const server = await open('storeManager', {
      'PUT /api/owner/inventory/jacket/JK-M': ({ body }) => {
        const { qtyInStock, seen } = body as { qtyInStock: number; seen: { qtyInStock: number } };
        return seen.qtyInStock === 1
          ? { body: { variant: variant('JK-M', 'M / Indigo', qtyInStock), notified: 0 } }
          : { status: 409, body: { error: CHANGED, variant: variant('JK-M', 'M / Indigo', 1) } };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /Canvas Field Jacket/ }));
    const form = screen.getByRole('form', { name: 'Set stock of Canvas Field Jacket, M / Indigo' });
    const qty = within(form).getByLabelText('Stock of Canvas Field Jacket, M / Indigo') as HTMLInputElement;
    fireEvent.change(qty, { target: { value: '10' } });
    fireEvent.submit(form);
    await settle();
    expect(within(form).getByText(CHANGED)).toBeTruthy();
    // The product row now adds up the current stock: 0 + 1; the owner's 10 stays to save again.
    expect(within(table()).getAllByRole('row')[1].textContent).toContain('1');
    expect(qty.value).toBe('10');
    fireEvent.submit(form);
    await settle();
    const puts = server.calls('PUT', '/api/owner/inventory/jacket/JK-M');
    expect(puts.map((p) => (p.body as { seen: unknown }).seen)).toEqual([
      { qtyInStock: 3, unlimited: false },
      { qtyInStock: 1, unlimited: false },
    ]);
    expect(within(form).getByText('Saved.')).toBeTruthy();
    expect(within(table()).getAllByRole('row')[1].textContent).toContain('10');
  });

  it('shows stock read-only to a role that cannot change it', async () => {
    await open('viewer');
    fireEvent.click(screen.getByRole('button', { name: /Canvas Field Jacket/ }));
    expect(screen.queryByRole('form', { name: /Set stock of/ })).toBeNull();
    expect(screen.getByText('Stock: 0')).toBeTruthy();
  });

  it('edits the scarcity and restock settings in a dialog', async () => {
    const server = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Inventory settings' });
    expect((within(dialog).getByLabelText('Show on product pages') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Show in product blocks'));
    fireEvent.change(within(dialog).getByLabelText('Show when stock is at or below'), { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Scarcity threshold: enter a whole number from 0 to 1,000,000.',
    );
    fireEvent.change(within(dialog).getByLabelText('Show when stock is at or below'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await settle();
    const [put] = server.calls('PUT', '/api/owner/settings/inventory');
    expect(put.body).toEqual({
      scarcityOnProductPage: true,
      scarcityInBlocks: true,
      scarcityThreshold: 3,
      restockAutoSend: true,
    });
    expect(put.headers.get('X-CSRF-Token')).toBe(CRUMB);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.events()).toEqual(['inventory_settings', 'inventory_settings']);
  });

  it('shows the settings read-only to a role without store settings', async () => {
    await open('viewer');
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await settle();
    expect(screen.getByText('Your role can read these settings but not change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });

  it('says what went wrong when the inventory cannot load, and tries again', async () => {
    let fail = true;
    fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf() } }),
      'GET /api/owner/inventory': () =>
        fail
          ? { status: 403, body: { error: 'Your role does not allow this.' } }
          : { body: { products: [jacket], hasNextPage: false, nextPageCursor: null } },
    });
    renderAppAt('/config/inventory');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Your role does not allow this.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(names()).toEqual(['Canvas Field Jacket']);
  });
});

describe('withVariant', () => {
  it('works out the sold-out flag again for stocked products only (spec §4: digital products and gift cards never sell out)', () => {
    const shirt = product('shirt', 'Shirt', [variant('SH', 'Default', 2)]);
    expect(withVariant(shirt, variant('SH', 'Default', 0)).soldOut).toBe(true);
    const guide = product('guide', 'Trail Guide PDF', [variant('PDF', 'Default', 2)], {
      productType: PRODUCT_TYPES.digital,
    });
    expect(withVariant(guide, variant('PDF', 'Default', 0)).soldOut).toBe(false);
    const card = product('card', 'Gift Card', [variant('GC', 'Default', 1)], { productType: PRODUCT_TYPES.giftCard });
    expect(withVariant(card, variant('GC', 'Default', 0)).soldOut).toBe(false);
  });
});
