/**
 * The built-in test payment provider: `tok_test_ok` pays, `tok_test_decline` is declined,
 * anything else is refused as an unknown token. Charges and refunds are kept in memory so
 * tests can check them.
 *
 * @example
 *   const payments = testPaymentProvider();
 *   await payments.charge({ amountCents: 1200, currency: 'USD', token: 'tok_test_ok', orderId, description });
 */
import { randomUUID } from 'node:crypto';
import type { ChargeRequest, PaymentProvider } from './provider';

export const TEST_TOKENS = Object.freeze({ ok: 'tok_test_ok', decline: 'tok_test_decline' });

export const TEST_PAYMENT_MESSAGES = Object.freeze({
  declined: 'Your card was declined. Please use another card.',
  unknownToken: 'This payment could not be processed. Please enter your card details again.',
});

export interface TestPaymentProvider extends PaymentProvider {
  readonly charges: ReadonlyMap<string, ChargeRequest>;
  readonly refunds: readonly string[];
}

export function testPaymentProvider(): TestPaymentProvider {
  const charges = new Map<string, ChargeRequest>();
  const refunds: string[] = [];
  return {
    name: 'test',
    testMode: true,
    charges,
    refunds,
    async charge(request) {
      if (request.token === TEST_TOKENS.decline) return { ok: false, message: TEST_PAYMENT_MESSAGES.declined };
      if (request.token !== TEST_TOKENS.ok) return { ok: false, message: TEST_PAYMENT_MESSAGES.unknownToken };
      const chargeId = `ch_test_${randomUUID()}`;
      charges.set(chargeId, request);
      return { ok: true, chargeId };
    },
    async refund(chargeId) {
      refunds.push(chargeId);
    },
  };
}
