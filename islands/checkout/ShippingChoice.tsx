import { CHECKOUT_SHIPPING_ID, fillWords } from '../../domain';
import { useShopWords } from '../shared/shop-words';
import { shippingCostText } from '../cart/shipping-cost';
import type { ShoppingCart } from '../cart/cart-types';

interface ShippingChoiceProps {
  name: string;
  cart: ShoppingCart;
  format(cents: number): string;
  onChoose(optionId: string): void;
}

/** The shipping options with their prices for this cart; the server recalculates on change. */
export function ShippingChoice({ name, cart, format, onChoose }: ShippingChoiceProps) {
  const words = useShopWords();
  if (cart.shippingOptions.length === 0) return null;
  return (
    <fieldset className="checkout__section" id={CHECKOUT_SHIPPING_ID}>
      <legend>{words.shippingOption}</legend>
      {cart.shippingOptions.map((option) => (
        <label className="choice" key={option.id}>
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={cart.selectedShippingOption?.id === option.id}
            onChange={() => onChoose(option.id)}
          />{' '}
          {fillWords(words.optionNamed, {
            name: option.name,
            value: shippingCostText(option.costCents, format, words.free),
          })}
        </label>
      ))}
    </fieldset>
  );
}
