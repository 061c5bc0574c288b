/**
 * Inline stock edit of one variant: a number, or unlimited. Saving goes through the owner API
 * (which locks like checkout does) and says what happened, including restock notices sent.
 * The save carries the stock the owner saw: when a sale or another owner changed it since, the
 * server refuses (409) with the stock as it is now, which the row shows; saving again applies
 * the owner's number over that one.
 *
 * @module
 */
import { useId, useState } from 'react';
import { ownerApi } from '../../api/owner-api';
import { ApiCallError, failureText } from '../../api/owner-call';
import { count } from '../../ui/format';
import { useAction } from '../../ui/use-action';
import type { FormEvent } from 'react';
import type { InventoryVariant, StockConflict, StockLevelInput } from '../../../domain';

/** The current variant of a 409 stock refusal, or undefined for any other failure. */
function conflictOf(failure: unknown): InventoryVariant | undefined {
  if (!(failure instanceof ApiCallError) || failure.status !== 409) return undefined;
  return (failure.body as Partial<StockConflict> | undefined)?.variant;
}

export const MAX_STOCK = 1_000_000;

export function StockEditor({
  itemId,
  productName,
  variant,
  onSaved,
}: {
  itemId: string;
  productName: string;
  variant: InventoryVariant;
  onSaved(variant: InventoryVariant): void;
}) {
  const [qty, setQty] = useState(String(variant.qtyInStock));
  const [unlimited, setUnlimited] = useState(variant.unlimited);
  // The stock the edit starts from, as the server last told it.
  const [seen, setSeen] = useState<StockLevelInput>({ qtyInStock: variant.qtyInStock, unlimited: variant.unlimited });
  const { busy, outcome: message, setOutcome: setMessage, run } = useAction();
  const id = useId();
  const name = variant.label === 'Default' ? productName : `${productName}, ${variant.label}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const qtyInStock = Number(qty);
    if (
      !unlimited &&
      (qty.trim() === '' || !Number.isInteger(qtyInStock) || qtyInStock < 0 || qtyInStock > MAX_STOCK)
    ) {
      setMessage({ text: `Enter a whole number from 0 to ${MAX_STOCK.toLocaleString('en-US')}.`, error: true });
      return;
    }
    await run(
      async () => {
        const answer = await ownerApi.setStock(itemId, variant.sku, {
          qtyInStock: unlimited ? seen.qtyInStock : qtyInStock,
          unlimited,
          seen,
        });
        onSaved(answer.variant);
        setSeen({ qtyInStock: answer.variant.qtyInStock, unlimited: answer.variant.unlimited });
        setQty(String(answer.variant.qtyInStock));
        setUnlimited(answer.variant.unlimited);
        return answer.notified > 0
          ? `Saved. ${count(answer.notified, 'restock notice', 'restock notices')} sent.`
          : 'Saved.';
      },
      {
        explain: (failure) => {
          const current = conflictOf(failure);
          if (current) {
            // The row shows the stock as it is now; the owner's number stays in the box to save again.
            onSaved(current);
            setSeen({ qtyInStock: current.qtyInStock, unlimited: current.unlimited });
          }
          return failureText(failure);
        },
      },
    );
  };

  return (
    <form className="stock-editor" onSubmit={save} noValidate aria-label={`Set stock of ${name}`}>
      <label className="visually-hidden" htmlFor={`${id}-qty`}>
        Stock of {name}
      </label>
      <input
        id={`${id}-qty`}
        className="stock-editor__qty"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_STOCK}
        step={1}
        value={unlimited ? '' : qty}
        placeholder={unlimited ? '∞' : undefined}
        disabled={unlimited}
        onChange={(e) => setQty(e.target.value)}
        aria-invalid={message?.error || undefined}
        aria-describedby={message ? `${id}-message` : undefined}
      />
      <label className="stock-editor__unlimited">
        <input type="checkbox" checked={unlimited} onChange={(e) => setUnlimited(e.target.checked)} /> Unlimited
      </label>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
      <span
        id={`${id}-message`}
        className={`stock-editor__message${message?.error ? ' stock-editor__message--error' : ''}`}
        role="status"
      >
        {message?.text}
      </span>
    </form>
  );
}
