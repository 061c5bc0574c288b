import { useState } from 'react';
import { SITE_USER_API, callSiteUser, failureText } from './site-user-api';
import type { AccountSubscription, SubscriptionCancelled } from '../../domain';

/**
 * The account page's subscriptions (issue 15): each with its plan, state and next renewal,
 * and a Cancel button for active ones. Cancelling asks once more, then calls
 * POST /api/site-users/account/subscriptions/{id}/cancel and shows the answered state.
 */
export function AccountSubscriptions({ initial }: { initial: AccountSubscription[] }) {
  const [subscriptions, setSubscriptions] = useState(initial);
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const cancel = async (id: string) => {
    setBusy(true);
    const answer = await callSiteUser<SubscriptionCancelled>(
      'POST',
      `${SITE_USER_API}/subscriptions/${encodeURIComponent(id)}/cancel`,
    );
    setBusy(false);
    setAsking(null);
    if (!answer.ok) return setError(failureText(answer));
    setError('');
    setSubscriptions((list) => list.map((s) => (s.id === id ? answer.body.subscription : s)));
  };

  return (
    <section className="account-card card" aria-labelledby="account-subscriptions">
      <h2 id="account-subscriptions">Subscriptions</h2>
      {subscriptions.length === 0 ? (
        <p className="empty">You have no subscriptions.</p>
      ) : (
        <ul className="account-subscriptions" role="list">
          {subscriptions.map((s) => (
            <li key={s.id} className="account-subscription" data-subscription-status={s.status}>
              <p>
                <strong>
                  {s.quantity} × {s.productName}
                </strong>{' '}
                <span>{s.planText}</span>
              </p>
              <p>
                <span className="account-subscription-status">{s.statusText}</span>
                {s.dateText ? <span> · {s.dateText}</span> : null}
              </p>
              {s.cancellable && asking !== s.id ? (
                <button type="button" className="button-secondary" onClick={() => setAsking(s.id)}>
                  Cancel subscription
                </button>
              ) : null}
              {asking === s.id ? (
                <div role="group" aria-label={`Cancel ${s.productName}?`}>
                  <p>Cancel your {s.productName} subscription? You will not be charged again.</p>
                  <button type="button" className="button" onClick={() => cancel(s.id)} disabled={busy}>
                    {busy ? 'Cancelling…' : 'Yes, cancel it'}
                  </button>{' '}
                  <button type="button" className="button-secondary" onClick={() => setAsking(null)} disabled={busy}>
                    Keep it
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
