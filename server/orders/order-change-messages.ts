/** What refunds and cancellations answer when they cannot go ahead. */
export const ORDER_CHANGE_MESSAGES = Object.freeze({
  amount: 'The refund must be a whole number of cents, at least 1.',
  nothingLeft: 'Nothing is left to refund on this order.',
  moreThanLeft: (left: string) => `At most ${left} is left to refund.`,
  stockReturned: 'The items of this order were already put back in stock.',
  reason: 'The reason must be text of at most 500 characters.',
  key: 'A request key (1 to 100 characters) is required.',
  returnStock: 'Put back in stock must be true or false.',
  cancelled: 'This order is already cancelled.',
  shipped: 'This order has shipped and cannot be cancelled: refund it instead.',
  refundFailed: 'The payment provider did not accept the refund. Nothing was changed; try again.',
});
