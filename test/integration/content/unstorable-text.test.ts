/**
 * Text the database cannot keep (a NUL, a lone UTF-16 surrogate) in what an owner saves: the
 * product API refuses it with a 400 naming the field (the title, an option's value) and saves
 * nothing, as a settings document's save does; a normal product with options still sells; and
 * a product whose stored document already holds such text (saved before the rule) still checks
 * out, its order line keeping the text without the character the database refuses, while a
 * SKU holding one is not sold (a 422, never a 500). An old revision is checked when it is
 * restored, as a save of its body is: such text refused naming the field, owner HTML sanitised.
 */
import { describe, expect, it } from 'vitest';
import { ADD_TO_CART_MESSAGES, variants } from '../../../domain';
import { testDatabases } from '../../../server/db/test-databases';
import { SHIPPING_ADDRESS } from '../helpers/shipping-address';
import { suiteApp } from '../helpers/suite-app';
import { eventually, openContentApp } from './content-app';

const PRODUCTS = '/api/owner/content/products';
const PUBLISH = '/api/owner/content/publish';
const NOT_ALLOWED = 'This text contains a character that is not allowed (a NUL or an unpaired surrogate).';

const KETTLE = {
  name: 'Trail Kettle',
  productType: 1,
  variants: [
    { sku: 'KETTLE-S', price: 2500, qtyInStock: 3, attributes: { Size: 'Small' } },
    { sku: 'KETTLE-L', price: 4000, qtyInStock: 3, attributes: { Size: 'Large' } },
  ],
};
const ORDER = { email: 'ana@example.com', shippingAddress: SHIPPING_ADDRESS, paymentToken: 'tok_test_ok' };

describe.each(testDatabases())('text the database cannot keep, on $name', ({ open }) => {
  const t = suiteApp(open, openContentApp);

  /**
   * The product's published document as one saved before the text rule would hold it (each
   * pair's JSON text replaced: the escapes keep the characters in the row), and the site built
   * again from the rows, as after a publish; answers the product as the site now holds it.
   */
  const storedBeforeTheRule = async (id: string, replacements: [string, string][]) => {
    for (const [from, to] of replacements)
      await t.db.query(
        `update content_documents set published = replace(published, $3, $4)
         where website_id = $1 and kind = 'item' and key = $2`,
        [t.siteId, `shop/${id}`, from, to],
      );
    await t.db.query('update content_sites set publish_count = publish_count + 1 where website_id = $1', [t.siteId]);
    await t.sites.reload();
    return t.sites
      .byId(t.siteId)!
      .collections.get('shop')!
      .items.find((i) => i.id === id)!;
  };

  const productCount = async () =>
    (
      await t.db.query<{ n: number }>(
        `select count(*)::int as n from content_documents where website_id = $1 and kind = 'item'`,
        [t.siteId],
      )
    )[0]!.n;

  it('refuses a NUL or a lone surrogate in a title or an option value with a 400 naming the field', async () => {
    const before = await productCount();
    const refusals: [unknown, string][] = [
      [{ ...KETTLE, name: 'Trail\u0000Kettle' }, 'name'],
      [{ ...KETTLE, name: 'Trail Kettle \uD83D' }, 'name'],
      [
        { ...KETTLE, variants: [{ ...KETTLE.variants[0], attributes: { Size: 'Sm\u0000all' } }, KETTLE.variants[1]] },
        'variants.0.attributes.Size',
      ],
      [
        { ...KETTLE, variants: [KETTLE.variants[0], { ...KETTLE.variants[1], attributes: { Size: '\uDE00Large' } }] },
        'variants.1.attributes.Size',
      ],
      [{ ...KETTLE, optionOrder: ['Si\u0000ze'] }, 'optionOrder.0'],
    ];
    for (const [body, field] of refusals) {
      const answer = await t.withKey('POST', PRODUCTS, body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.fieldErrors).toEqual({ [field]: NOT_ALLOWED });
    }
    expect(await productCount()).toBe(before);

    // An edit of a saved product, and a settings document, are refused the same way.
    const created = await t.withKey('POST', PRODUCTS, { ...KETTLE, name: 'Camp Kettle' });
    expect(created.status).toBe(201);
    const edit = await t.withKey('PUT', `${PRODUCTS}/${created.body.id}`, { revision: 1, name: 'Camp\u0000Kettle' });
    expect(edit.status).toBe(400);
    expect(edit.body.fieldErrors).toEqual({ name: NOT_ALLOWED });
    const site = await t.withKey('GET', '/api/owner/content/documents/site/site');
    expect(site.status).toBe(200);
    const settings = await t.withKey('PUT', '/api/owner/content/documents/site/site', {
      revision: site.body.revision,
      body: { ...site.body.draft, website: { ...site.body.draft.website, siteTitle: 'Shop\uD800' } },
    });
    expect(settings.status).toBe(400);
    expect(settings.body.fieldErrors).toEqual({ 'body.website.siteTitle': NOT_ALLOWED });
  });

  it('sells a product with options, and one whose stored document holds a NUL and a lone surrogate', async () => {
    const created = await t.withKey('POST', PRODUCTS, KETTLE);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await t.withKey('POST', PUBLISH)).status).toBe(200);
    await eventually(async () => (await t.page('/shop/trail-kettle')).status === 200);

    const buy = async (sku: string) => {
      const buyer = t.visitor();
      expect((await buyer.add(id, sku)).status).toBe(200);
      return buyer.post('/api/commerce/checkout', ORDER);
    };
    const lineOf = async (orderId: string) =>
      (
        await t.db.query<{ product_name: string; variant_options: unknown }>(
          'select product_name, variant_options from order_lines where website_id = $1 and order_id = $2',
          [t.siteId, orderId],
        )
      ).map((l) => ({
        name: l.product_name,
        options: typeof l.variant_options === 'string' ? JSON.parse(l.variant_options) : l.variant_options,
      }));

    const normal = await buy('KETTLE-S');
    expect(normal.status).toBe(200);
    expect(await lineOf(normal.body.id)).toEqual([
      { name: 'Trail Kettle', options: [{ name: 'Size', value: 'Small' }] },
    ]);

    const stored = await storedBeforeTheRule(id, [
      ['"Trail Kettle"', '"Trail\\u0000Kettle"'],
      ['"Large"', '"Lar\\ud800ge"'],
    ]);
    expect(stored.title).toBe('Trail\u0000Kettle');

    const odd = await buy('KETTLE-L');
    expect(odd.status).toBe(200);
    // The NUL is left out and the half surrogate written as U+FFFD, as the order mails write them.
    expect(await lineOf(odd.body.id)).toEqual([
      { name: 'TrailKettle', options: [{ name: 'Size', value: 'Lar\uFFFDge' }] },
    ]);
    const page = await t.page(`/order-confirmed/${odd.body.id}`);
    expect(page.status).toBeLessThan(500);
  });

  it('does not sell a variant whose stored SKU holds a NUL: a 422, nothing in the cart', async () => {
    const created = await t.withKey('POST', PRODUCTS, {
      name: 'Enamel Mug',
      productType: 1,
      variants: [{ sku: 'MUG-ONE', price: 1200, qtyInStock: 5 }],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await t.withKey('POST', PUBLISH)).status).toBe(200);
    await eventually(async () => (await t.page('/shop/enamel-mug')).status === 200);

    const mug = await storedBeforeTheRule(id, [['"MUG-ONE"', '"MUG\\u0000ONE"']]);
    expect(variants(mug).map((v) => v.sku)).toEqual(['MUG\u0000ONE']);

    const buyer = t.visitor();
    const added = await buyer.add(id, null);
    expect(added.status).toBe(422);
    expect(added.body.error).toBe(ADD_TO_CART_MESSAGES.variantUnavailable);
    const [entries] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from cart_entries where website_id = $1 and item_id = $2',
      [t.siteId, id],
    );
    expect(entries!.n).toBe(0);
    expect((await t.page('/shop/enamel-mug')).status).toBe(200);
  });

  it('checks a restored revision as a save: unstorable text refused naming the field, HTML sanitised', async () => {
    const created = await t.withKey('POST', PRODUCTS, { ...KETTLE, name: 'Old Kettle' });
    expect(created.status).toBe(201);
    const key = `shop/${created.body.id as string}`;
    const DOC = `/api/owner/content/documents/item/${key}`;
    const RESTORE = `/api/owner/content/restore/item/${key}`;
    const first = (await t.withKey('GET', DOC)).body;
    const edited = await t.withKey('PUT', DOC, {
      revision: first.revision,
      body: { ...first.draft, title: 'New Kettle', body: '<p>Boils fast.</p>' },
    });
    expect(edited.status).toBe(200);

    // The first revision as a document stored before the text rule would hold it.
    await t.db.query(
      `update content_revisions set body = replace(body, '"Old Kettle"', '"Old\\u0000Kettle"')
       where website_id = $1 and kind = 'item' and key = $2 and revision = $3`,
      [t.siteId, key, first.revision],
    );
    const refused = await t.withKey('POST', RESTORE, { revision: edited.body.revision, from: first.revision });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ 'body.title': NOT_ALLOWED });
    const kept = (await t.withKey('GET', DOC)).body;
    expect(kept.revision).toBe(edited.body.revision);
    expect(kept.draft.title).toBe('New Kettle');

    // A revision holding a script (kept from before HTML was sanitised) comes back without it.
    await t.db.query(
      `update content_revisions set body = replace(body, '"Old\\u0000Kettle"', '"Old Kettle"')
       where website_id = $1 and kind = 'item' and key = $2 and revision = $3`,
      [t.siteId, key, first.revision],
    );
    await t.db.query(
      `update content_revisions set body = jsonb_set(body::jsonb, '{body}', to_jsonb($4::text))::text
       where website_id = $1 and kind = 'item' and key = $2 and revision = $3`,
      [t.siteId, key, first.revision, '<p>Old<script>alert(1)</script> text</p>'],
    );
    const restored = await t.withKey('POST', RESTORE, { revision: edited.body.revision, from: first.revision });
    expect(restored.status).toBe(200);
    const draft = (await t.withKey('GET', DOC)).body.draft;
    expect(draft.title).toBe('Old Kettle');
    expect(draft.body).toBe('<p>Old text</p>');
  });
});
