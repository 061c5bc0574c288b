import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { ShoppingCart } from './cart-types';

interface CouponFormProps {
  cart: ShoppingCart;
  crumb: string;
  /** Rejects with the message to show. */
  onApply(code: string): Promise<void>;
}

/** The coupon box: posts to the server without JavaScript, applies in place with it. */
export function CouponForm({ cart, crumb, onApply }: CouponFormProps) {
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

  return (
    <form className="cart-coupon" method="post" action="/cart/coupons" onSubmit={submit}>
      <input type="hidden" name="crumb" value={crumb} />
      <label htmlFor={`${id}-code`}>Coupon code</label>
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
          Apply
        </button>
      </div>
      <div id={`${id}-status`} className="cart-coupon__status" aria-live="polite">
        {error && <p className="field-error">{error}</p>}
        {cart.validCoupons.map((c) => (
          <p key={c.code}>Coupon {c.code} applied.</p>
        ))}
        {cart.invalidCoupons.map((c) => (
          <p key={c.code}>
            Coupon {c.code}: {c.reason}
          </p>
        ))}
      </div>
    </form>
  );
}
