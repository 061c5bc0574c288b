/**
 * The products panel's calls (issue 24): the list with search, filters and sort; one product
 * as the editor edits it, saved with every field the storefront shows; duplicate; delete with
 * the revision; and the live preview of a product's unsaved edit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { IMAGE_ID, openContentApp, type ContentApp } from './content-app';

const PRODUCTS = '/api/owner/content/products';

const STOVE = {
  name: 'Camp Stove',
  productType: 1,
  variants: [
    { sku: 'STOVE-S-RED', price: 6000, qtyInStock: 2, attributes: { Size: 'S', Color: 'Red' } },
    { sku: 'STOVE-L-RED', price: 8000, qtyInStock: 1, attributes: { Size: 'L', Color: 'Red' } },
  ],
  images: [IMAGE_ID],
};

describe.each(testDatabases())('products panel API on $name', ({ open }) => {
  const t = {} as ContentApp;
  beforeAll(async () => {
    Object.assign(t, await openContentApp(await open()));
  }, 240_000);
  afterAll(async () => {
    await t.close?.();
    await t.db?.close();
  });

  it('saves every field the editor edits and reads them back', async () => {
    const created = await t.withKey('POST', PRODUCTS, STOVE);
    expect(created.status).toBe(201);
    const id = created.body.id;
    const view = await t.withKey('GET', `${PRODUCTS}/${id}`);
    expect(view.body).toMatchObject({
      id,
      key: `shop/${id}`,
      url: '/shop/camp-stove',
      status: 'published',
      revision: 1,
      publishedRevision: null,
      fields: { name: 'Camp Stove', optionOrder: ['Size', 'Color'], tags: [], addButtonText: '' },
    });
    const saved = await t.withKey('PUT', `${PRODUCTS}/${id}`, {
      revision: 1,
      urlId: 'trail-stove',
      descriptionHtml: '<p>Burns <strong>white gas</strong><script>x()</script></p>',
      optionOrder: ['Color', 'Size'],
      tags: ['cooking', 'camp'],
      categories: ['Gear'],
      addButtonText: 'Pack it',
      variants: STOVE.variants.map((x, i) => ({ ...x, imageId: i === 0 ? IMAGE_ID : null })),
    });
    expect(saved.body).toEqual({ revision: 2 });
    const after = await t.withKey('GET', `${PRODUCTS}/${id}`);
    expect(after.body.fields).toMatchObject({
      urlId: 'trail-stove',
      descriptionHtml: '<p>Burns <strong>white gas</strong></p>',
      optionOrder: ['Color', 'Size'],
      tags: ['cooking', 'camp'],
      categories: ['Gear'],
      addButtonText: 'Pack it',
    });
    expect(after.body.fields.variants[0].imageId).toBe(IMAGE_ID);
    expect(after.body.fields.variants[1].imageId).toBeUndefined();
    const bad = await t.withKey('PUT', `${PRODUCTS}/${id}`, {
      revision: 2,
      urlId: 'no spaces',
      tags: ['x'.repeat(51)],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({ urlId: 'no spaces is not a valid page URL' });
  });

  it('lists products searched by name or SKU, filtered and sorted', async () => {
    await t.withKey('POST', PRODUCTS, {
      ...STOVE,
      name: 'Map Print',
      productType: 2,
      variants: [{ sku: 'MAP-1', price: 1500, attributes: {} }],
    });
    const all = await t.withKey('GET', `${PRODUCTS}?sort=price-low`);
    expect(all.status).toBe(200);
    expect(all.body.currency).toBe('USD');
    const names = all.body.products.map((p: { name: string }) => p.name);
    expect(names.indexOf('Map Print')).toBeLessThan(names.indexOf('Camp Stove'));
    expect((await t.withKey('GET', `${PRODUCTS}?q=map-1`)).body.products.map((p: { name: string }) => p.name)).toEqual([
      'Map Print',
    ]);
    const digital = await t.withKey('GET', `${PRODUCTS}?type=2`);
    expect(digital.body.products.every((p: { productType: number }) => p.productType === 2)).toBe(true);
    const unpublished = await t.withKey('GET', `${PRODUCTS}?status=unpublished`);
    expect(unpublished.body.products.map((p: { name: string }) => p.name)).toContain('Map Print');
    expect((await t.withKey('GET', `${PRODUCTS}?sort=cheapest`)).body.fieldErrors).toEqual({
      sort: 'cheapest is not one of the expected options',
    });
  });

  it('duplicates a product as a draft with its own slug and SKUs, and deletes with the revision', async () => {
    const created = await t.withKey('POST', PRODUCTS, {
      ...STOVE,
      name: 'Kettle',
      variants: [{ sku: 'KETTLE', price: 2500, attributes: {} }],
    });
    const copy = await t.withKey('POST', `${PRODUCTS}/${created.body.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ urlId: 'kettle-copy', revision: 1 });
    const view = await t.withKey('GET', `${PRODUCTS}/${copy.body.id}`);
    expect(view.body).toMatchObject({ status: 'draft', fields: { name: 'Kettle (copy)' } });
    expect(view.body.fields.variants[0].sku).toBe('KETTLE-COPY');

    expect((await t.withKey('DELETE', `${PRODUCTS}/${copy.body.id}?revision=7`)).status).toBe(409);
    expect((await t.withKey('DELETE', `${PRODUCTS}/${copy.body.id}?revision=1`)).body).toEqual({ revision: 2 });
    expect((await t.withKey('GET', `${PRODUCTS}/${copy.body.id}`)).status).toBe(404);
    const collection = await t.withKey('GET', '/api/owner/content/documents/collection/shop');
    expect(collection.body.draft.items).toContain(created.body.id);
    expect(collection.body.draft.items).not.toContain(copy.body.id);
  });

  it("previews a product's unsaved fields as a save would write them", async () => {
    const created = await t.withKey('POST', PRODUCTS, {
      ...STOVE,
      name: 'Cook Pot',
      variants: [{ sku: 'POT', price: 3000, attributes: {} }],
    });
    const owner = await t.signedIn('storeManager');
    const page = await owner.request('POST', '/api/owner/content/preview', {
      path: '/shop/cook-pot',
      products: [{ id: created.body.id, fields: { name: 'Nesting Cook Pot' } }],
    });
    expect(await page.text()).toContain('Nesting Cook Pot');
    const bad = await owner.send('POST', '/api/owner/content/preview', {
      path: '/shop/cook-pot',
      products: [{ id: created.body.id, fields: { variants: [] } }],
    });
    expect(bad.status).toBe(400);
  });
});
