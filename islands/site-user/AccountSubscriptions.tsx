import { useState } from 'react';
import { fillWords } from '../../domain';
import { Refusal, nextRefusal } from '../shared/Refusal';
import { useShopWords } from '../shared/shop-words';
import { SITE_USER_API, callSiteUser, failureText } from './site-user-api';
import type { RefusalState } from '../shared/Refusal';
import type { AccountSubscription, SubscriptionCancelled } from '../../domain';

/** The id of a subscription's entry, which the account page's orders of it link to. */
export function subscriptionAnchor(subscriptionId: string): string {
  return `subscription-${subscriptionId}`;
}

/**
 * The account page's subscriptions (issue 15): each with its plan, state and next renewal,
 * and a Cancel button for active ones. Cancelling asks once more, then calls
 * POST /api/site-users/account/subscriptions/{id}/cancel and shows the answered state.
 */
export function AccountSubscriptions({ initial }: { initial: AccountSubscription[] }) {
  const words = useShopWords();
  const [subscriptions, setSubscriptions] = useState(initial);
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<RefusalState | null>(null);

  const cancel = async (id: string) => {
    setBusy(true);
    const answer = await callSiteUser<SubscriptionCancelled>(
      'POST',
      `${SITE_USER_API}/subscriptions/${encodeURIComponent(id)}/cancel`,
    );
    setBusy(false);
    setAsking(null);
    // The question (and its button) closes either way, so a refusal takes the focus.
    if (!answer.ok) return setRefusal(nextRefusal(refusal, failureText(answer, words)));
    setRefusal(null);
    setSubscriptions((list) => list.map((s) => (s.id === id ? answer.body.subscription : s)));
  };

  return (
    <section className="account-card card" aria-labelledby="account-subscriptions">
      <h2 id="account-subscriptions">{words.subscriptions}</h2>
      {subscriptions.length === 0 ? (
        <p className="empty">{words.noSubscriptions}</p>
      ) : (
        <ul className="account-subscriptions" role="list">
          {subscriptions.map((s) => (
            <li
              key={s.id}
              id={subscriptionAnchor(s.id)}
              className="account-subscription"
              data-subscription-status={s.status}
            >
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
                  {words.cancelSubscription}
                </button>
              ) : null}
              {asking === s.id ? (
                <div role="group" aria-label={fillWords(words.cancelProductQuestion, { name: s.productName })}>
                  <p>{fillWords(words.cancelSubscriptionOf, { name: s.productName })}</p>
                  <button type="button" className="button" onClick={() => cancel(s.id)} disabled={busy}>
                    {busy ? words.cancelling : words.yesCancelIt}
                  </button>{' '}
                  <button type="button" className="button-secondary" onClick={() => setAsking(null)} disabled={busy}>
                    {words.keepIt}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Refusal refusal={refusal} className="form-error" />
    </section>
  );
}
