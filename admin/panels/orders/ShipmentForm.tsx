/**
 * Marking an order shipped: carrier and tracking are optional (a hand delivery has none). The
 * buyer gets the shipping notice email once per tracking number; a later save corrects the
 * details. Server refusals show under the field they name.
 */
import { useId, useState } from 'react';
import { ownerApi } from '../../api/owner-api';
import { dateTime } from '../../ui/format';
import { useAction } from '../../ui/use-action';
import type { OrderDetail, Shipment } from '../../../domain';

const FIELDS: { name: keyof Shipment; label: string; type: string }[] = [
  { name: 'carrier', label: 'Carrier', type: 'text' },
  { name: 'trackingNumber', label: 'Tracking number', type: 'text' },
  { name: 'trackingUrl', label: 'Tracking link', type: 'url' },
];

export function ShipmentForm({
  order,
  locale,
  timeZone,
  onShipped,
}: {
  order: OrderDetail;
  locale: string;
  /** The site's: the shipping date as the rest of the owner app says it. */
  timeZone: string;
  onShipped(order: OrderDetail): void;
}) {
  const id = useId();
  const [values, setValues] = useState<Shipment>(order.shipment ?? {});
  // Its outcome, done or failed, is one polite status line.
  const { busy, outcome: message, fieldErrors, run } = useAction();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    await run(async () => {
      const answer = await ownerApi.ship(String(order.orderNumber), values);
      onShipped(answer.order);
      return answer.notified
        ? `Marked shipped. ${order.email} was sent the shipping notice.`
        : 'Shipment saved. The buyer already has this notice.';
    });
  };

  return (
    <form className="shipment-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {order.shippedOn ? `Shipped ${dateTime(order.shippedOn, locale, timeZone)}` : 'Not shipped yet'}
      </h3>
      {FIELDS.map((field) => (
        <div className="field" key={field.name}>
          <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
          <input
            id={`${id}-${field.name}`}
            type={field.type}
            value={values[field.name] ?? ''}
            aria-invalid={fieldErrors[field.name] ? true : undefined}
            aria-describedby={fieldErrors[field.name] ? `${id}-${field.name}-error` : undefined}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
          />
          {fieldErrors[field.name] && (
            <p className="field__error" id={`${id}-${field.name}-error`}>
              {fieldErrors[field.name]}
            </p>
          )}
        </div>
      ))}
      <button type="submit" className="button" disabled={busy}>
        {order.shippedOn ? 'Save shipment' : 'Mark as shipped'}
      </button>
      {message && (
        <p className="status" role="status">
          {message.text}
        </p>
      )}
    </form>
  );
}
