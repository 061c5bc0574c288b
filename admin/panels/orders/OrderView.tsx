/**
 * One order: its status, items, totals, shipping address (in its country's order, name first)
 * and shipment (none of these for an order with nothing to ship), payment and gift cards, refunds and cancellation with their history.
 */
import { useState } from 'react';
import { ownerApi } from '../../api/owner-api';
import { useOwner } from '../../app/owner-context';
import { Link, configPath } from '../../app/router';
import { EmailText } from '../../ui/EmailText';
import { dateTime, money } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { Failure, Loading } from '../../ui/status';
import { useLoad } from '../../ui/use-load';
import { addressLines } from '../../../domain';
import { CancelOrder, OrderHistory, RefundForm } from './OrderChanges';
import { OrderGiftCards } from './OrderGiftCards';
import { ShipmentForm } from './ShipmentForm';
import { StatusBadge } from './StatusBadge';
import { SUBSCRIPTION_STATUS_WORDS } from '../subscriptions/SubscriptionStatusBadge';
import type { OrderDetail } from '../../../domain';

export function OrderView({ orderNumber }: { orderNumber: string }) {
  const { owner, can } = useOwner();
  // Dates in the site's time zone, as the Subscriptions panel shows them, not the browser's.
  const { locale, timeZone } = owner.site;
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
    // An order with nothing to ship has no shipping line; a charge on one (never made since
    // migration 507's checkout) is still shown, so the lines add up to the total.
    ...(order.ships || order.shippingCents ? ([['Shipping', order.shippingCents]] as [string, number][]) : []),
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
        <StatusBadge order={order} />
      </PanelHeading>
      <p>
        Placed {dateTime(order.createdOn, locale, timeZone)} by <EmailText address={order.email} />
      </p>
      {order.testMode && <p className="status">This order was placed in test mode: no money moved.</p>}
      {/* Nothing to send: no shipping column, and no address even when the checkout was given one. */}
      {!order.ships && <p>Nothing in this order ships: it holds no physical product.</p>}
      {!order.ships && order.cancelledOn && <p>Cancelled {dateTime(order.cancelledOn, locale, timeZone)}</p>}
      {order.startedSubscription && (
        <p>
          This order started a <Link to={configPath('subscriptions', order.startedSubscription.id)}>subscription</Link>{' '}
          ({SUBSCRIPTION_STATUS_WORDS[order.startedSubscription.status].toLowerCase()}).
        </p>
      )}

      <h2>Items</h2>
      <div className="table-wrap">
        <table className="table table--cards">
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
                  {item.variantText && <span className="line-variant">{item.variantText}</span>}
                  <span className="variant__sku"> SKU {item.sku}</span>
                  <AdditionalFields value={item.additionalFields} />
                </th>
                <td data-label="Quantity">{item.quantity}</td>
                <td data-label="Price">{m(item.unitPriceCents)}</td>
                <td data-label="Line total">{m(item.lineTotalCents)}</td>
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
        {order.ships && (
          <div>
            <h2>Shipping</h2>
            {order.shippingAddress ? (
              <Address address={order.shippingAddress} locale={locale} />
            ) : (
              <p>No shipping address.</p>
            )}
            {order.shippingOptionName && <p>Shipping option: {order.shippingOptionName}</p>}
            {order.cancelledOn ? (
              <p>Cancelled {dateTime(order.cancelledOn, locale, timeZone)}</p>
            ) : can('orders.fulfil') ? (
              <ShipmentForm order={order} locale={locale} timeZone={timeZone} onShipped={setSaved} />
            ) : (
              order.shippedOn && <p>Shipped {dateTime(order.shippedOn, locale, timeZone)}</p>
            )}
          </div>
        )}
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
          {order.refundedCents > 0 && <p>Refunded: {m(order.refundedCents)}</p>}
          {can('orders.fulfil') && (
            <>
              <RefundForm order={order} locale={locale} onChanged={setSaved} />
              <CancelOrder order={order} locale={locale} onChanged={setSaved} />
            </>
          )}
          <OrderGiftCards order={order} locale={locale} />
        </div>
      </div>
      <OrderHistory order={order} locale={locale} timeZone={timeZone} />
    </section>
  );
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** The country's name in the owner's language (the code when the browser has none). */
function countryName(code: string, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale || 'en-US'], { type: 'region' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A postal address in its country's order, the name first (domain/postal-address.ts). */
function Address({ address, locale }: { address: Record<string, unknown>; locale: string }) {
  const lines = addressLines(address, (code) => countryName(code, locale));
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
