/**
 * An order with nothing to ship (orders.ships, migration 507) on the buyer's side: a gift card
 * bought on the demo store from /fr/checkout with an address and a shipping option sent anyway.
 * Its confirmation page, in French and English, and its confirmation mail show no shipping
 * line and no address, and keep the buyer's e-mail; so does an order whose row kept an option
 * id (written by another path than today's checkout), as what ships decides, not the option.
 * Its mail's review prompt does not wait for the order to arrive.
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { Visitor } from './commerce-app';
import { demoStore } from '../translations/translation-calls';

const HOST = 'demo.localhost';
const from = (path: string) => ({ Referer: `http://${HOST}${path}` });
const CARD = { itemId: 'prod-gift-card', sku: 'NW-GIFCAR--25', quantity: 1, additionalFields: null };
const ADDRESS = {
  name: 'Ana Lima',
  line1: '1 Main St',
  city: 'Hudson',
  postalCode: '12534',
  country: 'US',
  region: 'NY',
};
/** The shipping words of the four languages' totals (domain/interface-words). */
const SHIPPING_WORDS = /Shipping|Livraison|Versand|Envío/;

describe.each(testDatabases())('an order with nothing to ship, as its buyer sees it, on $name', ({ open }) => {
  const demo = demoStore(open);
  /** The page's order section: the header and footer may link a shipping policy page. */
  const orderSection = async (visitor: Visitor, path: string) => {
    const page = await (await visitor.request('GET', path, undefined, { Accept: 'text/html' })).text();
    const start = page.indexOf('<section class="container order-confirmed"');
    expect(start).toBeGreaterThan(0);
    return page.slice(start, page.indexOf('</section>', start));
  };
  const mailOf = async (orderId: string) =>
    (
      await demo.db.query<{ html_body: string; text_body: string }>(
        'select html_body, text_body from mail_outbox where dedupe_key = $1',
        [`order-confirmation:${orderId}`],
      )
    )[0];
  const expectNoShipping = (text: string | undefined) => {
    expect(text).toBeTruthy();
    expect(text).not.toMatch(SHIPPING_WORDS);
    expect(text).not.toContain('1 Main St');
    expect(text).not.toContain('Ana Lima');
  };

  it('shows no shipping line or address on the confirmation pages and mail, keeping the e-mail', async () => {
    const visitor = new Visitor(demo.app, HOST);
    expect((await visitor.post('/api/commerce/shopping-cart/entries', CARD, from('/fr/shop/gift-card'))).status).toBe(
      200,
    );
    // The address and option are sent as a checkout form that asks for them anyway would.
    const sent = { email: 'ana@example.com', shippingAddress: ADDRESS, shippingOptionId: 'ship-standard' };
    const placed = await visitor.post(
      '/api/commerce/checkout',
      { ...sent, paymentToken: 'tok_test_ok' },
      from('/fr/checkout'),
    );
    expect(placed.status).toBe(200);
    const id = placed.body.id as string;
    const [row] = await demo.db.query('select ships, shipping_option_id from orders where id = $1', [id]);
    expect(row).toEqual({ ships: false, shipping_option_id: null });

    const pages = async () => [
      await orderSection(visitor, `/fr/order-confirmed/${id}`),
      await orderSection(visitor, `/order-confirmed/${id}`),
    ];
    for (const page of await pages()) {
      expectNoShipping(page);
      expect(page).toContain('<strong>ana@example.com</strong>');
    }
    const mail = await mailOf(id);
    expectNoShipping(mail?.html_body);
    expectNoShipping(mail?.text_body);
    // Its French review prompt waits for no arrival.
    expect(mail?.html_body).toContain('<p>Donnez votre avis sur vos achats\u202f:</p>');
    expect(mail?.html_body).not.toContain('Une fois votre commande reçue');

    // An option id on the row does not bring the line back: nothing ships.
    await demo.db.query(`update orders set shipping_option_id = 'ship-standard' where id = $1`, [id]);
    const [french, english] = await pages();
    expect(french).toContain('<dt>Sous-total</dt>');
    expect(english).toContain('<dt>Subtotal</dt>');
    expectNoShipping(french);
    expectNoShipping(english);
  });
});
