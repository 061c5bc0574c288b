import { useShopWords } from '../shared/shop-words';
import { shippingCostText } from './shipping-cost';
import type { ShoppingCart } from './cart-types';

interface CartTotalsProps {
  cart: ShoppingCart;
  format(cents: number): string;
  /** While the server recalculates, the amounts are marked as out of date. */
  recalculating: boolean;
}

/** Subtotal, discount, shipping, tax and grand total, as the server computed them. */
export function CartTotals({ cart, format, recalculating }: CartTotalsProps) {
  const words = useShopWords();
  return (
    <dl className="cart-totals" aria-busy={recalculating} data-recalculating={recalculating ? '' : undefined}>
      <dt>{words.subtotal}</dt>
      <dd data-total="subtotal">{format(cart.subtotalCents)}</dd>
      {cart.discountCents > 0 && (
        <>
          <dt>{`${words.discount}${cart.validCoupons.length > 0 ? ` (${cart.validCoupons.map((c) => c.code).join(', ')})` : ''}`}</dt>
          <dd data-total="discount">{format(-cart.discountCents)}</dd>
        </>
      )}
      {cart.requiresShipping && (
        <>
          <dt>{`${words.shipping}${cart.selectedShippingOption ? ` (${cart.selectedShippingOption.name})` : ''}`}</dt>
          <dd data-total="shipping">{shippingCostText(cart.shippingCostCents, format, words.free)}</dd>
        </>
      )}
      <dt>{words.tax}</dt>
      <dd data-total="tax">{format(cart.taxCents)}</dd>
      <dt className="cart-totals__grand">{words.total}</dt>
      <dd className="cart-totals__grand" data-total="grand">
        {format(cart.grandTotalCents)}
      </dd>
    </dl>
  );
}
