import { useId, useState } from 'react';
import { fillWords } from '../../domain';
import { useShopWords } from '../shared/shop-words';
import type { FormEvent, MouseEvent } from 'react';
import type { ShoppingCart } from './cart-types';

interface CouponFormProps {
  cart: ShoppingCart;
  crumb: string;
  /** The cart page the form posts under without JavaScript (`/fr/cart`). @default '/cart' */
  cartPath?: string;
  /** Rejects with the message to show. */
  onApply(code: string): Promise<void>;
  /** Takes an applied coupon off the cart; rejects with the message to show. */
  onRemove(code: string): Promise<void>;
}

/** The coupon box: posts to the server without JavaScript, applies in place with it. */
export function CouponForm({ cart, crumb, cartPath = '/cart', onApply, onRemove }: CouponFormProps) {
  const words = useShopWords();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [applying, setApplying] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setApplying(true);
    setError('');
    try {
      await onApply(code.trim());
      setCode('');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setApplying(false);
    }
  };

  const remove = async (event: MouseEvent, code: string) => {
    event.preventDefault();
    setApplying(true);
    setError('');
    try {
      await onRemove(code);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setApplying(false);
    }
  };

  return (
    <form className="cart-coupon" method="post" action={`${cartPath}/coupons`} onSubmit={submit}>
      <input type="hidden" name="crumb" value={crumb} />
      <label htmlFor={`${id}-code`}>{words.couponCode}</label>
      <div className="cart-coupon__row">
        <input
          id={`${id}-code`}
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          aria-describedby={`${id}-status`}
        />
        <button type="submit" className="button button--secondary" disabled={applying}>
          {words.apply}
        </button>
      </div>
      <div id={`${id}-status`} className="cart-coupon__status" aria-live="polite">
        {error && <p className="field-error">{error}</p>}
        {cart.validCoupons.map((c) => (
          <p key={c.code} className="cart-coupon__applied">
            <span>{fillWords(words.couponApplied, { code: c.code })}</span>{' '}
            {/* Without JavaScript the button posts the form to the coupon's own remove address. */}
            <button
              type="submit"
              className="link-button"
              formAction={`${cartPath}/coupons/${encodeURIComponent(c.code)}/remove`}
              aria-label={fillWords(words.removeCoupon, { code: c.code })}
              disabled={applying}
              onClick={(event) => void remove(event, c.code)}
            >
              {words.remove}
            </button>
          </p>
        ))}
        {cart.invalidCoupons.map((c) => (
          <p key={c.code}>{fillWords(words.couponRefused, { code: c.code, reason: c.reason })}</p>
        ))}
      </div>
    </form>
  );
}
