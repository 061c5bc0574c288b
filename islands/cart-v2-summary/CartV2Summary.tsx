/**
 * The newer cart page's summary column (commerce cart v2, page type 205): a shipping estimate
 * (country and region, then the options with their cost) and an express checkout button. It
 * reads and changes the same cart store as the cart island beside it, so both always agree.
 */
import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ENGLISH_WORDS, formatCents, wordsAround } from '../../domain';
import { startCart } from '../cart/cart-start';
import { $cartModel } from '../cart/cart-store';
import { cartActions } from '../cart/cart-sync';
import { shippingCostText } from '../cart/shipping-cost';
import type { CartV2SummaryProps } from './cart-v2-types';

export function CartV2Summary({
  cart: initial,
  money,
  countries,
  words = ENGLISH_WORDS,
  checkoutPath = '/checkout',
}: CartV2SummaryProps) {
  const id = useId();
  const model = useStore($cartModel);
  const [mounted, setMounted] = useState(false);
  const cart = (mounted && model.cart) || initial;
  const [country, setCountry] = useState(cart.shippingLocation?.country ?? countries[0]?.code ?? 'US');
  const [region, setRegion] = useState(cart.shippingLocation?.region ?? '');
  const [error, setError] = useState('');
  useEffect(() => {
    startCart({ cartPresent: true, money, cart: initial });
    setMounted(true);
  }, [initial, money]);

  const format = (cents: number) => formatCents(cents, money.currency, { locale: money.locale });
  const busy = mounted && model.status !== 'loaded';
  const change = (body: Parameters<typeof cartActions.setShipping>[0]) =>
    cartActions.setShipping(body).then(
      () => setError(''),
      () => setError('Please try again.'),
    );

  if (cart.entries.length === 0) return null;
  return (
    <div className="cart-v2-summary card" aria-busy={busy || undefined}>
      {cart.requiresShipping ? (
        <form
          className="cart-v2-summary__estimate"
          aria-labelledby={`${id}-estimate`}
          onSubmit={(event) => {
            event.preventDefault();
            void change({ location: { country, ...(region.trim() ? { region: region.trim() } : {}) } });
          }}
        >
          <h2 id={`${id}-estimate`}>{words.estimateShipping}</h2>
          <div className="field">
            <label htmlFor={`${id}-country`}>{words.country}</label>
            <select id={`${id}-country`} value={country} onChange={(e) => setCountry(e.target.value)}>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-region`}>{words.stateOrRegionOptional}</label>
            <input id={`${id}-region`} value={region} maxLength={40} onChange={(e) => setRegion(e.target.value)} />
          </div>
          <button type="submit" className="button-secondary" disabled={busy}>
            {words.estimate}
          </button>
          {cart.shippingOptions.length > 0 ? (
            <fieldset className="cart-v2-summary__options">
              <legend>{words.shipping}</legend>
              {cart.shippingOptions.map((option) => {
                const [named, after] = wordsAround(words.optionNamed, 'value', { name: option.name });
                return (
                  <label key={option.id} className="choice">
                    <input
                      type="radio"
                      name={`${id}-option`}
                      checked={cart.selectedShippingOption?.id === option.id}
                      disabled={busy}
                      onChange={() => void change({ optionId: option.id })}
                    />{' '}
                    {named}
                    <span data-shipping-cost>{shippingCostText(option.costCents, format, words.free)}</span>
                    {after}
                  </label>
                );
              })}
            </fieldset>
          ) : null}
        </form>
      ) : null}
      <dl className="cart-v2-summary__totals">
        <div>
          <dt>{words.estimatedTotal}</dt>
          <dd data-total="estimate">{format(cart.grandTotalCents)}</dd>
        </div>
      </dl>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <a className="button cart-v2-summary__express" href={checkoutPath}>
        {words.expressCheckout}
      </a>
    </div>
  );
}
