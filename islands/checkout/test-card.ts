/**
 * The built-in test payment provider's card field: documented test card numbers map to the
 * provider's tokens. A real provider would tokenize the card in its own field instead.
 */
export const TEST_CARDS = Object.freeze({
  /** Pays. */
  ok: { number: '4242 4242 4242 4242', token: 'tok_test_ok' },
  /** Is declined by the provider. */
  decline: { number: '4000 0000 0000 0002', token: 'tok_test_decline' },
});

// What the card field says about them is the catalogue's `testCardHint` and `unknownTestCard`.

/** The payment token for a card number, or undefined when it is not a test card. */
export function testCardToken(cardNumber: string): string | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  for (const card of Object.values(TEST_CARDS)) if (card.number.replace(/\s/g, '') === digits) return card.token;
  return undefined;
}
