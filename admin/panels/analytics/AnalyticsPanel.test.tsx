// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ownerOf } from '../../test/fake-server';
import { renderAppAt, settle } from '../../test/render-app';
import { lastDays } from './date-range';
import type { AnalyticsSummary } from '../../../domain';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function summaryFor(from: string, to: string, busy = true): AnalyticsSummary {
  return {
    from,
    to,
    timeZone: 'America/New_York',
    days: [
      { date: from, visits: busy ? 3 : 0, pageViews: busy ? 7 : 0, uniqueVisitors: busy ? 2 : 0 },
      { date: to, visits: busy ? 1 : 0, pageViews: busy ? 1200 : 0, uniqueVisitors: busy ? 1 : 0 },
    ],
    totals: busy
      ? {
          visits: 4,
          pageViews: 1207,
          uniqueVisitors: 3,
          productViews: 5,
          productViewVisits: 4,
          orders: 1,
          conversionRate: 0.25,
        }
      : {
          visits: 0,
          pageViews: 0,
          uniqueVisitors: 0,
          productViews: 0,
          productViewVisits: 0,
          orders: 0,
          conversionRate: 0,
        },
    topPages: busy
      ? [
          { path: '/shop/camp-lamp', views: 900 },
          { path: '/', views: 307 },
        ]
      : [],
    topProductsAddedToCart: busy ? [{ itemId: 'prod-lamp', title: 'Camp Lamp', adds: 3, quantity: 4 }] : [],
  };
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the analytics panel', () => {
  it('shows the last 30 days by default: figures, the daily table, top pages and named products', async () => {
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('reporting') } }),
      'GET /api/owner/analytics/summary': (r) => ({ body: summaryFor(r.query.get('from')!, r.query.get('to')!) }),
    });
    renderAppAt('/config/analytics');
    await settle();
    await settle();
    const expected = lastDays(30, 'America/New_York');
    const call = server.calls('GET', '/api/owner/analytics/summary')[0];
    expect([call.query.get('from'), call.query.get('to')]).toEqual([expected.from, expected.to]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Analytics');
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect([
      figure('Visits'),
      figure('Page views'),
      figure('Unique visitors'),
      figure('Product views'),
      figure('Orders'),
      figure('Conversion'),
    ]).toEqual(['4', '1,207', '3', '5', '1', '25%']);
    expect(screen.getByTestId('visits-chart').getAttribute('aria-hidden')).toBe('true');
    const daily = screen.getByRole('table', { name: 'Visits, page views and unique visitors per day' });
    expect(
      within(daily)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayVisitsPage viewsUnique visitors', `${expected.from}372`, `${expected.to}11,2001`]);
    const tables = screen.getAllByRole('table');
    expect(
      within(tables[1])
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['/shop/camp-lamp', '/']);
    expect(within(tables[2]).getByRole('rowheader').textContent).toBe('Camp Lamp');
  });

  it('asks for a preset or a custom range, and says when a range has no visits', async () => {
    const server = fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('reporting') } }),
      'GET /api/owner/analytics/summary': (r) => ({
        body: summaryFor(r.query.get('from')!, r.query.get('to')!, false),
      }),
    });
    renderAppAt('/config/analytics');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await settle();
    const seven = lastDays(7, 'America/New_York');
    expect(server.calls('GET', '/api/owner/analytics/summary').at(-1)?.query.toString()).toBe(
      `from=${seven.from}&to=${seven.to}`,
    );
    expect(screen.getByText(/No visits in this period yet/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await settle();
    expect(server.calls('GET', '/api/owner/analytics/summary').at(-1)?.query.toString()).toBe(
      'from=2026-01-01&to=2026-01-31',
    );
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the refusal of a bad range as an alert with a retry', async () => {
    fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('reporting') } }),
      'GET /api/owner/analytics/summary': () => ({
        status: 400,
        body: {
          error: 'Check the highlighted fields.',
          fieldErrors: { to: 'The end date must not be before the start date.' },
        },
      }),
    });
    renderAppAt('/config/analytics');
    await settle();
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/./);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is in the navigation for roles that read analytics on sites with the beta flag only', async () => {
    fakeServer({
      'GET /api/owner/me': () => ({ body: { owner: ownerOf('reporting') } }),
      'GET /api/owner/analytics/summary': (r) => ({ body: summaryFor(r.query.get('from')!, r.query.get('to')!) }),
    });
    renderAppAt('/config/orders');
    await settle();
    expect(
      within(screen.getByRole('navigation', { name: 'Store admin' })).getByRole('link', { name: 'Analytics' }),
    ).toBeTruthy();
    cleanup();
    const off = ownerOf('reporting');
    off.site.visitorMetrics = false;
    fakeServer({ 'GET /api/owner/me': () => ({ body: { owner: off } }) });
    renderAppAt('/config/orders');
    await settle();
    expect(
      within(screen.getByRole('navigation', { name: 'Store admin' })).queryByRole('link', { name: 'Analytics' }),
    ).toBeNull();
    cleanup();
    fakeServer({ 'GET /api/owner/me': () => ({ body: { owner: ownerOf('storeManager') } }) });
    renderAppAt('/config/inventory');
    await settle();
    expect(
      within(screen.getByRole('navigation', { name: 'Store admin' })).queryByRole('link', { name: 'Analytics' }),
    ).toBeNull();
  });
});
