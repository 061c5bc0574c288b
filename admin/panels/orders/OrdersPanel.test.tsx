// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';
import type { OrderDetail, OrderSummary } from '../../../domain';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const summary = (n: number, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id: `00000000-0000-4000-8000-00000000${n}`,
  orderNumber: n,
  createdOn: '2026-11-24T15:30:00.000Z',
  email: `buyer${n}@example.com`,
  itemCount: 2,
  grandTotalCents: 6600,
  currency: 'USD',
  testMode: false,
  isSubscription: false,
  shippedOn: null,
  ...overrides,
});

const detail: OrderDetail = {
  ...summary(1002, { testMode: true }),
  items: [
    {
      itemId: 'jacket',
      sku: 'JK-S',
      productName: 'Canvas Field Jacket',
      quantity: 1,
      unitPriceCents: 4800,
      lineTotalCents: 4800,
      additionalFields: { 'Gift note': 'Happy birthday' },
    },
    {
      itemId: 'mug',
      sku: 'MUG',
      productName: 'Enamel Mug',
      quantity: 1,
      unitPriceCents: 1800,
      lineTotalCents: 1800,
      additionalFields: null,
    },
  ],
  subtotalCents: 6600,
  discountCents: 500,
  shippingCents: 700,
  taxCents: 0,
  giftCardCents: 1000,
  chargedCents: 5800,
  couponCodes: ['FALL5'],
  shippingAddress: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '12 St James’s Square',
    city: 'London',
    postalCode: 'SW1Y 4JH',
    countryCode: 'GB',
  },
  shippingOptionId: 'standard',
  payment: { provider: 'test', id: 'pay_123' },
  giftCards: [{ code: 'GIFT-ABCD', amountCents: 1000, balanceCents: 1500 }],
  shipment: null,
  grandTotalCents: 6800,
};

function ordersServer() {
  return fakeServer({
    'GET /api/owner/me': () => ({ body: { owner: ownerOf('billing') } }),
    'GET /api/owner/orders': ({ query }) => ({
      body: {
        orders:
          query.get('q') === 'nobody'
            ? []
            : [summary(1002, { testMode: true }), summary(1001, { isSubscription: true })],
        hasNextPage: false,
        nextPageCursor: null,
      },
    }),
    'GET /api/owner/orders/1002': () => ({ body: detail }),
    'GET /api/owner/orders/999': () => ({ status: 404, body: { error: 'No order 999.' } }),
  });
}

describe('the orders panel', () => {
  it('lists orders newest first with their flags, searches, and opens one', async () => {
    const server = ordersServer();
    renderAppAt('/config/orders');
    await settle();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['#1002', '#1001']);
    expect(rows[0].textContent).toContain('Test');
    expect(rows[0].textContent).toContain('$66.00');
    expect(rows[1].textContent).toContain('Subscription');

    fireEvent.change(screen.getByLabelText('Search orders'), { target: { value: 'nobody' } });
    fireEvent.submit(screen.getByRole('search'));
    await settle();
    expect(server.calls('GET', '/api/owner/orders').at(-1)?.query.get('q')).toBe('nobody');
    expect(screen.getByText('No orders match “nobody”.')).toBeTruthy();
  });

  it('shows an order: items, totals, address, payment and gift cards', async () => {
    ordersServer();
    renderAppAt('/config/orders');
    await settle();
    fireEvent.click(screen.getByRole('link', { name: '#1002' }));
    await settle();
    expect(window.location.pathname).toBe('/config/orders/1002');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order #1002Test');
    expect(screen.getByText('This order was placed in test mode: no money moved.')).toBeTruthy();
    const items = within(screen.getAllByRole('table')[0]).getAllByRole('row').slice(1);
    expect(items[0].textContent).toContain('Canvas Field Jacket');
    expect(items[0].textContent).toContain('Gift noteHappy birthday');
    const totals = [...document.querySelectorAll('.totals > div')].map((d) => d.textContent);
    expect(totals).toEqual([
      'Subtotal$66.00',
      'Discount-$5.00',
      'Shipping$7.00',
      'Tax$0.00',
      'Total$68.00',
      'Paid by gift card-$10.00',
      'Charged$58.00',
    ]);
    expect(document.querySelector('address')?.textContent).toBe('Ada Lovelace12 St James’s SquareLondon SW1Y 4JHGB');
    expect(document.body.textContent).toContain('Coupons: FALL5');
    expect(document.body.textContent).toContain('test, reference pay_123');
    expect(document.body.textContent).toContain('GIFT-ABCD: $10.00 used, $15.00 left');
    fireEvent.click(screen.getByRole('link', { name: 'All orders' }));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
  });

  it('marks an order shipped for a store manager, with the server naming a bad tracking link', async () => {
    const shipped = {
      ...detail,
      shippedOn: '2026-11-25T10:00:00.000Z',
      shipment: { carrier: 'UPS', trackingNumber: '1Z999' },
    };
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('storeManager') } }),
      'GET /api/owner/orders/1002': () => ({ body: detail }),
      'POST /api/owner/orders/1002/shipment': ({ body }) =>
        (body as { trackingUrl?: string }).trackingUrl === 'javascript:alert(1)'
          ? {
              status: 400,
              body: {
                error: 'Some fields are missing or invalid.',
                fieldErrors: { trackingUrl: 'The tracking link must start with https:// or http://.' },
              },
            }
          : { body: { order: shipped, notified: true } },
    });
    renderAppAt('/config/orders/1002');
    await settle();
    expect(screen.getByRole('heading', { name: 'Not shipped yet' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Carrier'), { target: { value: 'UPS' } });
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: '1Z999' } });
    fireEvent.change(screen.getByLabelText('Tracking link'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Mark as shipped' }).closest('form')!);
    await settle();
    expect(screen.getByText('The tracking link must start with https:// or http://.')).toBeTruthy();
    expect(screen.getByLabelText('Tracking link').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Tracking link'), { target: { value: '' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Mark as shipped' }).closest('form')!);
    await settle();
    expect(server.calls('POST', '/api/owner/orders/1002/shipment').at(-1)?.body).toEqual({
      carrier: 'UPS',
      trackingNumber: '1Z999',
      trackingUrl: '',
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Marked shipped. buyer1002@example.com was sent the shipping notice.',
    );
    expect(screen.getByRole('heading', { name: /^Shipped / })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save shipment' })).toBeTruthy();
  });

  it('shows no shipment form to a role that cannot fulfil orders', async () => {
    ordersServer();
    renderAppAt('/config/orders/1002');
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order #1002Test');
    expect(screen.queryByRole('button', { name: 'Mark as shipped' })).toBeNull();
  });

  it('says so when the order does not exist', async () => {
    ordersServer();
    renderAppAt('/config/orders/999');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('No order 999.');
  });
});
