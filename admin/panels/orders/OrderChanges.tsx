/**
 * Refunding and cancelling an order (issue 26), and its history. Each form keeps one request
 * key until the server has answered it, so a double click or a retry after a lost answer is
 * the same request and the server refunds once; the key changes only after a success. The
 * server checks the amount against what is left and names the field when it refuses.
 */
import { useId, useState } from 'react';
import { ownerApi } from '../../api/owner-api';
import { ConfirmActions } from '../../ui/ConfirmActions';
import { Dialog } from '../../ui/Dialog';
import { EmailText } from '../../ui/EmailText';
import { dateTime, money } from '../../ui/format';
import { useAction } from '../../ui/use-action';
import { centsOfText, textOfCents } from './amount-text';
import type { FormEvent } from 'react';
import type { ChangedOrder, OrderChange, OrderDetail } from '../../../domain';

/** What the change does to the subscription the order started, said before the owner confirms. */
const ENDS_SUBSCRIPTION = 'The subscription this order started ends now, and any membership it grants closes.';

const newKey = () => `change-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

interface ChangeProps {
  order: OrderDetail;
  locale: string;
  onChanged(order: OrderDetail): void;
}

/** A change's outcome in words: what was refunded, and whether the buyer was told. */
function outcome(answer: ChangedOrder, locale: string): string {
  const amount = money(answer.change.amountCents, answer.order.currency, locale);
  if (!answer.applied) return 'This was already done: nothing was refunded again.';
  const mailed = answer.notified ? ` ${answer.order.email} was sent an email.` : '';
  if (answer.change.kind === 'cancel')
    return `Order cancelled${answer.change.amountCents ? `, ${amount} refunded` : ''}.${mailed}`;
  return `Refunded ${amount}.${mailed}`;
}

export function RefundForm({ order, locale, onChanged }: ChangeProps) {
  const id = useId();
  const [amount, setAmount] = useState(() => textOfCents(order.refundableCents, order.currency));
  const [returnStock, setReturnStock] = useState(false);
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const { busy, outcome: message, setOutcome: setMessage, fieldErrors, run } = useAction();
  const left = money(order.refundableCents, order.currency, locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setMessage(undefined);
    const amountCents = centsOfText(amount, order.currency);
    if (amountCents === undefined) {
      setMessage(undefined, {
        amountCents: `Enter an amount like ${textOfCents(order.refundableCents, order.currency)}.`,
      });
      return;
    }
    await run(async () => {
      const answer = await ownerApi.refund(String(order.orderNumber), { amountCents, returnStock, reason, key });
      onChanged(answer.order);
      setKey(newKey());
      setAmount(textOfCents(answer.order.refundableCents, answer.order.currency));
      setReturnStock(false);
      setReason('');
      return outcome(answer, locale);
    });
  };

  if (order.refundableCents === 0)
    return (
      <p>{order.refundedCents > 0 ? 'Everything charged has been refunded.' : 'Nothing was charged to refund.'}</p>
    );
  const error = (name: string) =>
    fieldErrors[name] && (
      <p className="field__error" id={`${id}-${name}-error`}>
        {fieldErrors[name]}
      </p>
    );
  const invalid = (name: string) =>
    fieldErrors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};
  return (
    <form className="order-change" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Refund</h3>
      <p className="muted">{left} can be refunded, through the card the buyer paid with.</p>
      {order.startedSubscription?.endsWithOrder && (
        <p className="muted">
          Refunding all of it ends the subscription this order started now, and any membership it grants closes; a
          partial refund keeps it.
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-amount`}>Amount ({order.currency})</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          {...invalid('amountCents')}
        />
        {error('amountCents')}
      </div>
      {!order.stockReturned && (
        <div className="field field--check">
          <input
            id={`${id}-stock`}
            type="checkbox"
            checked={returnStock}
            onChange={(e) => setReturnStock(e.target.checked)}
            {...invalid('returnStock')}
          />
          <label htmlFor={`${id}-stock`}>Put the order’s items back in stock</label>
          {error('returnStock')}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason for the buyer (optional)</label>
        <input
          id={`${id}-reason`}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          {...invalid('reason')}
        />
        {error('reason')}
      </div>
      <button type="submit" className="button" disabled={busy}>
        Refund
      </button>
      <p className={`status${message?.error ? ' status--error' : ''}`} role="status">
        {message?.text}
      </p>
    </form>
  );
}

export function CancelOrder({ order, locale, onChanged }: ChangeProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // An order not shipped is usually still on the shelf: put back unless the owner says not.
  const [returnStock, setReturnStock] = useState(true);
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const { busy, outcome: message, run } = useAction();

  if (order.cancelledOn || order.shippedOn) return null;
  const left = money(order.refundableCents, order.currency, locale);
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    await run(async () => {
      const answer = await ownerApi.cancelOrder(String(order.orderNumber), {
        returnStock: returnStock && !order.stockReturned,
        reason,
        key,
      });
      setKey(newKey());
      setOpen(false);
      onChanged(answer.order);
      return outcome(answer, locale);
    });
  };
  return (
    <div className="order-change">
      <h3>Cancel</h3>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        Cancel order…
      </button>
      {!open && message && (
        <p className={`status${message.error ? ' status--error' : ''}`} role="status">
          {message.text}
        </p>
      )}
      {open && (
        <Dialog
          title={`Cancel order #${order.orderNumber}?`}
          onClose={() => setOpen(false)}
          description={
            <p>
              {order.refundableCents > 0 ? `${left} is refunded to the buyer` : 'Nothing is left to refund'}, and they
              are emailed that the order was cancelled.
              {order.startedSubscription?.endsWithOrder && ` ${ENDS_SUBSCRIPTION}`} This cannot be undone.
            </p>
          }
        >
          <form onSubmit={confirm} noValidate>
            {!order.stockReturned && (
              <div className="field field--check">
                <input
                  id={`${id}-stock`}
                  type="checkbox"
                  checked={returnStock}
                  onChange={(e) => setReturnStock(e.target.checked)}
                />
                <label htmlFor={`${id}-stock`}>Put the order’s items back in stock</label>
              </div>
            )}
            <div className="field">
              <label htmlFor={`${id}-reason`}>Reason for the buyer (optional)</label>
              <input id={`${id}-reason`} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
            </div>
            <ConfirmActions
              error={message?.error ? message.text : undefined}
              keepLabel="Keep the order"
              confirmLabel="Cancel the order"
              busy={busy}
              onKeep={() => setOpen(false)}
            />
          </form>
        </Dialog>
      )}
    </div>
  );
}

/** The order's refunds and cancellation, oldest first. */
export function OrderHistory({ order, locale, timeZone }: { order: OrderDetail; locale: string; timeZone: string }) {
  if (order.changes.length === 0) return null;
  const line = (change: OrderChange) => {
    const amount = money(change.amountCents, order.currency, locale);
    const what =
      change.kind === 'cancel' ? `Cancelled${change.amountCents ? `, ${amount} refunded` : ''}` : `Refunded ${amount}`;
    return `${what}${change.stockReturned ? ', items put back in stock' : ''}`;
  };
  return (
    <>
      <h2>History</h2>
      <ol className="order-history">
        {order.changes.map((change) => (
          <li key={change.id}>
            <strong>{line(change)}</strong>
            <span className="order-history__meta">
              {' '}
              {dateTime(change.createdOn, locale, timeZone)} by <EmailText address={change.by} />
            </span>
            {change.reason && <span className="order-history__reason">{change.reason}</span>}
          </li>
        ))}
      </ol>
    </>
  );
}
