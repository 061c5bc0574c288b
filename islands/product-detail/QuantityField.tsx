import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { QUANTITY_LIMITS } from '../../domain';
import { productStore } from './product-store';

/** Whole numbers 1 to 9999; the text is checked when adding, so a typo gets the spec's message. */
export function QuantityField({ productId, label }: { productId: string; label: string }) {
  const id = useId();
  const store = productStore(productId);
  const { quantity } = useStore(store);
  return (
    <div className="product-form__quantity">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={QUANTITY_LIMITS.min}
        max={QUANTITY_LIMITS.max}
        step={QUANTITY_LIMITS.step}
        value={quantity}
        onChange={(event) => store.setKey('quantity', event.target.value)}
      />
    </div>
  );
}
