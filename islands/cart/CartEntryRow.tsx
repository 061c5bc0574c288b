import { useEffect, useState } from 'react';
import { QUANTITY_LIMITS } from '../../domain';
import { fillWords } from '../../domain';
import { useShopWords } from '../shared/shop-words';
import { ConfirmDialog } from './ConfirmDialog';
import { FieldAnswers } from './FieldAnswers';
import type { CartEntry } from './cart-types';
import type { EntryExtras, FormFieldDef } from './cart-page-types';

export interface CartEntryRowProps {
  entry: CartEntry;
  extras?: EntryExtras;
  form?: FormFieldDef[];
  crumb: string;
  /** The cart page the forms post under (`/fr/cart`). @default '/cart' */
  cartPath?: string;
  format(cents: number): string;
  /** False in the server render: controls that need JavaScript appear once hydrated. */
  interactive: boolean;
  /** True while a change is waiting for the server: the row keeps the visitor's own value. */
  busy: boolean;
  onQuantity(quantity: number): void;
  onRemove(): void;
  onEditFields(): void;
}

const entryAction = (cartPath: string, entry: CartEntry, action: string) =>
  `${cartPath}/entries/${encodeURIComponent(entry.id)}/${action}`;

/**
 * One cart line. Without JavaScript the quantity and remove controls are forms posting to the
 * server; hydrated, the quantity changes as it is typed and 0 asks before removing.
 */
export function CartEntryRow({
  entry,
  extras,
  form,
  crumb,
  cartPath = '/cart',
  format,
  interactive,
  busy,
  onQuantity,
  onRemove,
  onEditFields,
}: CartEntryRowProps) {
  const [draft, setDraft] = useState(String(entry.quantity));
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!busy) setDraft(String(entry.quantity));
  }, [entry.quantity, busy]);

  const change = (value: string) => {
    setDraft(value);
    if (!/^\d+$/.test(value.trim())) return;
    const quantity = Number(value);
    if (quantity === 0) setConfirming(true);
    else if (quantity <= QUANTITY_LIMITS.max) onQuantity(quantity);
  };
  const words = useShopWords();
  const label = fillWords(words.quantityOf, { title: entry.title });

  return (
    <li className="cart-entry" data-entry-id={entry.id}>
      <div className="cart-entry__media">
        {/* The image repeats the title's link for pointer users; assistive technology gets the title link alone (biome.jsonc). */}
        {extras?.image && (
          <a href={entry.url} tabIndex={-1} aria-hidden="true">
            <img
              src={extras.image.src}
              srcSet={extras.image.srcset}
              sizes="5rem"
              alt=""
              width={80}
              height={80}
              loading="lazy"
            />
          </a>
        )}
      </div>
      <div className="cart-entry__item">
        <p className="cart-entry__title">
          <a href={entry.url}>{entry.title}</a>
        </p>
        {entry.variantText && <p className="cart-entry__variant">{entry.variantText}</p>}
        <FieldAnswers entry={entry} extras={extras} form={form} />
        {interactive && (form || entry.additionalFields) && (
          <button type="button" className="link-button" onClick={onEditFields}>
            {words.editDetails}
          </button>
        )}
      </div>
      <form
        className="cart-entry__quantity"
        method="post"
        action={entryAction(cartPath, entry, 'quantity')}
        onSubmit={(e) => e.preventDefault()}
      >
        <input type="hidden" name="crumb" value={crumb} />
        <label className="visually-hidden" htmlFor={`qty-${entry.id}`}>
          {label}
        </label>
        <input
          id={`qty-${entry.id}`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={0}
          max={QUANTITY_LIMITS.max}
          step={1}
          value={draft}
          onChange={(e) => change(e.target.value)}
        />
        {!interactive && <button type="submit">{words.update}</button>}
      </form>
      <p className="cart-entry__total">
        {extras?.regularPriceCents ? (
          <>
            <del className="cart-entry__regular">
              <span className="visually-hidden">{`${words.was} `}</span>
              {format(extras.regularPriceCents * entry.quantity)}
            </del>{' '}
            <span className="visually-hidden">{`${words.now} `}</span>
          </>
        ) : null}
        {format(entry.subTotal)}
      </p>
      <form
        method="post"
        action={entryAction(cartPath, entry, 'remove')}
        onSubmit={(e) => (e.preventDefault(), onRemove())}
      >
        <input type="hidden" name="crumb" value={crumb} />
        <button
          type="submit"
          className="link-button"
          aria-label={fillWords(words.removeItemOf, { title: entry.title })}
        >
          {words.remove}
        </button>
      </form>
      {confirming && (
        <ConfirmDialog
          message={words.confirmRemove}
          confirmLabel={words.remove}
          onConfirm={() => (setConfirming(false), onQuantity(0))}
          onCancel={() => (setConfirming(false), setDraft(String(entry.quantity)))}
        />
      )}
    </li>
  );
}
