/**
 * Orders: newest first, 20 a page, searched by email or order number and filtered by status
 * (not shipped, shipped, refunded, cancelled); each row shows its status, test-mode orders are
 * marked. On a phone the rows become cards. `/config/orders/1001` opens one order.
 *
 * @module
 */
import { useState } from 'react';
import { ownerApi } from '../../api/owner-api';
import { useOwner } from '../../app/owner-context';
import { Link, configPath } from '../../app/router';
import { EmailText } from '../../ui/EmailText';
import { dateTime, money } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { ToolbarSelect } from '../../ui/ToolbarSelect';
import { Pager } from '../../ui/Pager';
import { Empty, Failure, Loading } from '../../ui/status';
import { usePages } from '../../ui/use-pages';
import { OrderView } from './OrderView';
import { StatusBadge } from './StatusBadge';
import { SearchForm } from '../../ui/SearchForm';
import type { OrderFilter, OrderSummary } from '../../../domain';

const FILTERS: { value: OrderFilter | ''; label: string }[] = [
  { value: '', label: 'All orders' },
  { value: 'notShipped', label: 'Not shipped' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'refunded', label: 'Refunded (whole or part)' },
  { value: 'cancelled', label: 'Cancelled' },
];

export function OrdersPanel({ segments }: { segments: string[] }) {
  return segments[0] ? <OrderView orderNumber={segments[0]} /> : <OrderList />;
}

function OrderList() {
  const { owner } = useOwner();
  // Dates in the site's time zone, as the Subscriptions panel shows them, not the browser's.
  const { locale, timeZone } = owner.site;
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<OrderFilter | ''>('');
  const pages = usePages<{ orders: OrderSummary[] }>(`${status}\n${q}`, (cursor) => ownerApi.orders(q, cursor, status));
  const filterLabel = FILTERS.find((f) => f.value === status)?.label ?? '';
  const orders = pages.page?.orders ?? [];

  return (
    <section className="panel">
      <PanelHeading title="Orders">Orders</PanelHeading>
      <div className="toolbar">
        <SearchForm id="orders-q" label="Search orders" placeholder="Email or order number" onSearch={setQ} />
        <ToolbarSelect id="orders-status" label="Status" value={status} options={FILTERS} onChange={setStatus} />
      </div>
      {pages.error ? (
        <Failure message={pages.error} onRetry={pages.reload} />
      ) : !pages.page ? (
        <Loading>Loading the orders…</Loading>
      ) : orders.length === 0 ? (
        <Empty>
          {q
            ? `No orders match “${q}”${status ? ` among “${filterLabel}”` : ''}.`
            : status
              ? `No orders are “${filterLabel}”.`
              : 'No orders yet. They appear here as soon as a customer checks out.'}
        </Empty>
      ) : (
        <div className="table-wrap" aria-busy={pages.loading}>
          <table className="table table--cards">
            <caption className="visually-hidden">Orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Status</th>
                <th scope="col">Customer</th>
                <th scope="col">Items</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    <Link to={configPath('orders', order.orderNumber)}>#{order.orderNumber}</Link>
                    {order.testMode && <span className="badge">Test</span>}
                    {order.isSubscription && <span className="badge">Subscription</span>}
                  </th>
                  <td data-label="Placed">{dateTime(order.createdOn, locale, timeZone)}</td>
                  <td data-label="Status">
                    {/* The grid cell of a phone's card is the span: the badge keeps its own width. */}
                    <span>
                      <StatusBadge order={order} />
                    </span>
                  </td>
                  <td data-label="Customer">
                    <EmailText address={order.email} />
                  </td>
                  <td data-label="Items">{order.itemCount}</td>
                  <td data-label="Total">{money(order.grandTotalCents, order.currency, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager pages={pages} label="Orders" />
    </section>
  );
}
