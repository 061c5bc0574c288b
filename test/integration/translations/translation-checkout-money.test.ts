/**
 * Issue 25 at checkout: a refusal that names an amount (the store's minimum order subtotal) from
 * /fr/checkout writes the amount as the /fr pages write money (`10,00 $US`, pageMoney in the page
 * language), inside the French words; from /checkout it stays the spec §8 English `$10.00`. The
 * cart suites' shop asks for a $10.00 subtotal, and its e-book costs $9.00.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUES, fillWords, formatCents } from '../../../domain';
import { testDatabases } from '../../../server/db/test-databases';
import { HOST } from '../content/content-app';
import { frenchSite } from './translation-calls';

const from = (path: string) => ({ Referer: `http://${HOST}${path}` });

describe.each(testDatabases())('the checkout’s refusals in the page language’s money on $name', ({ open }) => {
  const t = frenchSite(open, { documents: {} });

  it('writes the minimum subtotal in French money from /fr/checkout, and in the store’s from /checkout', async () => {
    const visitor = t.visitor();
    const added = await visitor.post(
      '/api/commerce/shopping-cart/entries',
      { itemId: 'prod-ebook', sku: null, quantity: 1, additionalFields: null },
      from('/fr/shop/ebook'),
    );
    expect(added.status).toBe(200);
    const order = { email: 'ana@example.com', paymentToken: 'tok_test_ok' };

    const french = await visitor.post('/api/commerce/checkout', order, from('/fr/checkout'));
    expect(french.status).toBe(422);
    const money = formatCents(1000, 'USD', { locale: 'fr-FR' });
    expect(money).toMatch(/^10,00\s\$US$/u);
    expect(french.body.error).toBe(fillWords(CATALOGUES.fr!.words.minimumSubtotal, { subtotal: money }));
    expect(french.body.error).not.toContain('$10.00');

    const english = await visitor.post('/api/commerce/checkout', order, from('/checkout'));
    expect(english.status).toBe(422);
    expect(english.body.error).toBe('To check out, your order subtotal must be $10.00 or more.');
  });
});
