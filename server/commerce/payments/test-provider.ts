/**
 * The built-in test payment provider: `tok_test_ok` pays, `tok_test_decline` is declined,
 * anything else is refused as an unknown token. Nothing leaves the process.
 *
 * @example
 *   const payments = testPaymentProvider();
 *   await payments.charge({ amountCents: 1200, currency: 'USD', token: TEST_TOKENS.ok, orderId, description });
 */
import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './provider';

export const TEST_TOKENS = Object.freeze({ ok: 'tok_test_ok', decline: 'tok_test_decline' });

/** Its refusals: words of the catalogues, so a page in another language hears them in its own (translated-answers.ts). */
export const TEST_PROVIDER_MESSAGES = Object.freeze({
  declined: 'Your card was declined. Please use another card.',
  unknownToken: 'This payment could not be processed. Please enter your card details again.',
});

export function testPaymentProvider(): PaymentProvider {
  return {
    name: 'test',
    testMode: true,
    async charge(request) {
      if (request.token === TEST_TOKENS.decline) return { ok: false, message: TEST_PROVIDER_MESSAGES.declined };
      if (request.token !== TEST_TOKENS.ok) return { ok: false, message: TEST_PROVIDER_MESSAGES.unknownToken };
      return { ok: true, chargeId: `ch_test_${randomUUID()}` };
    },
    // Test charges move no money, so there is nothing to give back.
    async refund() {},
  };
}
