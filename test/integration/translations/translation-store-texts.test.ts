/**
 * Issue 25: the store's shipping option names are the owner's texts in the translations panel,
 * on both databases: listed by option id on the checkout, translated and published, the cart
 * calls of a /fr page name the option in French (the /fr checkout and cart pages show those),
 * while an English page's calls and the option chosen stay the store's own.
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { eventually, HOST } from '../content/content-app';
import { frenchSite, frenchTranslationCalls } from './translation-calls';

const CART = '/api/commerce/shopping-cart';
const from = (path: string) => ({ Referer: `http://${HOST}${path}` });

describe.each(testDatabases())('translating the shipping options on $name', ({ open }) => {
  const t = frenchSite(open, { documents: {} });
  const { entry, translate, publish } = frenchTranslationCalls(t);

  it('lists each shipping option, and names it in French in the cart calls of a /fr page once published', async () => {
    expect(await entry('shippingOptions/ship-flat')).toMatchObject({
      label: 'Shipping options › Standard',
      original: 'Standard',
      page: '/checkout',
      state: 'missing',
    });
    await translate({ 'shippingOptions/ship-flat': 'Livraison standard' });
    expect(await entry('shippingOptions/ship-flat')).toMatchObject({ state: 'done' });
    await publish();

    const visitor = t.visitor();
    const added = await visitor.post(
      `${CART}/entries`,
      { itemId: 'prod-lamp', sku: 'LAMP', quantity: 1, additionalFields: null },
      from('/fr/shop/lamp'),
    );
    expect(added.status).toBe(200);
    const names = async (page: string) => {
      const cart = (await visitor.send('GET', CART, undefined, from(page))).body;
      return [cart.selectedShippingOption?.name, cart.shippingOptions.map((o: { name: string }) => o.name)];
    };
    await eventually(async () => (await names('/fr/checkout'))[0] === 'Livraison standard');
    expect(await names('/fr/checkout')).toEqual(['Livraison standard', ['Livraison standard', 'By weight']]);
    expect(await names('/checkout')).toEqual(['Standard', ['Standard', 'By weight']]);
  });
});
