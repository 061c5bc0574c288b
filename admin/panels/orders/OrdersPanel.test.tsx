// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';
import { OrderGiftCards } from './OrderGiftCards';
import type { OrderChange, OrderDetail, OrderSummary } from '../../../domain';

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
  refundedCents: 0,
  cancelledOn: null,
  ships: true,
  status: 'notShipped',
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
      options: [
        { name: 'Size', value: 'S' },
        { name: 'Colour', value: 'Olive' },
      ],
      variantText: 'Size: S, Colour: Olive',
    },
    {
      itemId: 'mug',
      sku: 'MUG',
      productName: 'Enamel Mug',
      quantity: 1,
      unitPriceCents: 1800,
      lineTotalCents: 1800,
      additionalFields: null,
      options: [],
      variantText: '',
    },
  ],
  subtotalCents: 6600,
  discountCents: 500,
  shippingCents: 700,
  taxCents: 0,
  giftCardCents: 1000,
  giftCardPayments: [],
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
  shippingOptionName: 'Standard (3–5 business days)',
  payment: { provider: 'test', id: 'pay_123' },
  giftCards: [{ codeEnding: '…ABCD', amountCents: 1000, balanceCents: 1500 }],
  shipment: null,
  grandTotalCents: 6800,
  refundableCents: 5800,
  stockReturned: false,
  changes: [],
  startedSubscription: null,
};

function ordersServer() {
  return fakeServer({
    'GET /api/owner/me': () => ({ body: { owner: ownerOf('billing') } }),
    'GET /api/owner/orders': ({ query }) => ({
      body: {
        orders:
          query.get('q') === 'nobody'
            ? []
            : query.get('status') === 'cancelled'
              ? [summary(1001, { status: 'cancelled', cancelledOn: '2026-11-25T10:00:00.000Z' })]
              : [summary(1002, { testMode: true }), summary(1001, { isSubscription: true, status: 'shipped' })],
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
    expect(rows.map((r) => r.querySelector('.badge--status')?.textContent)).toEqual(['Not shipped', 'Shipped']);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'cancelled' } });
    await settle();
    expect(server.calls('GET', '/api/owner/orders').at(-1)?.query.get('status')).toBe('cancelled');
    const cancelled = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(cancelled.map((r) => r.querySelector('.badge--status')?.textContent)).toEqual(['Cancelled']);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await settle();

    fireEvent.change(screen.getByLabelText('Search orders'), { target: { value: 'nobody' } });
    fireEvent.submit(screen.getByRole('search'));
    await settle();
    expect(server.calls('GET', '/api/owner/orders').at(-1)?.query.get('q')).toBe('nobody');
    expect(screen.getByText('No orders match “nobody”.')).toBeTruthy();
  });

  it("says every date in the site's time zone, not the browser's, and keeps each status badge its own width", async () => {
    // Tokyo: 15:30 UTC on the 24th is 00:30 on the 25th there, whatever the browser's zone.
    const owner = ownerOf('billing');
    const tokyo = { ...owner, site: { ...owner.site, timeZone: 'Asia/Tokyo' } };
    const change: OrderChange = {
      id: 'c1',
      kind: 'refund',
      amountCents: 500,
      stockReturned: false,
      reason: '',
      by: 'owner@example.com',
      createdOn: '2026-11-25T16:00:00.000Z',
    };
    fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: tokyo } }),
      'GET /api/owner/orders': () => ({
        body: { orders: [summary(1002)], hasNextPage: false, nextPageCursor: null },
      }),
      'GET /api/owner/orders/1002': () => ({
        body: { ...detail, shippedOn: '2026-11-25T23:45:00.000Z', status: 'shipped', changes: [change] },
      }),
    });
    renderAppAt('/config/orders');
    await settle();
    const [row] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(row.querySelector('td[data-label="Placed"]')?.textContent).toBe('Nov 25, 2026, 12:30 AM');
    // On a phone's card the cell is a grid: the badge sits in a span of its own, not stretched as a grid item.
    const badge = row.querySelector('td[data-label="Status"] .badge--status')!;
    expect(badge.parentElement?.tagName).toBe('SPAN');
    expect(badge.parentElement?.parentElement?.getAttribute('data-label')).toBe('Status');

    fireEvent.click(screen.getByRole('link', { name: '#1002' }));
    await settle();
    expect(document.body.textContent).toContain('Placed Nov 25, 2026, 12:30 AM by');
    expect(document.body.textContent).toContain('Shipped Nov 26, 2026, 8:45 AM');
    expect(document.body.textContent).toContain('Nov 26, 2026, 1:00 AM by');
  });

  it('shows an order: items, totals, address, payment and gift cards', async () => {
    ordersServer();
    renderAppAt('/config/orders');
    await settle();
    fireEvent.click(screen.getByRole('link', { name: '#1002' }));
    await settle();
    expect(window.location.pathname).toBe('/config/orders/1002');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order #1002TestNot shipped');
    expect(screen.getByText('This order was placed in test mode: no money moved.')).toBeTruthy();
    const items = within(screen.getAllByRole('table')[0]).getAllByRole('row').slice(1);
    expect(items[0].textContent).toContain('Canvas Field Jacket');
    // The variant bought is named by its options under the product's name; a line without options has none.
    expect(within(items[0]).getByText('Size: S, Colour: Olive').className).toBe('line-variant');
    expect(items[1].querySelector('.line-variant')).toBeNull();
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
    // The country's order, the name first, the country named.
    expect([...document.querySelectorAll('address .address__line')].map((l) => l.textContent)).toEqual([
      'Ada Lovelace',
      '12 St James’s Square',
      'London',
      'SW1Y 4JH',
      'United Kingdom',
    ]);
    expect(document.body.textContent).toContain('Shipping option: Standard (3–5 business days)');
    expect(document.body.textContent).not.toContain('Shipping option: standard');
    expect(document.body.textContent).toContain('Coupons: FALL5');
    expect(document.body.textContent).toContain('test, reference pay_123');
    // The card it was paid with apart from the one it issued, which reads as bought, not spent.
    expect(document.body.textContent).toContain('Paid with a gift card: $10.00');
    expect(document.body.textContent).toContain('Issued: $10.00 gift card, code …ABCD, balance $15.00');
    expect(document.body.textContent).not.toContain('used,');
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
    expect(within(screen.getByRole('form', { name: /^Shipped / })).getByRole('status').textContent).toBe(
      'Marked shipped. buyer1002@example.com was sent the shipping notice.',
    );
    expect(screen.getByRole('heading', { name: /^Shipped / })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save shipment' })).toBeTruthy();
  });

  it('says an order with nothing to ship is done, in the list and in full, and offers no shipping for it', async () => {
    // A membership bought with an address at checkout: still nothing to send.
    const membership: OrderDetail = {
      ...detail,
      orderNumber: 1003,
      ships: false,
      status: 'paid',
      shippingOptionId: null,
      shippingOptionName: null,
      shippingCents: 0,
      grandTotalCents: 6100,
      items: [{ ...detail.items[1]!, itemId: 'club', sku: 'MEMBER-MONTH', productName: 'Monthly Membership' }],
    };
    fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('storeManager') } }),
      'GET /api/owner/orders': () => ({
        body: {
          orders: [summary(1003, { ships: false, status: 'paid' }), summary(1002)],
          hasNextPage: false,
          nextPageCursor: null,
        },
      }),
      'GET /api/owner/orders/1003': () => ({ body: membership }),
    });
    renderAppAt('/config/orders');
    await settle();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('.badge--status')?.textContent)).toEqual(['Nothing to ship', 'Not shipped']);
    expect(rows[0].querySelector('.badge--status')?.className).toContain('badge--ok');

    fireEvent.click(within(rows[0]).getByRole('link', { name: '#1003' }));
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order #1003TestNothing to ship');
    expect(screen.getByText('Nothing in this order ships: it holds no physical product.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as shipped' })).toBeNull();
    expect(screen.queryByText('Not shipped yet')).toBeNull();
    expect(screen.queryByLabelText('Carrier')).toBeNull();
    // No shipping heading, address or line: the address the checkout was given is not one to ship to.
    expect(screen.queryByRole('heading', { name: 'Shipping' })).toBeNull();
    expect(document.querySelector('address')).toBeNull();
    expect(document.body.textContent).not.toContain('Ada Lovelace');
    expect([...document.querySelectorAll('.totals dt')].map((d) => d.textContent)).toEqual([
      'Subtotal',
      'Discount',
      'Tax',
      'Total',
      'Paid by gift card',
      'Charged',
    ]);
    // The buyer's e-mail stays.
    expect(document.body.textContent).toContain('buyer1002@example.com');
  });

  it('refunds part with the server naming a bad amount, one key per click until it succeeds, then cancels', async () => {
    let current: OrderDetail = { ...detail, testMode: false };
    const refund: OrderChange = {
      id: 'c1',
      kind: 'refund',
      amountCents: 500,
      stockReturned: true,
      reason: 'Scratched',
      by: 'owner@example.com',
      createdOn: '2026-11-25T10:00:00.000Z',
    };
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('storeManager') } }),
      'GET /api/owner/orders/1002': () => ({ body: current }),
      'POST /api/owner/orders/1002/refund': ({ body }) => {
        if ((body as { amountCents: number }).amountCents > 5800)
          return {
            status: 400,
            body: {
              error: 'Some fields are missing or invalid.',
              fieldErrors: { amountCents: 'At most $58.00 is left to refund.' },
            },
          };
        current = {
          ...current,
          refundedCents: 500,
          refundableCents: 5300,
          status: 'partlyRefunded',
          stockReturned: true,
          changes: [refund],
        };
        return { body: { order: current, change: refund, applied: true, notified: true } };
      },
      'POST /api/owner/orders/1002/cancel': () => {
        const cancel: OrderChange = {
          ...refund,
          id: 'c2',
          kind: 'cancel',
          amountCents: 5300,
          stockReturned: false,
          reason: '',
        };
        current = {
          ...current,
          refundedCents: 5800,
          refundableCents: 0,
          status: 'cancelled',
          cancelledOn: '2026-11-25T11:00:00.000Z',
          changes: [refund, cancel],
        };
        return { body: { order: current, change: cancel, applied: true, notified: true } };
      },
    });
    renderAppAt('/config/orders/1002');
    await settle();
    const form = screen.getByRole('form', { name: 'Refund' });
    const amount = within(form).getByLabelText('Amount (USD)') as HTMLInputElement;
    expect(amount.value).toBe('58.00');
    fireEvent.change(amount, { target: { value: 'NaN' } });
    fireEvent.submit(form);
    await settle();
    expect(within(form).getByText('Enter an amount like 58.00.')).toBeTruthy();
    expect(server.calls('POST', '/api/owner/orders/1002/refund')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '70' } });
    fireEvent.submit(form);
    await settle();
    expect(within(form).getByText('At most $58.00 is left to refund.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(amount, { target: { value: '5' } });
    fireEvent.click(within(form).getByLabelText('Put the order’s items back in stock'));
    fireEvent.change(within(form).getByLabelText('Reason for the buyer (optional)'), {
      target: { value: 'Scratched' },
    });
    fireEvent.submit(form);
    await settle();
    const sent = server.calls('POST', '/api/owner/orders/1002/refund').map((c) => c.body as Record<string, unknown>);
    expect(sent[1]).toEqual({ amountCents: 500, returnStock: true, reason: 'Scratched', key: expect.any(String) });
    // The refused attempt and its retry are one request to the server; a success starts a new one.
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(within(form).getByRole('status').textContent).toBe(
      'Refunded $5.00. buyer1002@example.com was sent an email.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Partly refunded');
    expect(document.querySelector('.order-history')?.textContent).toContain('Refunded $5.00, items put back in stock');
    expect(amount.value).toBe('53.00');
    fireEvent.submit(form);
    await settle();
    expect(server.calls('POST', '/api/owner/orders/1002/refund').at(-1)?.body).not.toMatchObject({ key: sent[0]!.key });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order…' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #1002?' });
    expect(dialog.textContent).toContain('is refunded to the buyer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await settle();
    expect(server.calls('POST', '/api/owner/orders/1002/cancel')[0]?.body).toEqual({
      returnStock: false,
      reason: '',
      key: expect.any(String),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel order…' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Refund' })).toBeNull();
    expect(document.querySelector('.order-history')?.textContent).toContain('Cancelled, $53.00 refunded');
  });

  it('shows no shipment form to a role that cannot fulfil orders', async () => {
    ordersServer();
    renderAppAt('/config/orders/1002');
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order #1002TestNot shipped');
    expect(screen.queryByRole('button', { name: 'Mark as shipped' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order…' })).toBeNull();
  });

  it('says so when the order does not exist', async () => {
    ordersServer();
    renderAppAt('/config/orders/999');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('No order 999.');
  });

  it('links the subscription the order started and says its cancellation or full refund ends it', async () => {
    const started = { id: 'sub-1', status: 'active' as const, endsWithOrder: true };
    fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('storeManager') } }),
      'GET /api/owner/orders/1002': () => ({ body: { ...detail, isSubscription: true, startedSubscription: started } }),
    });
    renderAppAt('/config/orders/1002');
    await settle();
    expect(screen.getByRole('link', { name: 'subscription' }).getAttribute('href')).toBe('/config/subscriptions/sub-1');
    expect(document.body.textContent).toContain('This order started a subscription (active).');
    expect(document.body.textContent).toContain(
      'Refunding all of it ends the subscription this order started now, and any membership it grants closes; a partial refund keeps it.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order…' }));
    expect(screen.getByRole('dialog').textContent).toContain(
      'The subscription this order started ends now, and any membership it grants closes.',
    );
  });
});

describe("an order's gift cards", () => {
  const shown = (
    giftCards: OrderDetail['giftCards'],
    giftCardCents: number,
    giftCardPayments: OrderDetail['giftCardPayments'] = [],
  ) => {
    render(<OrderGiftCards order={{ giftCards, giftCardCents, giftCardPayments, currency: 'USD' }} locale="en-US" />);
    return document.body.textContent ?? '';
  };

  it('shows a gift card the order bought as issued, with no payment by gift card', () => {
    const text = shown([{ codeEnding: '…ABCD', amountCents: 5000, balanceCents: 5000 }], 0);
    expect(text).toBe('Gift cardsIssued: $50.00 gift card, code …ABCD, balance $50.00');
  });

  it('shows a payment by gift card alone, and says when there is neither', () => {
    expect(shown([], 2500)).toBe('Gift cardsPaid with a gift card: $25.00');
    cleanup();
    expect(shown([], 0)).toBe('Gift cardsNone used or issued.');
  });

  it("names the card that paid by the code's ending the server sent", () => {
    const text = shown([], 2500, [{ codeEnding: '…WXYZ', cents: 2500 }]);
    expect(text).toBe('Gift cardsPaid with gift card …WXYZ: $25.00');
  });

  it('shows each of two cards that share an ending, keyed apart', () => {
    // React reports two children with one key on console.error.
    const reported = vi.spyOn(console, 'error');
    const issued = { codeEnding: '…ABCD', amountCents: 1000, balanceCents: 1000 };
    const paid = { codeEnding: '…WXYZ', cents: 500 };
    const text = shown([issued, issued], 1000, [paid, paid]);
    expect(text.match(/Paid with gift card …WXYZ: \$5\.00/g)).toHaveLength(2);
    expect(text.match(/Issued: \$10\.00 gift card, code …ABCD/g)).toHaveLength(2);
    expect(reported).not.toHaveBeenCalled();
    reported.mockRestore();
  });
});
