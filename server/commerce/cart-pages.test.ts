import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '../error-handler';
import { openTestPglite } from '../db/pglite-snapshot';
import { seedStock } from '../inventory/stock-store';
import { crumb } from '../middleware/crumb';
import { siteResolver } from '../middleware/site-resolver';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../paths';
import { SiteRegistry } from '../sites/site-registry';
import { stockRows } from '../inventory/stock-rows';
import { cartPageRoutes } from './cart-pages';
import { checkoutPageRoutes } from './checkout-pages';
import { commerceRoutes } from './commerce-routes';
import type { Database } from '../db';
import type { RenderEnv } from '../render/page-renderer';
import type { AppEnv } from '../types';

let db: Database;
let app: Hono<AppEnv>;
const logs: string[] = [];
const env = (): RenderEnv => ({
  dev: false,
  log: { info: () => {}, warn: (m) => logs.push(m), error: (m) => logs.push(m) },
});

beforeAll(async () => {
  db = await openTestPglite();
  const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
  app = new Hono<AppEnv>();
  app.use(siteResolver({ sites }));
  app.use(crumb());
  app.route('/', commerceRoutes({ db, secret: 'test-secret' }));
  app.route('/cart', cartPageRoutes({ db, env }));
  app.route('/', checkoutPageRoutes({ db, env, secret: 'test-secret' }));
  app.onError((error, c) => handleError(error, c, env()));
});
afterAll(() => db?.close());

/** A browser on demo.localhost: its crumb and the cookies the server sets. */
function visitor() {
  const cookies = new Map([['crumb', randomBytes(16).toString('hex')]]);
  const send = async (method: string, path: string, init: { json?: unknown; form?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = {
      Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      Accept: init.json === undefined && method !== 'GET' ? 'text/html' : 'application/json',
    };
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      headers['X-CSRF-Token'] = cookies.get('crumb')!;
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    if (method === 'GET') headers.Accept = 'text/html';
    const response = await app.request(`http://demo.localhost${path}`, { method, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair.split('=');
      if (/max-age=0/i.test(cookie)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return {
    cookies,
    crumb: () => cookies.get('crumb')!,
    page: async (path: string) => {
      const response = await send('GET', path);
      return { status: response.status, type: response.headers.get('X-Page-Type'), html: await response.text() };
    },
    add: async (itemId: string, sku: string | null, quantity = 1, additionalFields: unknown = null) => {
      const response = await send('POST', '/api/commerce/shopping-cart/entries', {
        json: { itemId, sku, quantity, additionalFields: additionalFields && JSON.stringify(additionalFields) },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { newlyAdded: { id: string }; shoppingCart: { entries: { id: string }[] } };
    },
    json: async (method: string, path: string, json: unknown) => {
      const response = await send(method, path, { json });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    form: (path: string, form: Record<string, string>) => send('POST', path, { form }),
  };
}

const islandProps = (html: string, name: string) => {
  const marker = new RegExp(`data-island="${name}" data-props="(\\d+)"`).exec(html);
  const all = JSON.parse(/<script type="application\/json" id="island-props">(.*?)<\/script>/s.exec(html)![1]);
  return marker ? all[Number(marker[1])] : undefined;
};

describe('the cart page (200)', () => {
  it('says the cart is empty to a visitor without one', async () => {
    const page = await visitor().page('/cart');
    expect(page.status).toBe(200);
    expect(page.type).toBe('200');
    expect(page.html).toContain('You have nothing in your shopping cart.');
  });

  it('lists the cart from the database, readable and usable without JavaScript', async () => {
    const v = visitor();
    await v.add('prod-enamel-camp-mug', 'NW-ENACAMMUG-SLATE', 2);
    const { newlyAdded } = await v.add('prod-navigation-workshop', 'NW-NAVWOR-JANUARY-16-2027', 1, {
      'field-participant': 'Ana <Lee>',
      'field-experience': 'Experienced',
    });
    const { html } = await v.page('/cart');
    expect(html).toContain('<p class="cart-entry__title"><a href="/shop/enamel-camp-mug">Enamel Camp Mug</a></p>');
    expect(html).toContain('<p class="cart-entry__variant">Slate</p>');
    expect(html).toContain('$44.00');
    expect(html).toContain(
      '<span class="summary-form-field__title">Participant name</span> <span class="summary-form-field__answer">Ana &lt;Lee&gt;</span>',
    );
    expect(html).toContain(`action="/cart/entries/${newlyAdded.id}/quantity"`);
    expect(html).toContain(`<input type="hidden" name="crumb" value="${v.crumb()}"/>`);
    expect(html).toContain('<dd data-total="subtotal">$129.00</dd>');
    expect(html).toContain('<button type="submit">Update</button>');
    const props = islandProps(html, 'cart');
    expect(props.forms['prod-navigation-workshop'].map((f: { title: string }) => f.title)).toEqual([
      'Participant name',
      'Navigation experience',
      'Dietary needs',
    ]);
    expect(islandProps(html, 'pill-cart')).toMatchObject({
      hidden: true,
      cartPresent: true,
      totalQuantity: 3,
      money: { currency: 'USD', locale: 'en-US' },
    });
  });

  it('changes a quantity and removes an entry through form posts, then back to /cart', async () => {
    const v = visitor();
    const { newlyAdded: mug } = await v.add('prod-enamel-camp-mug', 'NW-ENACAMMUG-RUST', 1);
    const { newlyAdded: notes } = await v.add('prod-field-notes-trio', null, 1);
    const changed = await v.form(`/cart/entries/${mug.id}/quantity`, { crumb: v.crumb(), quantity: '5' });
    expect(changed.status).toBe(303);
    expect(changed.headers.get('Location')).toBe('/cart');
    expect((await v.page('/cart')).html).toContain('$110.00');
    const removed = await v.form(`/cart/entries/${notes.id}/remove`, { crumb: v.crumb() });
    expect(removed.status).toBe(303);
    const { html } = await v.page('/cart');
    expect(html).not.toContain('Field Notes Trio');
    const zero = await v.form(`/cart/entries/${mug.id}/quantity`, { crumb: v.crumb(), quantity: '0' });
    expect(zero.status).toBe(303);
    expect((await v.page('/cart')).html).toContain('You have nothing in your shopping cart.');
    expect(v.cookies.has('has-cart')).toBe(false);
  });

  it('shows why a form post failed: stock, a bad quantity, a stale crumb', async () => {
    const v = visitor();
    const { newlyAdded } = await v.add('prod-brass-trail-lantern', 'NW-BRATRALAN', 1);
    const short = await v.form(`/cart/entries/${newlyAdded.id}/quantity`, { crumb: v.crumb(), quantity: '50' });
    expect(short.status).toBe(409);
    const html = await short.text();
    expect(html).toContain('Unable to update quantity');
    expect(html).toContain('Sorry, we do not have enough of that item available.');
    const bad = await v.form(`/cart/entries/${newlyAdded.id}/quantity`, { crumb: v.crumb(), quantity: 'two' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Quantity must be a whole number');
    const stale = await v.form(`/cart/entries/${newlyAdded.id}/quantity`, { crumb: 'f'.repeat(32), quantity: '2' });
    expect(stale.status).toBe(403);
    expect(await stale.text()).toContain('Your session has expired. Please reload the page and try again.');
  });

  it('applies a coupon posted without JavaScript, and says why one is refused', async () => {
    const v = visitor();
    await v.add('prod-wool-camp-blanket', 'NW-WOOCAMBLA-RUST-STRIPE', 1);
    expect((await v.form('/cart/coupons', { crumb: v.crumb(), code: 'trail10' })).status).toBe(303);
    expect((await v.page('/cart')).html).toContain('<dd data-total="discount">-$12.00</dd>');
    const refused = await v.form('/cart/coupons', { crumb: v.crumb(), code: 'NOPE' });
    expect(await refused.text()).toContain('This coupon code is not valid.');
    const removed = await v.form('/cart/coupons/TRAIL10/remove', { crumb: v.crumb() });
    expect(removed.status).toBe(303);
    const { html } = await v.page('/cart');
    expect(html).not.toContain('data-total="discount"');
    expect(html).not.toContain('Coupon TRAIL10 applied.');
  });

  it("shows a sale line's regular price beside what it costs", async () => {
    const v = visitor();
    await v.add('prod-wool-camp-blanket', 'NW-WOOCAMBLA-SLATE-STRIPE', 2);
    const { html } = await v.page('/cart');
    const [extras] = Object.values(islandProps(html, 'cart').extras) as { regularPriceCents?: number }[];
    expect(extras.regularPriceCents).toBe(12000);
    expect(html).toContain('<del class="cart-entry__regular"><span class="visually-hidden">Was </span>$240.00</del>');
    expect(html).toContain('$192.00');
  });
});

describe('checkout (201) and the confirmation pages', () => {
  const address = {
    name: 'Ana Lee',
    line1: '1 Warren St',
    city: 'Hudson',
    region: 'NY',
    postalCode: '12534',
    country: 'US',
  };

  it('renders the checkout island with the cart, then the order confirmed page (202)', async () => {
    const v = visitor();
    await v.add('prod-enamel-camp-mug', 'NW-ENACAMMUG-CREAM', 2);
    const checkout = await v.page('/checkout');
    expect(checkout.type).toBe('201');
    const props = islandProps(checkout.html, 'checkout');
    expect(props.cart.totalQuantity).toBe(2);
    expect(props.countries[0]).toEqual({ code: 'US', name: 'United States' });
    const order = await v.json('POST', '/api/commerce/checkout', {
      email: 'ana@example.com',
      shippingAddress: address,
      paymentToken: 'tok_test_ok',
    });
    expect(order.status).toBe(200);
    const confirmed = await v.page(`/order-confirmed/${order.body.id}`);
    expect(confirmed.type).toBe('202');
    expect(confirmed.html).toContain('Thank you for your order');
    expect(confirmed.html).toContain('<span class="order-item-name">Enamel Camp Mug</span>');
    expect(confirmed.html).toContain(
      '<td class="order-num" data-label="Quantity">2</td><td class="order-num" data-label="Price">$22.00</td><td class="order-num" data-label="Total">$44.00</td>',
    );
    expect(confirmed.html).toContain('Test mode: no payment was taken.');
  });

  it('shows order received (207) with the issued gift card code for an order with nothing to ship', async () => {
    const v = visitor();
    await v.add('prod-gift-card', 'NW-GIFCAR--50', 1);
    const order = await v.json('POST', '/api/commerce/checkout', {
      email: 'bo@example.com',
      paymentToken: 'tok_test_ok',
    });
    const page = await v.page(`/order-confirmed/${order.body.id}`);
    expect(page.type).toBe('207');
    expect(page.html).toContain('We have received your order');
    const code = (order.body.giftCards as { code: string }[])[0].code;
    expect(page.html).toContain(`$50.00: <code class="gift-card-code">${code}</code>`);
  });

  it('checks out a subscription cart by its token and confirms it (206)', async () => {
    const v = visitor();
    const created = await v.json('POST', '/api/3/commerce/cart/subscription', {
      itemId: 'prod-campfire-coffee-club',
      sku: 'NW-CAMCOFCLU-GROUND',
      qty: 1,
    });
    const token = created.body.cartToken as string;
    const page = await v.page(`/checkout/subscription?cartToken=${token}`);
    expect(islandProps(page.html, 'checkout')).toMatchObject({ cartToken: token, cart: { totalQuantity: 1 } });
    const order = await v.json('POST', '/api/commerce/checkout', {
      email: 'cy@example.com',
      shippingAddress: address,
      paymentToken: 'tok_test_ok',
      cartToken: token,
    });
    expect((await v.page(`/order-confirmed/${order.body.id}`)).type).toBe('206');
  });

  it('answers 404 for an unknown order or subscription cart', async () => {
    const v = visitor();
    expect((await v.page('/order-confirmed/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await v.page('/checkout/subscription?cartToken=x')).status).toBe(404);
  });
});
