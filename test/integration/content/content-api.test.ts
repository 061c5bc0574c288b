/**
 * Issue 23's owner content API on both databases: a product created through the API with two
 * variants and an image is a draft until published, then shows at /shop/<urlId> and can be
 * bought; an edit from a stale revision answers 409 with the current one; validation names the
 * field in the editor's words; roles and the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { stockOf } from '../commerce/commerce-app';
import { SHIPPING_ADDRESS } from '../helpers/shipping-address';
import { IMAGE_ID, eventually, openContentApp, type ContentApp } from './content-app';

const PRODUCTS = '/api/owner/content/products';
const PUBLISH = '/api/owner/content/publish';

const LANTERN = {
  name: 'Storm Lantern',
  productType: 1,
  description: 'Brass and glass.\n\nBurns <all> night.',
  variants: [
    { sku: 'LANTERN-S', price: 2500, qtyInStock: 3, attributes: { Size: 'Small' } },
    { sku: 'LANTERN-L', price: 4000, salePrice: 3500, onSale: true, qtyInStock: 1, attributes: { Size: 'Large' } },
  ],
  images: [IMAGE_ID],
};

describe.each(testDatabases())('owner content API on $name', ({ open }) => {
  const t = {} as ContentApp;
  beforeAll(async () => {
    Object.assign(t, await openContentApp(await open()));
    // Opening a database, migrating it and importing the site take a while on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await t.close?.();
    await t.db?.close();
  });

  it('creates a product as a draft, publishes it to /shop/<urlId>, and sells it', async () => {
    const created = await t.withKey('POST', PRODUCTS, LANTERN);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: 'prod-storm-lantern', urlId: 'storm-lantern', revision: 1 });
    expect((await t.page('/shop/storm-lantern')).status).toBe(404);

    const published = await t.withKey('POST', PUBLISH);
    expect(published.status).toBe(200);
    expect(published.body.published).toBe(2); // the item and its collection
    await eventually(async () => (await t.page('/shop/storm-lantern')).status === 200);
    const page = await t.page('/shop/storm-lantern');
    expect(page.html).toContain('Storm Lantern');
    const item = t.sites
      .byId(t.siteId)!
      .collections.get('shop')!
      .items.find((i) => i.urlId === 'storm-lantern')!;
    // The description is text: escaped, a paragraph per blank-line-separated block.
    expect(item.body).toBe('<p>Brass and glass.</p>\n<p>Burns &lt;all&gt; night.</p>');
    expect(page.html).toMatch(/\/assets\/harbour\.[0-9a-f]{10}\.svg/);

    const buyer = t.visitor();
    expect((await buyer.add('prod-storm-lantern', 'LANTERN-L')).status).toBe(200);
    const order = await buyer.post('/api/commerce/checkout', {
      email: 'ana@example.com',
      shippingAddress: SHIPPING_ADDRESS,
      paymentToken: 'tok_test_ok',
    });
    expect(order.status).toBe(200);
    expect(await stockOf(t.db, t.siteId, 'prod-storm-lantern', 'LANTERN-L')).toBe(0);
  });

  it('answers 409 with the current revision to an edit from a stale one; the published page changes only on publish', async () => {
    const { body } = await t.withKey('POST', PRODUCTS, {
      ...LANTERN,
      name: 'Camp Stool',
      variants: [LANTERN.variants[0]!],
    });
    expect((await t.withKey('PUT', `${PRODUCTS}/${body.id}`, { revision: 1, name: 'Folding Stool' })).body).toEqual({
      revision: 2,
    });
    const stale = await t.withKey('PUT', `${PRODUCTS}/${body.id}`, { revision: 1, name: 'Oak Stool' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ revision: 2, current: { title: 'Folding Stool' } });

    await t.withKey('POST', PUBLISH);
    await eventually(async () => (await t.page(`/shop/${body.urlId}`)).html.includes('Folding Stool'));
    expect((await t.withKey('PUT', `${PRODUCTS}/${body.id}`, { revision: 2, name: 'Oak Stool' })).status).toBe(200);
    expect((await t.page(`/shop/${body.urlId}`)).html).toContain('Folding Stool');
    expect((await t.withKey('PUT', `${PRODUCTS}/prod-nothing`, { revision: 1, name: 'X' })).status).toBe(404);
  });

  it("lists a document's revisions and restores an earlier one as a new draft revision", async () => {
    const { body } = await t.withKey('POST', PRODUCTS, {
      ...LANTERN,
      name: 'Trail Bell',
      variants: [LANTERN.variants[0]!],
    });
    await t.withKey('PUT', `${PRODUCTS}/${body.id}`, { revision: 1, name: 'Bear Bell' });
    const path = `shop/${body.id}`;
    const listed = await t.withKey('GET', `/api/owner/content/revisions/item/${path}`);
    expect(listed.body.revisions.map((r: { revision: number; change: string }) => [r.revision, r.change])).toEqual([
      [2, 'update'],
      [1, 'create'],
    ]);
    expect((await t.withKey('POST', `/api/owner/content/restore/item/${path}`, { revision: 1, from: 1 })).status).toBe(
      409,
    );
    expect(
      (await t.withKey('POST', `/api/owner/content/restore/item/${path}`, { revision: 2, from: 9 })).body.fieldErrors,
    ).toEqual({
      from: '9 is not one of the expected options',
    });
    expect((await t.withKey('POST', `/api/owner/content/restore/item/${path}`, { revision: 2, from: 1 })).body).toEqual(
      {
        revision: 3,
      },
    );
    const restored = await t.withKey('GET', `/api/owner/content/documents/item/${path}`);
    expect(restored.body).toMatchObject({ revision: 3, publishedRevision: null, draft: { title: 'Trail Bell' } });
    expect((await t.withKey('GET', '/api/owner/content/revisions/item/shop/none')).status).toBe(404);
  });

  it('publishes every draft of the site in one step', async () => {
    const names = ['Wool Hat', 'Wool Scarf', 'Wool Mitts'];
    const ids: string[] = [];
    for (const name of names)
      ids.push(
        (
          await t.withKey('POST', PRODUCTS, {
            ...LANTERN,
            name,
            variants: [{ sku: name, price: 1500, attributes: {} }],
          })
        ).body.urlId,
      );
    const before = t.sites.byId(t.siteId)!;
    expect(ids.map((id) => before.collections.get('shop')!.items.some((i) => i.urlId === id))).toEqual([
      false,
      false,
      false,
    ]);
    await t.withKey('POST', PUBLISH);
    await eventually(async () => t.sites.byId(t.siteId) !== before);
    const after = t.sites.byId(t.siteId)!;
    expect(ids.map((id) => after.collections.get('shop')!.items.some((i) => i.urlId === id))).toEqual([
      true,
      true,
      true,
    ]);
    expect((await t.withKey('POST', PUBLISH)).body.published).toBe(0);
  });

  it('refuses bad products with a 400 naming the field, in the editor words', async () => {
    const refused = async (body: unknown) => {
      const answer = await t.withKey('POST', PRODUCTS, body);
      expect(answer.status).toBe(400);
      return answer.body.fieldErrors;
    };
    expect(await refused({ ...LANTERN, productType: 6 })).toEqual({
      productType: '6 is not one of the expected options',
    });
    expect(await refused({ ...LANTERN, productType: 2, isSubscribable: true })).toMatchObject({
      isSubscribable: 'Only physical and service products (and paywall memberships) can be subscribable.',
    });
    expect(await refused({ ...LANTERN, images: ['img-none'] })).toEqual({
      'images.0': 'img-none is not one of the expected options',
    });
    expect(
      await refused({ ...LANTERN, variants: [LANTERN.variants[0], { ...LANTERN.variants[1], sku: 'lantern-s' }] }),
    ).toEqual({ variants: 'This SKU already exists' });
    expect(await refused({ ...LANTERN, name: ' ' })).toEqual({ name: 'Please enter a product name.' });
    expect(await refused({ ...LANTERN, variants: [{ ...LANTERN.variants[0], price: 12.5 }] })).toEqual({
      'variants.0.price': 'A price must be a whole number of cents from 0 to 100,000,000.',
    });
    expect(await refused({ ...LANTERN, images: Array.from({ length: 51 }, () => IMAGE_ID) })).toEqual({
      images: 'A product can have at most 50 images.',
    });
    const plan = { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 };
    expect(
      (
        await t.withKey('POST', PRODUCTS, {
          ...LANTERN,
          name: 'Tea Club',
          isSubscribable: true,
          subscriptionPlan: plan,
        })
      ).status,
    ).toBe(201);
    expect(
      (await t.withKey('PUT', `${PRODUCTS}/prod-tea-club`, { revision: 1, productType: 4 })).body.fieldErrors,
    ).toEqual({
      isSubscribable: 'Only physical and service products (and paywall memberships) can be subscribable.',
    });
    // A paywall product billed monthly is a membership, as the demo's Trail Club sells it.
    const membership = {
      ...LANTERN,
      name: 'Reading Room',
      productType: 5,
      isSubscribable: true,
      subscriptionPlan: plan,
    };
    expect((await t.withKey('POST', PRODUCTS, membership)).status).toBe(201);
  });

  it('checks roles and the crumb, and keeps an audit log admins read', async () => {
    const viewer = await t.signedIn('viewer');
    expect((await viewer.post(PRODUCTS, LANTERN)).status).toBe(403);
    expect((await viewer.get('/api/owner/content/documents/site')).status).toBe(200);
    expect((await viewer.get('/api/owner/content/audit')).status).toBe(403);
    const manager = await t.signedIn('storeManager');
    const made = await manager.post(PRODUCTS, { ...LANTERN, name: 'Map Case' });
    expect(made.status).toBe(201);
    expect((await manager.post(PRODUCTS, { ...LANTERN, name: 'No crumb' }, { 'X-CSRF-Token': 'wrong' })).status).toBe(
      403,
    );
    expect((await manager.put('/api/owner/content/documents/site/site', { revision: 1, body: {} })).status).toBe(403);
    const editor = await t.signedIn('editor');
    expect((await editor.post(PUBLISH)).status).toBe(200);

    const admin = await t.signedIn('admin');
    const { entries } = (await admin.get('/api/owner/content/audit')).body;
    const created = entries.find(
      (e: { action: string; key: string }) => e.action === 'create' && e.key === `shop/${made.body.id}`,
    );
    expect(created).toMatchObject({ kind: 'item', before: null, after: { title: 'Map Case' } });
    expect(created.actor).toMatch(/^owner:/);
    expect(
      entries.find((e: { action: string; key: string }) => e.action === 'publish' && e.key === `shop/${made.body.id}`),
    ).toMatchObject({
      before: null,
      after: { title: 'Map Case' },
    });
  });
});
