import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ApiCallError, fillWords, formatCents, type FieldErrors } from '../../domain';
import { ShopWordsProvider, useShopWords } from '../shared/shop-words';
import { CartAlert } from './CartAlert';
import { CartEntryRow } from './CartEntryRow';
import { CartTotals } from './CartTotals';
import { CouponForm } from './CouponForm';
import { FieldsDialog } from './FieldsDialog';
import { recordProductFormEvent } from './product-form-events';
import { sayCartFailuresIn } from './cart-api';
import { startCart } from './cart-start';
import { $cartModel } from './cart-store';
import { cartActions } from './cart-sync';
import type { CartProblem } from './CartAlert';
import type { CartEntry } from './cart-types';
import { CART_PATHS, type CartPageProps } from './cart-page-types';

/**
 * The cart page (page type 200). The server renders it from the database, so it reads without
 * JavaScript; hydrated, it edits the cart through the shared store and its request queue.
 */
export function Cart(props: CartPageProps) {
  return (
    <ShopWordsProvider words={props.words}>
      <CartPage {...props} />
    </ShopWordsProvider>
  );
}

function CartPage(props: CartPageProps) {
  const words = useShopWords();
  const paths = props.paths ?? CART_PATHS;
  const model = useStore($cartModel);
  const [mounted, setMounted] = useState(false);
  const [problem, setProblem] = useState<CartProblem | null>(props.error ?? null);
  const [editing, setEditing] = useState<CartEntry | null>(null);
  const [saving, setSaving] = useState(false);
  // The server's messages for the open dialog's fields, already in the page's language.
  const [refused, setRefused] = useState<FieldErrors>({});
  // The calls' own failure words (offline, 429) in the page's language too.
  useEffect(() => sayCartFailuresIn(words), [words]);
  useEffect(() => {
    startCart({ cartPresent: true, money: props.money, cart: props.cart });
    setMounted(true);
  }, [props.cart, props.money]);

  const { currency, locale } = props.money;
  const format = useMemo(() => (cents: number) => formatCents(cents, currency, { locale }), [currency, locale]);
  // The first render must match the server's, so the store is read only once mounted.
  const cart = (mounted && model.cart) || props.cart;
  const busy = mounted && model.status !== 'loaded';

  const attempt = (title: string, change: Promise<void>) =>
    change.then(
      () => setProblem(null),
      (error: Error) => setProblem({ title, message: error.message || words.pleaseTryAgain }),
    );
  const saveFields = (entry: CartEntry, answers: Record<string, unknown>) => {
    recordProductFormEvent('submit', entry);
    setSaving(true);
    const body = { itemId: entry.itemId, sku: entry.chosenVariant.sku, additionalFields: JSON.stringify(answers) };
    void cartActions
      .updateFields(entry.id, body)
      .then(
        () => {
          setProblem(null);
          setEditing(null);
        },
        (error: Error) => {
          // Answers the server refused field by field stay in the open dialog, each message beside its field.
          const fieldErrors = error instanceof ApiCallError ? error.fieldErrors : {};
          const fields = props.forms[entry.itemId] ?? [];
          if (fields.some((field) => Object.hasOwn(fieldErrors, field.id))) setRefused(fieldErrors);
          else {
            setProblem({ title: words.unableToUpdateForm, message: error.message || words.pleaseTryAgain });
            setEditing(null);
          }
        },
      )
      .finally(() => setSaving(false));
  };
  const editFields = (entry: CartEntry) => {
    if (props.forms[entry.itemId]) {
      recordProductFormEvent('open', entry);
      setRefused({});
      setEditing(entry);
    } else setProblem({ title: words.unableToOpenForm, message: words.pleaseTryAgain });
  };

  if (cart.entries.length === 0) {
    return (
      <div className="cart" data-cart-status={mounted ? model.status : 'loaded'}>
        <CartAlert problem={problem} />
        <p className="cart__empty">{words.cartEmpty}</p>
        <p>
          <a className="button" href={paths.home}>
            {words.continueShopping}
          </a>
        </p>
      </div>
    );
  }
  const belowMinimum = cart.subtotalCents < props.minimumSubtotalCents;

  return (
    <div className="cart" data-cart-status={mounted ? model.status : 'loaded'}>
      <CartAlert problem={problem} onDismiss={() => setProblem(null)} />
      <ul className="cart__entries" role="list">
        {cart.entries.map((entry) => (
          <CartEntryRow
            key={entry.id}
            entry={entry}
            extras={props.extras[entry.id]}
            form={props.forms[entry.itemId]}
            crumb={props.crumb}
            cartPath={paths.cart}
            format={format}
            interactive={mounted}
            busy={busy}
            onQuantity={(quantity) =>
              void attempt(
                quantity === 0 ? words.unableToRemoveItem : words.unableToUpdateQuantity,
                cartActions.setQuantity(entry.id, quantity),
              )
            }
            onRemove={() => void attempt(words.unableToRemoveItem, cartActions.remove(entry.id))}
            onEditFields={() => editFields(entry)}
          />
        ))}
      </ul>
      <CouponForm
        cart={cart}
        crumb={props.crumb}
        cartPath={paths.cart}
        onApply={(code) => cartActions.addCoupon(code)}
        onRemove={(code) => cartActions.removeCoupon(code)}
      />
      <CartTotals cart={cart} format={format} recalculating={busy} />
      {belowMinimum && (
        <p className="cart__minimum">
          {fillWords(words.minimumSubtotal, { subtotal: format(props.minimumSubtotalCents) })}
        </p>
      )}
      <p className="cart__checkout">
        {belowMinimum ? (
          <span className="button" aria-disabled="true">
            {words.checkOut}
          </span>
        ) : (
          <a className="button" href={paths.checkout}>
            {words.checkOut}
          </a>
        )}
      </p>
      {editing && (
        <FieldsDialog
          title={fillWords(words.editDetailsOf, { title: editing.title })}
          fields={props.forms[editing.itemId] ?? []}
          answers={editing.additionalFields}
          saving={saving}
          refused={refused}
          onSave={(answers) => saveFields(editing, answers)}
          onClose={() => {
            recordProductFormEvent('close', editing);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
