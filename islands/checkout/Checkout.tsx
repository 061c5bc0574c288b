import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { fillWords, formatCents } from '../../domain';
import { ShopWordsProvider, useShopWords } from '../shared/shop-words';
import { CartAlert } from '../cart/CartAlert';
import { CartTotals } from '../cart/CartTotals';
import { CouponForm } from '../cart/CouponForm';
import { sayCartFailuresIn } from '../cart/cart-api';
import { startCart } from '../cart/cart-start';
import { Refusal, nextRefusal } from '../shared/Refusal';
import { $cartModel } from '../cart/cart-store';
import { cartActions } from '../cart/cart-sync';
import { AddressFields } from './AddressFields';
import { PaymentFields } from './PaymentFields';
import { ShippingChoice } from './ShippingChoice';
import { confirmationUrl, fieldErrorsOf, navigation, placeOrder, refusedForCart } from './place-order';
import { TEST_CARDS, testCardToken } from './test-card';
import type { FormEvent } from 'react';
import type { CartProblem } from '../cart/CartAlert';
import type { RefusalState } from '../shared/Refusal';
import type { CheckoutProps, ShippingAddress } from './checkout-types';

/**
 * The checkout form (page type 201) in test mode: contact email, shipping address and option
 * (prices recalculated as the address changes), coupon, test card; placing the order goes on
 * to its confirmation page. A subscription checkout works on its own cart, named by cartToken.
 */
export function Checkout(props: CheckoutProps) {
  return (
    <ShopWordsProvider words={props.words}>
      <CheckoutForm {...props} />
    </ShopWordsProvider>
  );
}

function CheckoutForm(props: CheckoutProps) {
  const words = useShopWords();
  // The cart calls' own failure words (offline, 429) in the page's language too.
  useEffect(() => sayCartFailuresIn(words), [words]);
  const id = useId();
  const model = useStore($cartModel);
  const [mounted, setMounted] = useState(false);
  const [email, setEmail] = useState('');
  const [address, setAddress] = useState<ShippingAddress>({
    name: '',
    line1: '',
    line2: '',
    city: '',
    region: props.cart.shippingLocation?.region ?? '',
    postalCode: '',
    country: props.cart.shippingLocation?.country ?? props.countries[0]?.code ?? 'US',
  });
  const [card, setCard] = useState('');
  const [giftCard, setGiftCard] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<CartProblem | null>(null);
  const [refusal, setRefusal] = useState<RefusalState | null>(null);
  const [placing, setPlacing] = useState(false);
  const subscription = Boolean(props.cartToken);
  // Only a placed order is kept with its key (a refusal keeps nothing), so one key serves every attempt on this page.
  const idempotencyKey = useRef<string>(undefined);
  useEffect(() => {
    startCart({ cartPresent: !subscription, money: props.money, ...(subscription ? {} : { cart: props.cart }) });
    setMounted(true);
  }, [props.cart, props.money, subscription]);

  const { currency, locale } = props.money;
  const format = useMemo(() => (cents: number) => formatCents(cents, currency, { locale }), [currency, locale]);
  const cart = (mounted && !subscription && model.cart) || props.cart;
  const busy = mounted && !subscription && model.status !== 'loaded';
  const report = (title: string) => (error: Error) =>
    setProblem({ title, message: error.message || words.pleaseTryAgain });
  const relocate = (next: ShippingAddress) => {
    if (!subscription)
      cartActions
        .setShipping({
          location: { country: next.country, ...(next.region.trim() ? { region: next.region.trim() } : {}) },
        })
        .catch(report(words.updateShippingFailed));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const paymentToken = testCardToken(card);
    if (!paymentToken) {
      // Refused before any call: the error sits under the card field, which takes focus (and so comes into view).
      setErrors({ card: fillWords(words.unknownTestCard, { ok: TEST_CARDS.ok.number }) });
      setRefusal(null);
      return document.getElementById(`${id}-card`)?.focus();
    }
    setPlacing(true);
    setErrors({});
    setProblem(null);
    try {
      const order = await placeOrder({
        email,
        shippingAddress: cart.requiresShipping ? address : null,
        shippingOptionId: cart.selectedShippingOption?.id ?? null,
        giftCardCode: giftCard,
        paymentToken,
        cartToken: props.cartToken,
        idempotencyKey: (idempotencyKey.current ??= crypto.randomUUID()),
        pageLanguage: props.pageLanguage,
      });
      navigation.go(confirmationUrl(order, props.pageLanguage));
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      // Beside the button the visitor just pressed, and summarised at the top of the form.
      setRefusal(nextRefusal(refusal, (error as Error).message || words.pleaseTryAgain));
      setPlacing(false);
      // The page shows the cart the server refused (the shared store's, which every island reads),
      // not the one it was made with; a failed load leaves it as it was.
      if (!subscription && refusedForCart(error)) cartActions.reload().catch(() => undefined);
    }
  };

  if (cart.entries.length === 0) return <p className="checkout__empty">{words.cartEmpty}</p>;
  const belowMinimum = cart.subtotalCents < props.minimumSubtotalCents;

  return (
    <div className="checkout">
      <CartAlert problem={problem} />
      {refusal && (
        <p className="checkout__refusal-summary">
          <strong>{words.orderNotPlaced}</strong> {refusal.message}
        </p>
      )}
      <ul className="checkout__items" role="list">
        {cart.entries.map((entry) => (
          <li key={entry.id}>
            {entry.title} × {entry.quantity} <span className="checkout__line-total">{format(entry.subTotal)}</span>
          </li>
        ))}
      </ul>
      {!subscription && (
        <CouponForm
          cart={cart}
          crumb=""
          onApply={(code) => cartActions.addCoupon(code)}
          onRemove={(code) => cartActions.removeCoupon(code)}
        />
      )}
      <form className="checkout__form" onSubmit={submit} aria-busy={placing}>
        <fieldset className="checkout__section">
          <legend>{words.contact}</legend>
          <div className="field">
            <label htmlFor={`${id}-email`}>{words.email}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={errors.email ? true : undefined}
            />
            {errors.email && <p className="field-error">{errors.email}</p>}
          </div>
        </fieldset>
        {cart.requiresShipping && (
          <AddressFields
            idPrefix={id}
            address={address}
            countries={props.countries}
            completion={props.addressCompletion !== false}
            errors={errors}
            onChange={setAddress}
            onLocation={relocate}
          />
        )}
        {cart.requiresShipping && !subscription && (
          <ShippingChoice
            name={`${id}-shipping`}
            cart={cart}
            format={format}
            onChoose={(optionId) =>
              void cartActions.setShipping({ optionId }).catch(report(words.updateShippingFailed))
            }
          />
        )}
        <CartTotals cart={cart} format={format} recalculating={busy} />
        <PaymentFields
          idPrefix={id}
          card={card}
          giftCard={giftCard}
          error={errors.card}
          onCard={setCard}
          onGiftCard={setGiftCard}
        />
        {belowMinimum && (
          <p className="checkout__minimum">
            {fillWords(words.minimumSubtotal, { subtotal: format(props.minimumSubtotalCents) })}
          </p>
        )}
        <Refusal refusal={refusal} className="checkout__refusal" />
        <button type="submit" className="button checkout__place" disabled={!mounted || placing || busy || belowMinimum}>
          {placing ? words.placingOrder : fillWords(words.placeOrder, { total: format(cart.grandTotalCents) })}
        </button>
      </form>
    </div>
  );
}
