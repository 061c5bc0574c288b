// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const mail = (
  id: string,
  subject: string,
  state: { deliveredAt?: string; keptReason?: 'no-mail-server' | 'demo-store'; lastError?: string } = {},
) => ({
  id,
  to: 'visitor@example.com',
  subject,
  text: `Good news: ${subject}.\nhttp://demo.localhost/shop/jacket`,
  html: null,
  createdAt: '2026-11-25T05:00:00.000Z',
  deliveredAt: state.deliveredAt ?? null,
  keptReason: state.keptReason ?? null,
  lastError: state.lastError ?? null,
});

/** The panel as `role` (a store manager) sees it with `mails` in the outbox: its mails' list items. */
async function outboxShowing(mails: ReturnType<typeof mail>[], role: 'storeManager' | 'admin' = 'storeManager') {
  fakeServer({
    'GET /api/owner/me': () => ({ body: { owner: ownerOf(role) } }),
    'GET /api/owner/outbox': () => ({ body: { mails, hasNextPage: false, nextPageCursor: null } }),
  });
  renderAppAt('/config/outbox');
  await settle();
  return within(screen.getByRole('main')).getAllByRole('listitem');
}

describe('the outbox panel', () => {
  it('never calls mail kept in the outbox delivered: it says it was not sent, and why', async () => {
    const states = (
      await outboxShowing([
        mail('m3', 'Your order #1006', { keptReason: 'demo-store' }),
        mail('m2', 'Enamel Mug is back', { keptReason: 'no-mail-server' }),
        mail('m1', 'Camp Lamp is back', { deliveredAt: '2026-11-25T05:01:00.000Z' }),
      ])
    ).map((li) => li.querySelector('.badge')?.textContent);
    expect(states[0]).toBe('Kept in outbox — not sent: demo store mail to an example address');
    expect(states[1]).toBe('Kept in outbox — not sent: no mail server set');
    expect(states[2]).toMatch(/^Delivered /);
    expect(states.filter((state) => state?.startsWith('Delivered'))).toHaveLength(1);
  });

  it('lists mails newest first with their state and opens one', async () => {
    const items = await outboxShowing([
      mail('m3', 'Canvas Field Jacket is back'),
      mail('m2', 'Enamel Mug is back', { deliveredAt: '2026-11-25T05:01:00.000Z' }),
      mail('m1', 'Camp Lamp is back', { lastError: 'Connection refused' }),
    ]);
    expect(items.map((li) => li.querySelector('button')?.textContent)).toEqual([
      'Canvas Field Jacket is back',
      'Enamel Mug is back',
      'Camp Lamp is back',
    ]);
    expect(items[0].textContent).toContain('Not sent by email yet');
    expect(items[1].textContent).toContain('Delivered');
    expect(items[2].textContent).toContain('Not delivered: Connection refused');
    const open = within(items[0]).getByRole('button');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(open.getAttribute('aria-controls') ?? '')?.textContent).toBe(
      'Good news: Canvas Field Jacket is back.\nhttp://demo.localhost/shop/jacket',
    );
  });

  it('tells every role but admin that gift card codes show only their ending, and shows a mail as the outbox answers it', async () => {
    const redacted = { ...mail('m1', 'Your gift card'), text: 'Your gift card code: …ABCD' };
    const [item] = await outboxShowing([redacted]);
    expect(screen.getByText(/Gift card codes show only their ending here/)).toBeTruthy();
    fireEvent.click(within(item!).getByRole('button'));
    expect(item!.querySelector('pre')?.textContent).toBe('Your gift card code: …ABCD');
    cleanup();
    document.body.innerHTML = '';
    await outboxShowing([mail('m1', 'Your gift card')], 'admin');
    expect(screen.queryByText(/Gift card codes show only their ending here/)).toBeNull();
  });
});
