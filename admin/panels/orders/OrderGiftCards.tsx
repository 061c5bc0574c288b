/**
 * An order's gift cards, the two ways an order meets one kept apart: the cards it issued (bought
 * with it, `giftCards`: their amount and what is left on them now) and the gift card it was paid
 * with (`giftCardCents`), named by each card's ending as checkout recorded it (`giftCardPayments`).
 * An order placed before checkout recorded the card shows only the amount.
 */
import { money } from '../../ui/format';
import type { OrderDetail } from '../../../domain';

/** A code's last group, enough to tell cards apart: the whole code spends the card. */
export function codeEnding(code: string): string {
  return `…${code.slice(-4)}`;
}

export function OrderGiftCards({
  order,
  locale,
}: {
  order: Pick<OrderDetail, 'giftCards' | 'giftCardCents' | 'giftCardPayments' | 'currency'>;
  locale: string;
}) {
  const m = (cents: number) => money(cents, order.currency, locale);
  return (
    <>
      <h3>Gift cards</h3>
      {order.giftCardPayments.map((paid) => (
        <p key={paid.code}>
          Paid with gift card {codeEnding(paid.code)}: {m(paid.cents)}
        </p>
      ))}
      {order.giftCardCents > 0 && order.giftCardPayments.length === 0 && (
        <p>Paid with a gift card: {m(order.giftCardCents)}</p>
      )}
      {order.giftCards.length > 0 && (
        <ul>
          {order.giftCards.map((card) => (
            <li key={card.code}>
              Issued: {m(card.amountCents)} gift card, code {codeEnding(card.code)}, balance {m(card.balanceCents)}
            </li>
          ))}
        </ul>
      )}
      {order.giftCardCents === 0 && order.giftCards.length === 0 && <p>None used or issued.</p>}
    </>
  );
}
