/**
 * An order's gift cards, the two ways an order meets one kept apart: the cards it issued (bought
 * with it, `giftCards`: their amount and what is left on them now) and the gift card it was paid
 * with (`giftCardCents`, `giftCardPayments` as checkout recorded them). Each is named by the
 * ending of its code the server sends (the whole code spends the card: the owner API never has
 * it). An order placed before checkout recorded the card shows only the amount.
 */
import { money } from '../../ui/format';
import type { OrderDetail } from '../../../domain';

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
      {/* Two cards may share an ending: keyed by place. */}
      {order.giftCardPayments.map((paid, index) => (
        <p key={`${index}${paid.codeEnding}`}>
          Paid with gift card {paid.codeEnding}: {m(paid.cents)}
        </p>
      ))}
      {order.giftCardCents > 0 && order.giftCardPayments.length === 0 && (
        <p>Paid with a gift card: {m(order.giftCardCents)}</p>
      )}
      {order.giftCards.length > 0 && (
        <ul>
          {order.giftCards.map((card, index) => (
            <li key={`${index}${card.codeEnding}`}>
              Issued: {m(card.amountCents)} gift card, code {card.codeEnding}, balance {m(card.balanceCents)}
            </li>
          ))}
        </ul>
      )}
      {order.giftCardCents === 0 && order.giftCards.length === 0 && <p>None used or issued.</p>}
    </>
  );
}
