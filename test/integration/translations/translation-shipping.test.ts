/**
 * Issue 25 at checkout on the demo store, whose fixtures translate it into French: the shipping
 * options are the owner's texts, so /fr/checkout, /fr/cart, the cart calls of a /fr page and the
 * /fr order confirmation name them as the French translation does, while the order keeps the
 * option itself (the owner's orders name it in the store's own words). The $118 jacket is over
 * the Standard option's free threshold ($100): a free shipping line reads as free wherever it is
 * shown, in each language.
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { Visitor } from '../commerce/commerce-app';
import { demoStore } from './translation-calls';
import { describeOrder } from '../../../server/orders/describe-order';

const HOST = 'demo.localhost';
const CART = '/api/commerce/shopping-cart';
const JACKET = { itemId: 'prod-canvas-field-jacket', sku: 'NW-CANFIEJAC-M-NAVY', quantity: 1, additionalFields: null };
const from = (path: string) => ({ Referer: `http://${HOST}${path}` });
const STANDARD_FR = 'Standard (3 à 5 jours ouvrés)';
const EXPRESS_FR = 'Express (1 à 2 jours ouvrés)';
const STANDARD = 'Standard (3–5 business days)';
const escaped = (text: string) => text.replace(/[()]/g, '\\$&');
const ADDRESS = { name: 'Ana', line1: '1 Main St', city: 'Hudson', postalCode: '12534', country: 'US', region: 'NY' };

describe.each(testDatabases())('the demo’s shipping options in the page language on $name', ({ open }) => {
  const demo = demoStore(open);
  const html = async (visitor: Visitor, path: string) =>
    (await visitor.request('GET', path, undefined, { Accept: 'text/html' })).text();

  it('names the shipping options in French on /fr/checkout, /fr/cart and the calls of a /fr page', async () => {
    const visitor = new Visitor(demo.app, HOST);
    expect((await visitor.post(`${CART}/entries`, JACKET, from('/fr/shop/canvas-field-jacket'))).status).toBe(200);

    const french = (await visitor.send('GET', CART, undefined, from('/fr/checkout'))).body;
    expect(french.shippingOptions.map((o: { name: string }) => o.name)).toEqual([STANDARD_FR, EXPRESS_FR]);
    expect(french.selectedShippingOption).toMatchObject({ id: 'ship-standard', name: STANDARD_FR, costCents: 0 });
    const english = (await visitor.send('GET', CART, undefined, from('/checkout'))).body;
    expect(english.selectedShippingOption.name).toBe(STANDARD);

    const checkout = await html(visitor, '/fr/checkout');
    expect(checkout).toContain(JSON.stringify(STANDARD_FR));
    expect(checkout).toContain(JSON.stringify(EXPRESS_FR));
    expect(checkout).not.toContain('business days');
    const cart = await html(visitor, '/fr/cart');
    expect(cart).toContain(JSON.stringify(STANDARD_FR));
    expect(cart).not.toContain('business days');
    expect(await html(visitor, '/checkout')).toContain(JSON.stringify(STANDARD));
  });

  it('confirms an order placed from /fr/checkout with the French option and free shipping, keeping the option itself', async () => {
    const visitor = new Visitor(demo.app, HOST);
    expect((await visitor.post(`${CART}/entries`, JACKET, from('/fr/shop/canvas-field-jacket'))).status).toBe(200);
    const placed = await visitor.post(
      '/api/commerce/checkout',
      {
        email: 'ana@example.com',
        shippingAddress: ADDRESS,
        shippingOptionId: 'ship-standard',
        paymentToken: 'tok_test_ok',
      },
      from('/fr/checkout'),
    );
    expect(placed.status).toBe(200);
    const stored = await demo.db.query('select shipping_option_id, shipping_cents from orders where id = $1', [
      placed.body.id,
    ]);
    expect(stored).toEqual([{ shipping_option_id: 'ship-standard', shipping_cents: 0 }]);

    const french = await html(visitor, `/fr/order-confirmed/${placed.body.id}`);
    expect(french).toContain(`<dt>Livraison (${STANDARD_FR})</dt><dd>Gratuit</dd>`);
    const english = await html(visitor, `/order-confirmed/${placed.body.id}`);
    expect(english).toContain(`<dt>Shipping (${STANDARD})</dt><dd>Free</dd>`);
    // The buyer's mail, in the language the order was placed in, names the option and its free line as the page does.
    const [mail] = await demo.db.query<{ html_body: string; text_body: string }>(
      'select html_body, text_body from mail_outbox where dedupe_key = $1',
      [`order-confirmation:${placed.body.id}`],
    );
    expect(mail?.html_body).toMatch(new RegExp(`>Livraison \\(${escaped(STANDARD_FR)}\\)</td><td[^>]*>Gratuit</td>`));
    expect(mail?.text_body).toContain(`Livraison (${STANDARD_FR})`);
    expect(mail?.html_body).not.toContain('business days');
    // The jacket is named with its variant's options, in French for the French buyer.
    // French sets a narrow no-break space before each colon.
    expect(french).toContain('<span class="order-item-variant">Taille\u202f: M, Couleur\u202f: Marine</span>');
    expect(english).toContain('<span class="order-item-variant">Size: M, Color: Navy</span>');
    expect(mail?.html_body).toContain('Taille\u202f: M, Couleur\u202f: Marine');
    // The text part keeps the no-break spaces too (render-email.ts textOf folds only layout space).
    expect(mail?.text_body).toContain('Veste de terrain en toile — Taille\u202f: M, Couleur\u202f: Marine × 1');
    // The owner's orders name the option in the store's own words.
    const owned = await describeOrder(demo.db, demo.sites.byHost(HOST)!, placed.body.orderNumber);
    expect(owned?.shippingOptionName).toBe(STANDARD);
    expect(owned?.items.map((item) => item.variantText)).toEqual(['Size: M, Color: Navy']);
  });

  it("names a gift card's amount before its code with the language's colon on the French confirmation and mail", async () => {
    const visitor = new Visitor(demo.app, HOST);
    const card = { itemId: 'prod-gift-card', sku: 'NW-GIFCAR--25', quantity: 1, additionalFields: null };
    expect((await visitor.post(`${CART}/entries`, card, from('/fr/shop/gift-card'))).status).toBe(200);
    const placed = await visitor.post(
      '/api/commerce/checkout',
      { email: 'ana@example.com', paymentToken: 'tok_test_ok' },
      from('/fr/checkout'),
    );
    expect(placed.status).toBe(200);
    const code = placed.body.giftCards[0].code as string;
    const french = await html(visitor, `/fr/order-confirmed/${placed.body.id}`);
    expect(french).toContain(`<li>25,00\u00a0$US\u202f: <code class="gift-card-code">${code}</code></li>`);
    const english = await html(visitor, `/order-confirmed/${placed.body.id}`);
    expect(english).toContain(`<li>$25.00: <code class="gift-card-code">${code}</code></li>`);
    const [mail] = await demo.db.query<{ html_body: string }>(
      'select html_body from mail_outbox where dedupe_key = $1',
      [`order-confirmation:${placed.body.id}`],
    );
    expect(mail?.html_body).toContain(`<p>25,00\u00a0$US\u202f: <code>${code}</code></p>`);
  });
});
