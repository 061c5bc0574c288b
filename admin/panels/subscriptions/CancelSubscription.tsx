/**
 * Cancelling a subscription for the buyer, after a confirmation: at the end of the period
 * already paid for (the default: no more charges, the membership stays open until then) or now
 * (the membership closes at once). The buyer gets the cancellation mail they get when they cancel
 * themselves. A subscription cancelled at the period end can still be ended now.
 */
import { useId, useState } from 'react';
import { ownerApi } from '../../api/owner-api';
import { useOwner } from '../../app/owner-context';
import { ConfirmActions } from '../../ui/ConfirmActions';
import { Dialog } from '../../ui/Dialog';
import { dateTime } from '../../ui/format';
import { useAction } from '../../ui/use-action';
import type { FormEvent } from 'react';
import type { SubscriptionCancelWhen, SubscriptionDetail } from '../../../domain';

interface CancelProps {
  subscription: SubscriptionDetail;
  onCancelled(subscription: SubscriptionDetail): void;
}

export function CancelSubscription({ subscription: s, onCancelled }: CancelProps) {
  const id = useId();
  const { owner } = useOwner();
  const [open, setOpen] = useState(false);
  const [when, setWhen] = useState<SubscriptionCancelWhen>('periodEnd');
  const { busy, outcome: message, run } = useAction();
  const periodEnd = dateTime(s.paidThrough, owner.site.locale, owner.site.timeZone);
  // Cancelled at the period end already: what is left is ending it now.
  const endingNow = s.status === 'cancelled';
  const chosen: SubscriptionCancelWhen = endingNow ? 'now' : when;
  const membership = s.membership ? ' and the member area closes to them' : '';
  const choices: { value: SubscriptionCancelWhen; label: string }[] = [
    {
      value: 'periodEnd',
      label: `At the end of the paid period, ${periodEnd}${s.membership ? ' (the membership stays open until then)' : ''}`,
    },
    { value: 'now', label: `Now${s.membership ? ' (the membership closes at once)' : ''}` },
  ];

  if (!s.cancellable) return message ? <Outcome message={message} /> : null;
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    await run(async () => {
      const answer = await ownerApi.cancelSubscription(s.id, { when: chosen });
      setOpen(false);
      onCancelled(answer.subscription);
      const mailed = answer.notified ? ` ${s.email} was sent an email.` : '';
      const text =
        chosen === 'now'
          ? `Subscription ended now${membership ? '; the membership is closed' : ''}.`
          : `Subscription cancelled: nothing more is charged, and it ends ${periodEnd}.`;
      return `${text}${mailed}`;
    });
  };
  return (
    <div className="order-change">
      <h2>{endingNow ? 'End now' : 'Cancel'}</h2>
      {endingNow && !message && <p className="muted">Cancelled: nothing more is charged, and it ends {periodEnd}.</p>}
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        {endingNow ? 'End the subscription now…' : 'Cancel subscription…'}
      </button>
      {!open && message && <Outcome message={message} />}
      {open && (
        <Dialog
          title={endingNow ? `End ${s.productName} now?` : `Cancel ${s.productName}?`}
          onClose={() => setOpen(false)}
          description={
            <p>
              {s.email} is not charged again and is emailed that the subscription is cancelled. Nothing already paid is
              refunded (refund its orders for that). This cannot be undone.
            </p>
          }
        >
          <form onSubmit={confirm} noValidate>
            {!endingNow && (
              <fieldset>
                <legend>When</legend>
                {choices.map((choice) => (
                  <div className="field field--check field--choice" key={choice.value}>
                    <input
                      id={`${id}-${choice.value}`}
                      type="radio"
                      name="when"
                      checked={when === choice.value}
                      onChange={() => setWhen(choice.value)}
                    />
                    <label htmlFor={`${id}-${choice.value}`}>{choice.label}</label>
                  </div>
                ))}
              </fieldset>
            )}
            {endingNow && <p>It ends now{membership}.</p>}
            <ConfirmActions
              error={message?.error ? message.text : undefined}
              keepLabel="Keep the subscription"
              confirmLabel={chosen === 'now' ? 'End it now' : 'Cancel the subscription'}
              busy={busy}
              onKeep={() => setOpen(false)}
            />
          </form>
        </Dialog>
      )}
    </div>
  );
}

function Outcome({ message }: { message: { text: string; error: boolean } }) {
  return (
    <p className={`status${message.error ? ' status--error' : ''}`} role="status">
      {message.text}
    </p>
  );
}
