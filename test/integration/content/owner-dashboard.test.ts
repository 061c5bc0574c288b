/**
 * The home of /config (issue 24, `GET /api/owner/dashboard`): today's orders and sales, low
 * stock, items waiting for review and the newest submissions, each only for roles that may
 * read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { saveSubmission } from '../../../server/forms/form-store';
import { SHIPPING_ADDRESS } from '../helpers/shipping-address';
import { openContentApp, type ContentApp } from './content-app';

describe.each(testDatabases())('owner dashboard on $name', ({ open }) => {
  const t = {} as ContentApp;
  beforeAll(async () => {
    Object.assign(t, await openContentApp(await open()));
  }, 240_000);
  afterAll(async () => {
    await t.close?.();
    await t.db?.close();
  });

  it("counts today's orders and sales, lists low stock, items in Needs Review and the newest submissions", async () => {
    const created = await t.withKey('POST', '/api/owner/content/products', {
      name: 'Fire Steel',
      productType: 1,
      variants: [{ sku: 'STEEL', price: 1200, qtyInStock: 2, attributes: {} }],
    });
    await t.withKey('POST', '/api/owner/content/publish');
    const key = `shop/${created.body.id}`;
    await expect.poll(async () => (await t.page('/shop/fire-steel')).status, { timeout: 10_000 }).toBe(200);
    const buyer = t.visitor();
    expect((await buyer.add(created.body.id, 'STEEL')).status).toBe(200);
    const order = await buyer.post('/api/commerce/checkout', {
      email: 'ana@example.com',
      shippingAddress: SHIPPING_ADDRESS,
      paymentToken: 'tok_test_ok',
    });
    expect(order.status).toBe(200);
    await t.withKey('PUT', `/api/owner/content/items/${key}/status`, { revision: 1, status: 'needs-review' });
    await saveSubmission(t.db, t.siteId, {
      formId: 'contact',
      data: { 'field-name': 'Ada' },
      pageId: 'contact',
      pageTitle: 'Contact',
      pagePath: '/contact',
      contentSource: 'c',
    });

    const admin = await t.signedIn('admin');
    const { body } = await admin.get('/api/owner/dashboard');
    expect(body.today.orders).toBe(1);
    const [placed] = await t.db.query<{ grand_total_cents: number }>(
      'select grand_total_cents from orders where website_id = $1',
      [t.siteId],
    );
    expect(body.today.salesCents).toBe(Number(placed!.grand_total_cents));
    expect(body.lowStock.variants).toContainEqual({
      itemId: created.body.id,
      sku: 'STEEL',
      name: 'Fire Steel',
      variant: '',
      qtyInStock: 1,
    });
    expect(body.waiting.items).toEqual([{ key, title: 'Fire Steel' }]);
    // Named by its form as the forms panel lists it (this site has no form 'contact': a form
    // gone, named by its id), and its page (a footer's form is on every page).
    expect(body.submissions[0]).toMatchObject({
      formId: 'contact',
      formName: 'contact',
      formStatus: 'deleted',
      pageTitle: 'Contact',
      pagePath: '/contact',
    });

    const editor = await t.signedIn('editor');
    const limited = (await editor.get('/api/owner/dashboard')).body;
    expect(limited.today).toBeNull();
    expect(limited.lowStock).toBeNull();
    expect(limited.waiting.items).toHaveLength(1);
    expect((await t.visitor().get('/api/owner/dashboard')).status).toBe(401);
  });
});
