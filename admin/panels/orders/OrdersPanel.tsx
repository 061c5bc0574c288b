/**
 * Orders: newest first, 20 a page, searched by email or order number; test-mode orders are
 * marked. `/config/orders/1001` opens one order.
 *
 * @module
 */
import { useState } from 'react';
import { ownerApi } from '../../api/owner-api';
import { useOwner } from '../../app/owner-context';
import { Link, configPath } from '../../app/router';
import { dateTime, money } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { Pager } from '../../ui/Pager';
import { Empty, Failure, Loading } from '../../ui/status';
import { usePages } from '../../ui/use-pages';
import { OrderView } from './OrderView';
import type { FormEvent } from 'react';
import type { OrderSummary } from '../../../domain';

export function OrdersPanel({ segments }: { segments: string[] }) {
  return segments[0] ? <OrderView orderNumber={segments[0]} /> : <OrderList />;
}

function OrderList() {
  const { owner } = useOwner();
  const { locale } = owner.site;
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const pages = usePages<{ orders: OrderSummary[] }>(q, (cursor) => ownerApi.orders(q, cursor));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };
  const orders = pages.page?.orders ?? [];

  return (
    <section className="panel">
      <PanelHeading title="Orders">Orders</PanelHeading>
      <div className="toolbar">
        <form role="search" className="toolbar__search" onSubmit={search}>
          <label htmlFor="orders-q">Search orders</label>
          <input
            id="orders-q"
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Email or order number"
          />
          <button type="submit" className="button">
            Search
          </button>
        </form>
      </div>
      {pages.error ? (
        <Failure message={pages.error} onRetry={pages.reload} />
      ) : !pages.page ? (
        <Loading>Loading the orders…</Loading>
      ) : orders.length === 0 ? (
        <Empty>
          {q ? `No orders match “${q}”.` : 'No orders yet. They appear here as soon as a customer checks out.'}
        </Empty>
      ) : (
        <div className="table-wrap" aria-busy={pages.loading}>
          <table className="table">
            <caption className="visually-hidden">Orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
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
                  <td>{dateTime(order.createdOn, locale)}</td>
                  <td className="break">{order.email}</td>
                  <td>{order.itemCount}</td>
                  <td>{money(order.grandTotalCents, order.currency, locale)}</td>
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
