/**
 * Subscriptions: the site's, newest first, 20 a page, searched by the buyer's email and filtered
 * by status; each row shows the plan, when it started, its next renewal or end, and the
 * membership it grants, dated in the site's time zone (renewals run on it). On a phone the rows
 * become cards. `/config/subscriptions/<id>` opens one.
 *
 * @module
 */
import { useState } from 'react';
import { ownerApi } from '../../api/owner-api';
import { useOwner } from '../../app/owner-context';
import { Link, configPath } from '../../app/router';
import { EmailText } from '../../ui/EmailText';
import { dateTime } from '../../ui/format';
import { PanelHeading } from '../../ui/PanelHeading';
import { ToolbarSelect } from '../../ui/ToolbarSelect';
import { Pager } from '../../ui/Pager';
import { SearchForm } from '../../ui/SearchForm';
import { Empty, Failure, Loading } from '../../ui/status';
import { usePages } from '../../ui/use-pages';
import { SubscriptionStatusBadge, SUBSCRIPTION_STATUS_WORDS } from './SubscriptionStatusBadge';
import { SubscriptionView } from './SubscriptionView';
import { membershipText, renewalOrEnd } from './subscription-words';
import { SUBSCRIPTION_STATUSES, type OwnerSubscription, type SubscriptionStatus } from '../../../domain';

const FILTERS: { value: SubscriptionStatus | ''; label: string }[] = [
  { value: '', label: 'All subscriptions' },
  ...SUBSCRIPTION_STATUSES.map((value) => ({ value, label: SUBSCRIPTION_STATUS_WORDS[value] })),
];

export function SubscriptionsPanel({ segments }: { segments: string[] }) {
  return segments[0] ? <SubscriptionView id={segments[0]} /> : <SubscriptionList />;
}

function SubscriptionList() {
  const { owner } = useOwner();
  const { locale, timeZone } = owner.site;
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<SubscriptionStatus | ''>('');
  const pages = usePages<{ subscriptions: OwnerSubscription[] }>(`${status}\n${q}`, (cursor) =>
    ownerApi.subscriptions(q, cursor, status),
  );
  const filterLabel = FILTERS.find((f) => f.value === status)?.label ?? '';
  const subscriptions = pages.page?.subscriptions ?? [];

  return (
    <section className="panel">
      <PanelHeading title="Subscriptions">Subscriptions</PanelHeading>
      <div className="toolbar">
        <SearchForm id="subscriptions-q" label="Search subscriptions" placeholder="Customer email" onSearch={setQ} />
        <ToolbarSelect id="subscriptions-status" label="Status" value={status} options={FILTERS} onChange={setStatus} />
      </div>
      {pages.error ? (
        <Failure message={pages.error} onRetry={pages.reload} />
      ) : !pages.page ? (
        <Loading>Loading the subscriptions…</Loading>
      ) : subscriptions.length === 0 ? (
        <Empty>
          {q
            ? `No subscriptions match “${q}”${status ? ` among “${filterLabel}”` : ''}.`
            : status
              ? `No subscriptions are “${filterLabel}”.`
              : 'No subscriptions yet. They appear here as soon as a customer subscribes to a product.'}
        </Empty>
      ) : (
        <div className="table-wrap" aria-busy={pages.loading}>
          <table className="table table--cards">
            <caption className="visually-hidden">Subscriptions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Product and plan</th>
                <th scope="col">Status</th>
                <th scope="col">Started</th>
                <th scope="col">Next renewal or end</th>
                <th scope="col">Membership</th>
              </tr>
            </thead>
            <tbody>
              {subscriptions.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    <Link to={configPath('subscriptions', s.id)}>
                      <EmailText address={s.email} />
                    </Link>
                  </th>
                  <td data-label="Product and plan">
                    {/* One grid cell on a phone's card: the name and the plan flow together. */}
                    <span>
                      {s.quantity > 1 ? `${s.quantity} × ` : ''}
                      {s.productName}
                      <span className="muted"> {s.planText}</span>
                    </span>
                  </td>
                  <td data-label="Status">
                    <span>
                      <SubscriptionStatusBadge status={s.status} />
                    </span>
                  </td>
                  <td data-label="Started">{dateTime(s.startedOn, locale, timeZone)}</td>
                  <td data-label="Next renewal or end">{renewalOrEnd(s, locale, timeZone)}</td>
                  <td data-label="Membership">{membershipText(s, locale, timeZone) || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager pages={pages} label="Subscriptions" />
    </section>
  );
}
