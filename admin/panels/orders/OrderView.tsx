/** One order: its items, totals, shipping address and shipment, payment and gift cards. */
import { useState } from 'react';
import { ownerApi } from '../../api/owner-api';
import { useOwner } from '../../app/owner-context';
import { Link, configPath } from '../../app/router';
import { dateTime, money } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { Failure, Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';
import { ShipmentForm } from './ShipmentForm';
import type { OrderDetail } from '../../../domain';

export function OrderView({ orderNumber }: { orderNumber: string }) {
  const { owner, can } = useOwner();
  const { locale } = owner.site;
  const loaded = useLoad<OrderDetail>(orderNumber, () => ownerApi.order(orderNumber));
  const [saved, setSaved] = useState<OrderDetail>();
  const { error } = loaded;
  const order = saved && saved.orderNumber === loaded.data?.orderNumber ? saved : loaded.data;

  const back = (
    <p className="back">
      <Link to={configPath('orders')}>All orders</Link>
    </p>
  );
  if (error) {
    return (
      <section className="panel">
        {back}
        <PanelHeading title={`Order #${orderNumber}`}>Order #{orderNumber}</PanelHeading>
        <Failure message={error} onRetry={loaded.retry} />
      </section>
    );
  }
  if (!order) {
    return (
      <section className="panel">
        {back}
        <PanelHeading title={`Order #${orderNumber}`}>Order #{orderNumber}</PanelHeading>
        <Loading>Loading the order…</Loading>
      </section>
    );
  }
  const m = (cents: number) => money(cents, order.currency, locale);
  const totals: [string, number][] = [
    ['Subtotal', order.subtotalCents],
    ...(order.discountCents ? ([['Discount', -order.discountCents]] as [string, number][]) : []),
    ['Shipping', order.shippingCents],
    ['Tax', order.taxCents],
    ['Total', order.grandTotalCents],
    ...(order.giftCardCents ? ([['Paid by gift card', -order.giftCardCents]] as [string, number][]) : []),
    ['Charged', order.chargedCents],
  ];

  return (
    <section className="panel order">
      {back}
      <PanelHeading title={`Order #${order.orderNumber}`}>
        Order #{order.orderNumber}
        {order.testMode && <span className="badge">Test</span>}
        {order.isSubscription && <span className="badge">Subscription</span>}
      </PanelHeading>
      <p>
        Placed {dateTime(order.createdOn, locale)} by <span className="break">{order.email}</span>
      </p>
      {order.testMode && <p className="status">This order was placed in test mode: no money moved.</p>}

      <h2>Items</h2>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
              <th scope="col">Price</th>
              <th scope="col">Line total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={`${item.itemId}/${item.sku}`}>
                <th scope="row">
                  {item.productName}
                  <span className="variant__sku"> SKU {item.sku}</span>
                  <AdditionalFields value={item.additionalFields} />
                </th>
                <td>{item.quantity}</td>
                <td>{m(item.unitPriceCents)}</td>
                <td>{m(item.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="order__columns">
        <div>
          <h2>Totals</h2>
          <dl className="totals">
            {totals.map(([label, cents]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{m(cents)}</dd>
              </div>
            ))}
          </dl>
          {order.couponCodes.length > 0 && <p>Coupons: {order.couponCodes.join(', ')}</p>}
        </div>
        <div>
          <h2>Shipping</h2>
          {order.shippingAddress ? (
            <Address address={order.shippingAddress} />
          ) : (
            <p>No shipping address: nothing in this order ships.</p>
          )}
          {order.shippingOptionId && <p>Shipping option: {order.shippingOptionId}</p>}
          {can('orders.fulfil') ? (
            <ShipmentForm order={order} locale={locale} onShipped={setSaved} />
          ) : (
            order.shippedOn && <p>Shipped {dateTime(order.shippedOn, locale)}</p>
          )}
        </div>
        <div>
          <h2>Payment</h2>
          <p>
            {order.payment.provider}
            {order.payment.id && (
              <>
                , reference <span className="break">{order.payment.id}</span>
              </>
            )}
          </p>
          <h3>Gift cards</h3>
          {order.giftCards.length === 0 ? (
            <p>None used.</p>
          ) : (
            <ul>
              {order.giftCards.map((card) => (
                <li key={card.code}>
                  {card.code}: {m(card.amountCents)} used, {m(card.balanceCents)} left
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

const ADDRESS_LINES: string[][] = [
  ['firstName', 'lastName'],
  ['address1'],
  ['address2'],
  ['city', 'state', 'region', 'postalCode', 'zip'],
  ['countryCode', 'country'],
  ['phone'],
];

/** A postal address, one line per part, whatever fields it carries. */
function Address({ address }: { address: Record<string, unknown> }) {
  const known = new Set(ADDRESS_LINES.flat());
  const text = (key: string) =>
    typeof address[key] === 'string' || typeof address[key] === 'number' ? String(address[key]).trim() : '';
  const lines = ADDRESS_LINES.map((keys) => keys.map(text).filter(Boolean).join(' ')).filter(Boolean);
  for (const key of Object.keys(address)) if (!known.has(key) && text(key)) lines.push(text(key));
  return (
    <address>
      {lines.map((line, i) => (
        <span key={i} className="address__line">
          {line}
        </span>
      ))}
    </address>
  );
}

/** The buyer's answers to an item's additional fields (a JSON object or list), if any. */
function AdditionalFields({ value }: { value: unknown }) {
  const entries = fieldsOf(value);
  if (entries.length === 0) return null;
  return (
    <dl className="additional-fields">
      {entries.map(([label, text], i) => (
        <div key={i}>
          <dt>{label}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}

function fieldsOf(value: unknown): [string, string][] {
  if (typeof value === 'string') {
    try {
      return value.trim() ? fieldsOf(JSON.parse(value)) : [];
    } catch {
      return [['Details', value]];
    }
  }
  if (Array.isArray(value)) return value.flatMap((v) => (v && typeof v === 'object' ? fieldsOf(v) : []));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.title === 'string' && 'value' in record) return [[record.title, String(record.value ?? '')]];
    return Object.entries(record).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]);
  }
  return [];
}
