/**
 * Issue 25 for a coupon the cart is too small for: its reason in `invalidCoupons` (the cart
 * island and the server-rendered /fr/cart and /fr/checkout show it) and the checkout's refusal
 * of it are said in the page's language, the minimum written as the /fr pages write money
 * (`50,00 $US`, pageMoney), not in English with `$50.00`; English pages keep the English. The
 * demo store has TRAIL10, which asks for a $50.00 subtotal, and a tee at $48.00.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUES, fillWords, formatCents } from '../../../domain';
import { testDatabases } from '../../../server/db/test-databases';
import { Visitor } from '../commerce/commerce-app';
import { demoStore } from './translation-calls';

const HOST = 'demo.localhost';
const CART = '/api/commerce/shopping-cart';
const TEE = { itemId: 'prod-merino-crew-tee', sku: 'NW-MERCRETEE-M-FOREST' };
const ENGLISH = 'This coupon needs an order subtotal of $50.00 or more.';
const from = (path: string) => ({ Referer: `http://${HOST}${path}` });
const html = async (visitor: Visitor, path: string) =>
  (await visitor.request('GET', path, undefined, { Accept: 'text/html' })).text();

/** The reason in French, the minimum as /fr pages write money. */
function french(): string {
  const money = formatCents(5000, 'USD', { locale: 'fr-FR' });
  expect(money).toMatch(/^50,00\s\$US$/u);
  return fillWords(CATALOGUES.fr!.words.couponMinimum, { subtotal: money });
}

describe.each(testDatabases())('a coupon’s minimum in the page language on $name', ({ open }) => {
  const demo = demoStore(open);

  /** A visitor with one tee in the cart, added from the French product page. */
  const withTee = async () => {
    const visitor = new Visitor(demo.app, HOST);
    const added = await visitor.post(
      `${CART}/entries`,
      { ...TEE, quantity: 1, additionalFields: null },
      from('/fr/shop/merino-crew-tee'),
    );
    expect(added.status).toBe(200);
    return visitor;
  };

  it('lists the refused coupon in French words and money from /fr pages, in English from the others', async () => {
    const visitor = await withTee();
    const applied = await visitor.post(`${CART}/coupons`, { code: 'trail10' }, from('/fr/cart'));
    expect(applied.status).toBe(200);
    expect(applied.body.shoppingCart.invalidCoupons).toEqual([{ code: 'TRAIL10', reason: french() }]);
    const loaded = await visitor.send('GET', `${CART}?calculateSubtotal=true`, undefined, from('/fr/checkout'));
    expect(loaded.body.invalidCoupons).toEqual([{ code: 'TRAIL10', reason: french() }]);

    for (const headers of [from('/cart'), {}]) {
      const english = await visitor.send('GET', CART, undefined, headers);
      expect(english.body.invalidCoupons).toEqual([{ code: 'TRAIL10', reason: ENGLISH }]);
    }

    // The pages' own render: the coupon box without JavaScript, and the islands' props.
    for (const page of ['/fr/cart', '/fr/checkout']) {
      const shown = await html(visitor, page);
      expect(shown, page).not.toContain('$50.00');
      expect(shown, page).toContain(french());
    }
    for (const page of ['/cart', '/checkout']) expect(await html(visitor, page), page).toContain(ENGLISH);
  });

  it('refuses the coupon at checkout in French words and money from /fr/checkout', async () => {
    const visitor = await withTee();
    const order = { email: 'ana@example.com', paymentToken: 'tok_test_ok', couponCodes: ['TRAIL10'] };

    const refused = await visitor.post('/api/commerce/checkout', order, from('/fr/checkout'));
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(french());

    const english = await visitor.post('/api/commerce/checkout', order, from('/checkout'));
    expect(english.status).toBe(422);
    expect(english.body.error).toBe(ENGLISH);
  });
});
