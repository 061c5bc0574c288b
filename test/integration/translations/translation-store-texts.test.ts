/**
 * Issue 25: the store's shipping option names are the owner's texts in the translations panel,
 * on both databases: listed by option id on the checkout, translated and published, the cart
 * calls of a /fr page name the option in French (the /fr checkout and cart pages show those),
 * while an English page's calls and the option chosen stay the store's own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { eventually, HOST } from '../content/content-app';
import { frenchSite, frenchTranslationCalls, templateDocuments } from './translation-calls';
import { TEMPLATES_DIR } from '../../../server/paths';

const CART = '/api/commerce/shopping-cart';
const from = (path: string) => ({ Referer: `http://${HOST}${path}` });

describe.each(testDatabases())('translating the shipping options on $name', ({ open }) => {
  // The store's own checkout template (the suite's fixture one is a bare heading), so the checkout island renders.
  const checkoutTemplate = readFileSync(join(TEMPLATES_DIR, 'pages', 'checkout.html'), 'utf8');
  const t = frenchSite(open, { documents: templateDocuments({ 'pages/checkout.html': checkoutTemplate }) });
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
  it('previews /fr/checkout with a sample cart, so the shipping step names the options with the unsaved translation, writing nothing', async () => {
    const flat = await entry('shippingOptions/ship-flat');
    const counts = async () =>
      (
        await t.db.query<{ carts: number; orders: number; stock: string }>(
          `select (select count(*)::int from carts where website_id = $1) as carts,
             (select count(*)::int from orders where website_id = $1) as orders,
             (select coalesce(string_agg(sku || ':' || qty_in_stock, ',' order by sku), '') from stock where website_id = $1) as stock`,
          [t.siteId],
        )
      )[0];
    const before = await counts();
    const owner = await t.signedIn('viewer');
    const unsaved = { shippingOptions: { 'ship-flat': 'Livraison à domicile' }, sources: { [flat.id]: flat.source } };
    const preview = await owner.request('POST', '/api/owner/content/preview', {
      path: '/fr/checkout',
      documents: [{ kind: 'translation', key: 'fr-FR', body: unsaved }],
    });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('x-preview-status')).toBe('200');
    const html = await preview.text();
    // The shipping step as a visitor with one item sees it, in French, the unsaved name first.
    const step = /<legend>([^<]*)<\/legend>((?:<label class="choice">[\s\S]*?<\/label>)+)/.exec(html);
    expect(step?.[1]).toBe('Mode de livraison');
    expect(step?.[2]).toMatch(/Livraison à domicile/);
    expect(step?.[2]).toMatch(/By weight/);
    expect(html).toContain('<li>Camp Lamp<!-- --> × <!-- -->1');
    // The English checkout preview names the store's own option; neither wrote a cart, an order or stock.
    const english = await (await owner.request('POST', '/api/owner/content/preview', { path: '/checkout' })).text();
    expect(english).toMatch(/<label class="choice">[\s\S]*?Standard/);
    expect(english).not.toContain('Livraison');
    expect(await counts()).toEqual(before);
  });
});
