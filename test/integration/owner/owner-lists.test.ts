import { describe, expect, it } from 'vitest';
import { saveSubmission } from '../../../server/forms/form-store';
import { insertOrder, type NewOrder } from '../../../server/orders/order-store';
import { testDatabases } from '../../../server/db/test-databases';
import { createMailer } from '../../../server/mail';
import { suiteApp } from '../helpers/suite-app';
import { FILLERS, ROLES, openOwnerApp, signUp } from './owner-app';
import { roleCan } from '../../../domain/website-roles';
import type { Visitor } from '../commerce/commerce-app';

const RESTOCK = '/api/site-users/account/notifications/restock';

/** Every page of a list call, following nextPageCursor; fails on a repeated cursor. */
async function allPages(visitor: Visitor, path: string, field: string): Promise<{ rows: any[]; pages: number }> {
  const rows: any[] = [];
  let cursor: string | null = null;
  let pages = 0;
  const seen = new Set<string>();
  do {
    const sep = path.includes('?') ? '&' : '?';
    const answer = await visitor.get(cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path);
    expect(answer.status).toBe(200);
    expect(answer.body[field].length).toBeLessThanOrEqual(20);
    rows.push(...answer.body[field]);
    pages += 1;
    expect(answer.body.hasNextPage).toBe(answer.body.nextPageCursor !== null);
    cursor = answer.body.nextPageCursor;
    if (cursor) {
      expect(seen.has(cursor)).toBe(false);
      seen.add(cursor);
    }
  } while (cursor);
  return { rows, pages };
}

function order(n: number, email: string): NewOrder {
  return {
    id: `order-${n}-${Math.random().toString(36).slice(2)}`,
    cartId: `cart-${n}-${Math.random().toString(36).slice(2)}`,
    email,
    ships: true,
    shippingAddress: {
      name: 'Ana Diaz',
      line1: '1 Main St',
      city: 'Albany',
      region: 'NY',
      postalCode: '12207',
      country: 'US',
    },
    shippingOptionId: 'ship-flat',
    couponCodes: [],
    currency: 'USD',
    subtotalCents: 2000,
    discountCents: 0,
    shippingCents: 500,
    taxCents: 160,
    grandTotalCents: 2660,
    giftCardCents: 0,
    chargedCents: 2660,
    paymentProvider: 'test',
    paymentId: `pay-${n}`,
    testMode: true,
    isSubscription: false,
    lines: [
      {
        itemId: 'prod-lamp',
        sku: 'LAMP',
        productName: 'Camp Lamp',
        quantity: 2,
        unitPriceCents: 1000,
        additionalFields: null,
        options: [{ name: 'Finish', value: 'Brass' }],
      },
    ],
  };
}

describe.each(testDatabases())('owner lists on $name', ({ open }) => {
  const t = suiteApp(open, (db) => openOwnerApp(db));

  it('inventory: every product once over 3+ pages in each sort, with variants, prices and sign-ups', async () => {
    const manager = await t.signedIn('storeManager');
    await signUp(t.db, t.storeId, 'prod-tee', 'var-tee-s', 'ana@example.com');
    for (const sort of ['name', '-name', 'stock', '-stock', 'price', '-price']) {
      const { rows, pages } = await allPages(manager, `/api/owner/inventory?sort=${sort}`, 'products');
      expect(pages).toBeGreaterThanOrEqual(3);
      expect(rows).toHaveLength(FILLERS + 3);
      expect(new Set(rows.map((p) => p.itemId)).size).toBe(FILLERS + 3);
      const field = sort.replace('-', '');
      const values = rows.map((p) =>
        field === 'name'
          ? p.name.toLowerCase()
          : field === 'stock'
            ? p.stock.unlimited
              ? Infinity
              : p.stock.total
            : p.priceCents,
      );
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values).toEqual(sort.startsWith('-') ? sorted.reverse() : sorted);
    }
    const tee = (await manager.get('/api/owner/inventory?q=tee-m')).body.products;
    expect(tee).toHaveLength(1);
    expect(tee[0]).toMatchObject({
      itemId: 'prod-tee',
      name: 'Trail Tee',
      productType: 1,
      url: '/shop/tee',
      priceCents: 1900,
      stock: { total: 2, unlimited: false },
      soldOut: false,
    });
    expect(tee[0].variants).toEqual([
      {
        sku: 'TEE-S',
        label: 'S',
        attributes: { Size: 'S' },
        priceCents: 2500,
        salePriceCents: null,
        onSale: false,
        qtyInStock: 0,
        unlimited: false,
        restockSignUps: 1,
      },
      {
        sku: 'TEE-M',
        label: 'M',
        attributes: { Size: 'M' },
        priceCents: 2500,
        salePriceCents: 1900,
        onSale: true,
        qtyInStock: 2,
        unlimited: false,
        restockSignUps: 0,
      },
    ]);
    const pdf = (await manager.get('/api/owner/inventory?q=guide')).body.products[0];
    expect(pdf).toMatchObject({
      priceCents: 900,
      soldOut: false,
      stock: { unlimited: true },
      variants: [{ label: 'Default', unlimited: true }],
    });
    expect((await manager.get('/api/owner/inventory?q=no-such-thing')).body).toEqual({
      products: [],
      hasNextPage: false,
      nextPageCursor: null,
    });
  });

  it('orders: newest first over 3+ pages, searched by email or number, one in full', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 45; i++)
      numbers.push(await insertOrder(t.db, t.storeId, order(i, i === 7 ? 'Zoe@Example.com' : `buyer${i}@example.com`)));
    await insertOrder(t.db, t.rivalId, order(99, 'rival@example.com'));
    await t.db.query(
      `insert into gift_cards (website_id, code, initial_cents, balance_cents, currency, order_id) select $1, 'WXYZ-2345-6789-ABCD', 2500, 1000, 'USD', id from orders where website_id = $1 and order_number = $2`,
      [t.storeId, numbers[3]],
    );
    const viewer = await t.signedIn('viewer');
    const { rows, pages } = await allPages(viewer, '/api/owner/orders', 'orders');
    expect(pages).toBe(3);
    expect(rows.map((o) => o.orderNumber)).toEqual([...numbers].reverse());
    expect(rows[0]).toMatchObject({
      orderNumber: 1045,
      email: 'buyer44@example.com',
      itemCount: 2,
      grandTotalCents: 2660,
      currency: 'USD',
      testMode: true,
      isSubscription: false,
    });
    expect(
      (await viewer.get('/api/owner/orders?q=zoe@')).body.orders.map((o: { orderNumber: number }) => o.orderNumber),
    ).toEqual([1008]);
    expect(
      (await viewer.get('/api/owner/orders?q=%231010')).body.orders.map((o: { orderNumber: number }) => o.orderNumber),
    ).toEqual([1010]);
    expect((await viewer.get('/api/owner/orders?q=rival')).body.orders).toEqual([]);
    expect((await viewer.get('/api/owner/orders?q=100%25')).body.orders).toEqual([]);
    const answer = await viewer.get('/api/owner/orders/1004');
    const detail = answer.body;
    expect(detail).toMatchObject({
      orderNumber: 1004,
      items: [
        {
          itemId: 'prod-lamp',
          sku: 'LAMP',
          productName: 'Camp Lamp',
          quantity: 2,
          unitPriceCents: 1000,
          lineTotalCents: 2000,
          // The variant bought, named by its options as the buyer's confirmation names it.
          options: [{ name: 'Finish', value: 'Brass' }],
          variantText: 'Finish: Brass',
        },
      ],
      subtotalCents: 2000,
      shippingCents: 500,
      taxCents: 160,
      chargedCents: 2660,
      shippingAddress: { city: 'Albany' },
      shippingOptionId: 'ship-flat',
      payment: { provider: 'test', id: 'pay-3' },
      // The card's ending only: its whole code would spend it.
      giftCards: [{ codeEnding: '…ABCD', amountCents: 2500, balanceCents: 1000 }],
    });
    expect(JSON.stringify(detail)).not.toContain('WXYZ-2345');
    expect((await viewer.get('/api/owner/orders/9999')).status).toBe(404);
  });

  it('marks an order shipped (orders.fulfil): the buyer gets the shipping notice once per tracking number', async () => {
    const number = await insertOrder(t.db, t.storeId, order(500, 'shipper@example.com'));
    const path = `/api/owner/orders/${number}/shipment`;
    const shipment = { carrier: 'UPS', trackingNumber: '1Z999', trackingUrl: 'https://track.example/1Z999' };
    for (const role of ROLES.filter((r) => !roleCan(r, 'orders.fulfil'))) {
      expect([role, (await (await t.signedIn(role)).post(path, shipment)).status]).toEqual([role, 403]);
    }
    expect((await t.visitor().post(path, shipment)).status).toBe(401);
    expect((await t.rival.post(path, shipment)).status).toBe(404);
    const manager = await t.signedIn('storeManager');
    const hostile: unknown[] = [
      { trackingUrl: 'javascript:alert(1)' },
      { trackingUrl: 'data:text/html,x' },
      { carrier: 'U\u0000PS' },
      { trackingNumber: '\ud800' },
      { carrier: 'x'.repeat(61) },
      { carrier: ['UPS'] },
      [shipment],
      { trackingNumber: Number.MAX_VALUE },
    ];
    for (const body of hostile) expect([body, (await manager.post(path, body)).status]).toEqual([body, 400]);
    expect((await manager.post('/api/owner/orders/99999/shipment', shipment)).status).toBe(404);
    expect((await manager.post('/api/owner/orders/abc/shipment', shipment)).status).toBe(404);
    const mails = async () =>
      await t.db.query<{ subject: string; text_body: string }>(
        'select subject, text_body from mail_outbox where website_id = $1 and to_address = $2 order by id',
        [t.storeId, 'shipper@example.com'],
      );
    expect(await mails()).toEqual([]);

    const first = await manager.post(path, shipment);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ notified: true, order: { orderNumber: number, shipment } });
    expect(Date.parse(first.body.order.shippedOn)).not.toBeNaN();
    // Stored as a JSON object, not as a JSON string holding one (a jsonb parameter sent as text).
    const [kind] = await t.db.query<{ kind: string }>(
      'select jsonb_typeof(shipment) as kind from orders where website_id = $1 and order_number = $2',
      [t.storeId, number],
    );
    expect(kind!.kind).toBe('object');
    expect((await manager.post(path, shipment)).body.notified).toBe(false);
    const corrected = await manager.post(path, { ...shipment, trackingNumber: '1Z1000' });
    expect(corrected.body).toMatchObject({ notified: true, order: { shippedOn: first.body.order.shippedOn } });
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.text_body).toContain('1Z999');
    expect(sent[1]!.text_body).toContain('1Z1000');
    const viewer = await t.signedIn('viewer');
    expect(
      (await viewer.get('/api/owner/orders')).body.orders.find((o: { orderNumber: number }) => o.orderNumber === number)
        .shippedOn,
    ).toBe(first.body.order.shippedOn);
  });

  it('form submissions: newest first over 3+ pages with answers as text, and a CSV that spreadsheets cannot run', async () => {
    for (let i = 0; i < 44; i++) {
      await saveSubmission(t.db, t.storeId, {
        formId: 'contact',
        data: { 'f-name': { First: 'Ana', Last: `No${i}` }, 'f-email': `ana${i}@example.com` },
        pageId: 'p',
        pageTitle: 'Contact',
        pagePath: '/contact',
        contentSource: 'c',
      });
    }
    // Within one millisecond, a microsecond apart: a page's cursor must keep the microseconds
    // (a cursor read through a JavaScript date skipped the rows of the boundary's millisecond).
    await t.db.query(
      `update form_submissions s set created = timestamptz '2026-11-01 12:00:00.000100+00' + n.k * interval '1 microsecond'
       from (select id, row_number() over (order by id) as k from form_submissions where website_id = $1) n
       where s.website_id = $1 and s.id = n.id`,
      [t.storeId],
    );
    await saveSubmission(t.db, t.storeId, {
      formId: 'contact',
      data: {
        'f-name': { First: 'Eve', Last: '"Evil"' },
        'f-email': 'eve@example.com',
        'f-phone': { Country: '1', Areacode: '555', Prefix: '123', Line: '4567' },
        'f-message': '=HYPERLINK("http://x")',
      },
      pageId: 'p',
      pageTitle: 'Contact',
      pagePath: '/contact',
      contentSource: 'c',
    });
    // The clock may give several inserts one timestamp: Eve's is made the newest for certain.
    await t.db.query(
      `update form_submissions set created = created + interval '1 hour' where website_id = $1 and data->>'f-email' = 'eve@example.com'`,
      [t.storeId],
    );
    const kinds = await t.db.query<{ kind: string }>(
      'select distinct jsonb_typeof(data) as kind from form_submissions where website_id = $1',
      [t.storeId],
    );
    expect(kinds.map((k) => k.kind)).toEqual(['object']);
    const editor = await t.signedIn('editor');
    const forms = (await editor.get('/api/owner/forms')).body.forms;
    expect(forms).toEqual([
      {
        id: 'contact',
        name: 'Write to us',
        status: 'published',
        submissionCount: 45,
        lastSubmittedOn: expect.any(String),
      },
    ]);
    // The home's newest submissions are named by their form as this list names it, and their page.
    expect((await editor.get('/api/owner/dashboard')).body.submissions[0]).toMatchObject({
      formId: 'contact',
      formName: 'Write to us',
      formStatus: 'published',
      pageTitle: 'Contact',
      pagePath: '/contact',
    });
    const { rows, pages } = await allPages(editor, '/api/owner/forms/contact/submissions', 'submissions');
    expect(pages).toBe(3);
    expect(rows).toHaveLength(45);
    expect(new Set(rows.map((s) => s.id)).size).toBe(45);
    expect(rows[0].answers).toEqual([
      { fieldId: 'f-name', title: 'Name', type: 'name', text: 'Eve "Evil"' },
      { fieldId: 'f-email', title: 'Email', type: 'email', text: 'eve@example.com' },
      { fieldId: 'f-phone', title: 'Phone', type: 'phone', text: '+1 555-123-4567' },
      { fieldId: 'f-message', title: 'Message', type: 'textarea', text: '=HYPERLINK("http://x")' },
    ]);
    // No answer: the formatter's own rules (a blank phone keeps its dashes, like the cart shows it).
    expect(rows[1].answers.map((a: { text: string }) => a.text).slice(2)).toEqual(['--', 'N/A']);
    expect((await editor.get('/api/owner/forms/nope/submissions')).status).toBe(404);
    const notATime = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
    expect((await editor.get(`/api/owner/forms/contact/submissions?cursor=${notATime}`)).status).toBe(400);

    const csv = await editor.request('GET', '/api/owner/forms/contact/submissions.csv');
    expect(csv.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('Content-Disposition')).toBe('attachment; filename="contact-submissions.csv"');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(46);
    expect(lines[0]).toBe('"Submitted on","Page","Name","Email","Phone","Message"');
    expect(lines[1]).toMatch(
      /^"[^"]+","\/contact","Eve ""Evil""","eve@example.com","'\+1 555-123-4567","'=HYPERLINK\(""http:\/\/x""\)"$/,
    );
  });

  it('restock groups and sign-ups over 3+ pages; the outbox over 3+ pages, newest first', async () => {
    for (let i = 1; i <= FILLERS; i++) {
      const n = String(i).padStart(2, '0');
      await signUp(t.db, t.storeId, `prod-filler-${n}`, `var-filler-${n}`, 'fan@example.com');
    }
    for (let i = 0; i < 44; i++)
      await signUp(t.db, t.storeId, 'prod-tee', 'var-tee-s', `tee${String(i).padStart(2, '0')}@example.com`);
    // One millisecond for all of them, a microsecond apart: the cursor keeps the microseconds.
    await t.db.query(
      `update restock_signups s set created_at = timestamptz '2026-11-01 12:00:00.000100+00' + n.k * interval '1 microsecond'
       from (select email, row_number() over (order by email desc) as k from restock_signups where website_id = $1 and product_id = 'prod-tee') n
       where s.website_id = $1 and s.product_id = 'prod-tee' and s.email = n.email`,
      [t.storeId],
    );
    await signUp(t.db, t.rivalId, 'prod-tee', 'var-tee-s', 'rival@example.com');
    const manager = await t.signedIn('storeManager');
    const groups = await allPages(manager, `${RESTOCK}/groups`, 'signUpGroups');
    expect(groups.pages).toBeGreaterThanOrEqual(3);
    expect(groups.rows).toHaveLength(FILLERS + 1);
    const tee = groups.rows.find((g) => g.productId === 'prod-tee');
    expect(tee).toEqual({
      productId: 'prod-tee',
      variantId: 'var-tee-s',
      productName: 'Trail Tee',
      variantLabel: 'S',
      signUps: 45,
      inStock: false,
    });
    const signUps = await allPages(manager, `${RESTOCK}?productId=prod-tee&variantId=var-tee-s`, 'signUps');
    expect(signUps.pages).toBe(3);
    expect(new Set(signUps.rows.map((s) => s.email)).size).toBe(45);
    expect(signUps.rows[0]).toMatchObject({ joinMailingList: false, notifiedOn: null, createdOn: expect.any(String) });

    const mailer = createMailer({ db: t.db, transport: null });
    for (let i = 0; i < 45; i++)
      await mailer.send(t.storeId, { to: `m${i}@example.com`, subject: `Mail ${i}`, text: 'Hello' });
    const outbox = await allPages(manager, '/api/owner/outbox', 'mails');
    expect(outbox.pages).toBeGreaterThanOrEqual(3);
    expect(outbox.rows.slice(0, 2).map((m) => m.subject)).toEqual(['Mail 44', 'Mail 43']);
    expect((await manager.get('/api/owner/outbox?cursor=abc')).status).toBe(400);
  });
});
