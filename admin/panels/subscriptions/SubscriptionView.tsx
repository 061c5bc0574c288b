/**
 * One subscription: the buyer, the plan, its dates and status, the membership it grants, the
 * orders that paid it (each linked to the Orders panel), and Cancel for owners who manage orders.
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
import { CancelSubscription } from './CancelSubscription';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';
import { membershipText, renewalOrEnd } from './subscription-words';
import type { SubscriptionDetail } from '../../../domain';

const TITLE = 'Subscription';

export function SubscriptionView({ id }: { id: string }) {
  const { owner, can } = useOwner();
  const { locale, timeZone } = owner.site;
  const loaded = useLoad<SubscriptionDetail>(id, () => ownerApi.subscription(id));
  const [saved, setSaved] = useState<SubscriptionDetail>();
  const s = saved?.id === id ? saved : loaded.data;

  const back = (
    <p className="back">
      <Link to={configPath('subscriptions')}>All subscriptions</Link>
    </p>
  );
  if (!s) {
    return (
      <section className="panel">
        {back}
        <PanelHeading title={TITLE}>{TITLE}</PanelHeading>
        {loaded.error ? (
          <Failure message={loaded.error} onRetry={loaded.retry} />
        ) : (
          <Loading>Loading the subscription…</Loading>
        )}
      </section>
    );
  }
  const when = (iso: string) => dateTime(iso, locale, timeZone);
  const facts: [string, string][] = [
    ['Plan', `${s.quantity > 1 ? `${s.quantity} × ` : ''}${s.productName}, ${s.planText}`],
    ['Started', when(s.startedOn)],
    ['Paid through', when(s.paidThrough)],
    ['Next renewal or end', renewalOrEnd(s, locale, timeZone) || '—'],
    ['Membership', membershipText(s, locale, timeZone) || 'None'],
    ...(s.cancelledOn
      ? ([['Cancelled', `${when(s.cancelledOn)} by ${s.cancelledBy ?? 'the customer'}`]] as [string, string][])
      : []),
    ...(s.stopReason ? ([['Stopped because', s.stopReason]] as [string, string][]) : []),
  ];

  return (
    <section className="panel subscription">
      {back}
      <PanelHeading title={`${TITLE}: ${s.productName}`}>
        {s.productName}
        <SubscriptionStatusBadge status={s.status} />
      </PanelHeading>
      <p>
        Customer: <EmailText address={s.email} />
      </p>
      <dl className="totals subscription__facts">
        {facts.map(([label, text]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      {can('orders.fulfil') && <CancelSubscription subscription={s} onCancelled={setSaved} />}

      <h2>Orders</h2>
      <div className="table-wrap">
        <table className="table table--cards">
          <caption className="visually-hidden">The orders that paid this subscription, first to last</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Period</th>
              <th scope="col">Placed</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {s.orders.map((order) => (
              <tr key={order.orderNumber}>
                <th scope="row">
                  <Link to={configPath('orders', order.orderNumber)}>#{order.orderNumber}</Link>
                </th>
                <td data-label="Period">{order.cycle === 1 ? 'First (started it)' : `Renewal ${order.cycle}`}</td>
                <td data-label="Placed">{when(order.createdOn)}</td>
                <td data-label="Total">{money(order.grandTotalCents, order.currency, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
