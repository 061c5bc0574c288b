import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newGiftCardCode } from '../../../server/commerce/gift-card-store';
import { testDatabases } from '../../../server/db/test-databases';
import { openDemoApp } from './security-app';
import { suiteApp } from '../helpers/suite-app';

const CHECKOUT = '/api/commerce/checkout';
const NOT_VALID = 'This gift card code is not valid.';

describe.each(testDatabases().slice(0, 1))('gift card codes on $name', ({ open }) => {
  const demo = suiteApp(open, openDemoApp);

  /** A visitor with a gift card in the cart, so checkout reaches the code. */
  async function buyer() {
    const visitor = demo.visitor();
    expect((await visitor.add('prod-gift-card', 'NW-GIFCAR--50')).status).toBe(200);
    return visitor;
  }

  it('are 16 symbols of a 32-letter alphabet (80 random bits), never repeating', () => {
    const codes = new Set(Array.from({ length: 2000 }, newGiftCardCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
  });

  it('can be guessed wrong five times, then the visitor must wait (429, Retry-After)', async () => {
    const visitor = await buyer();
    for (let i = 0; i < 5; i++) {
      const answer = await visitor.post(CHECKOUT, {
        email: 'g@example.com',
        paymentToken: 'tok_test_ok',
        giftCardCode: newGiftCardCode(),
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ error: NOT_VALID });
    }
    const refused = await visitor.post(CHECKOUT, {
      email: 'g@example.com',
      paymentToken: 'tok_test_ok',
      giftCardCode: newGiftCardCode(),
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Please try again in a few seconds.' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    const withoutCard = await visitor.post(CHECKOUT, { email: 'g@example.com', paymentToken: 'tok_test_ok' });
    expect(withoutCard.status).toBe(200);
  });

  it('cannot be guessed in bulk by inventing a new crumb for every try', async () => {
    const visitor = await buyer();
    const cart = visitor.cookies.get('cart')!;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const crumb = randomBytes(16).toString('hex');
      const json = { email: 'g@example.com', paymentToken: 'tok_test_ok', giftCardCode: newGiftCardCode() };
      statuses.push(
        (
          await demo.call('POST', CHECKOUT, {
            cookie: `crumb=${crumb}; cart=${cart}`,
            crumb,
            from: '198.51.100.23',
            json,
          })
        ).status,
      );
    }
    expect(statuses.filter((s) => s === 422)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });
});
