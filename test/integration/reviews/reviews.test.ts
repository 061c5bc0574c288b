import { describe, expect, it } from 'vitest';
import { roleCan } from '../../../domain/website-roles';
import { testDatabases } from '../../../server/db/test-databases';
import { createApiKey } from '../../../server/owner/api-keys';
import { reviewRequestPath } from '../../../server/reviews';
import { suiteApp } from '../helpers/suite-app';
import { FORM_HEADERS, ROLES, formBody, openReviewsApp, reviewLinkIn } from './reviews-app';
import type { Visitor } from '../commerce/commerce-app';

const FORBIDDEN = { error: 'Your role does not allow this.' };

async function page(visitor: Visitor, path: string) {
  const response = await visitor.request('GET', path, undefined, { Accept: 'text/html' });
  return { status: response.status, html: await response.text(), type: response.headers.get('X-Page-Type') };
}

async function postForm(visitor: Visitor, fields: Record<string, string>) {
  const response = await visitor.request(
    'POST',
    '/reviews/request',
    formBody({ crumb: visitor.crumb, ...fields }),
    FORM_HEADERS,
  );
  return { status: response.status, html: await response.text(), type: response.headers.get('X-Page-Type') };
}

const linkFields = (path: string) =>
  Object.fromEntries(new URL(path, 'http://x').searchParams) as { order: string; item: string; sig: string };

describe.each(testDatabases())('product reviews on $name', ({ open }) => {
  const t = suiteApp(open, (db) => openReviewsApp(db));

  it('emails a signed review link per product after checkout; the buyer reviews through page 209 and sees it after approval', async () => {
    const { visitor } = await t.buy('prod-lamp');
    const [mail] = await t.mailsTo('ana@example.com');
    expect(mail!.subject).toMatch(/^Your Review Test Store order #\d+$/);
    const link = reviewLinkIn(mail!.text_body, 'Camp Lamp');
    const opened = await page(visitor, link);
    expect(opened.status).toBe(200);
    expect(opened.type).toBe('209');
    expect(opened.html).toContain('Review Camp Lamp');
    expect(opened.html).toContain('value="Ana Diaz"');

    const sent = await postForm(visitor, {
      ...linkFields(link),
      rating: '4',
      name: 'Ana D.',
      body: 'Bright & <b>sturdy</b>.',
    });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain('Thank you! Your review will appear once the store has approved it.');
    // Held: not on the product page yet.
    expect((await page(t.visitor(), '/shop/lamp')).html).not.toContain('Bright &amp; &lt;b&gt;sturdy');

    const moderator = await t.signedIn('moderator');
    const held = await moderator.get('/api/owner/reviews?status=held');
    expect(held.status).toBe(200);
    const review = held.body.reviews.find((r: { body: string }) => r.body === 'Bright & <b>sturdy</b>.');
    expect(review).toMatchObject({
      itemId: 'prod-lamp',
      rating: 4,
      authorName: 'Ana D.',
      source: 'native',
      status: 'held',
      productTitle: 'Camp Lamp',
    });
    expect(await moderator.post(`/api/owner/reviews/${review.id}/approve`)).toMatchObject({
      status: 200,
      body: { review: { status: 'approved' } },
    });

    const product = await page(t.visitor(), '/shop/lamp');
    expect(product.html).toContain('Bright &amp; &lt;b&gt;sturdy&lt;/b&gt;.');
    expect(product.html).toContain('data-island="product-reviews"');
    expect(product.html).toMatch(/4\.0 out of 5/);
    // The link works once: a second review of the same order and product is refused.
    expect((await page(visitor, link)).html).toContain('You have already reviewed this product for this order.');
    const again = await postForm(visitor, { ...linkFields(link), rating: '1', name: 'Ana', body: 'again' });
    expect(again.status).toBe(409);
  });

  it('a link cannot be forged for another order, another product or another site', async () => {
    const { visitor, orderId } = await t.buy('prod-lamp');
    const { orderId: otherOrder } = await t.buy('prod-tee', 'TEE-M');
    const link = linkFields(reviewLinkIn(await t.confirmationOf(orderId), 'Camp Lamp'));
    expect(link.order).toBe(orderId);
    const forged = [
      { ...link, order: otherOrder },
      { ...link, item: 'prod-tee' },
      { ...link, sig: link.sig.slice(0, -2) + (link.sig.endsWith('AA') ? 'BB' : 'AA') },
      { ...link, sig: '' },
    ];
    for (const fields of forged) {
      expect((await page(visitor, `/reviews/request?${new URLSearchParams(fields)}`)).status).toBe(404);
      expect((await postForm(visitor, { ...fields, rating: '5', name: 'X', body: 'forged' })).status).toBe(404);
    }
    // Signed with the real secret, but for a product the order does not hold: still nothing.
    const notBought = reviewRequestPath('test-secret', t.storeId, { orderId, itemId: 'prod-tee' });
    expect((await page(visitor, notBought)).status).toBe(404);
    // The store's link on the rival site.
    expect((await page(t.visitor('rival.localhost'), `/reviews/request?${new URLSearchParams(link)}`)).status).toBe(
      404,
    );
    const stored = await t.db.query(
      "select count(*)::int as n from product_reviews where website_id = $1 and body = 'forged'",
      [t.storeId],
    );
    expect(stored[0]!.n).toBe(0);
  });

  it('refuses bad reviews with a 400 naming each field, and hostile input, storing nothing', async () => {
    const { visitor, orderId } = await t.buy('prod-lamp');
    const link = linkFields(reviewLinkIn(await t.confirmationOf(orderId), 'Camp Lamp'));
    const bad = await postForm(visitor, { ...link, rating: '9', name: '', body: '' });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Choose a rating from 1 to 5 stars.');
    expect(bad.html).toContain('Give your name (up to 80 characters).');
    expect(bad.html).toContain('Write your review (up to 4,000 characters).');
    const json = (body: unknown) => visitor.post('/reviews/request', body);
    expect(await json({ ...link, rating: 1e308 * 10 })).toMatchObject({ status: 400 });
    expect(await json({ ...link, rating: 4.5, name: 'A', body: 'b' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { rating: 'Choose a rating from 1 to 5 stars.' } },
    });
    expect(await json({ ...link, rating: 5, name: ['A'], body: { x: 1 } })).toMatchObject({
      status: 400,
      body: { fieldErrors: { name: expect.any(String), body: expect.any(String) } },
    });
    expect(await json({ ...link, rating: 5, name: 'A\u0000', body: 'b' })).toMatchObject({ status: 400 });
    expect(await json({ ...link, rating: 5, name: 'A', body: 'b\uD800' })).toMatchObject({ status: 400 });
    expect(await json([link])).toMatchObject({ status: 400 });
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = { deep };
    expect(await json({ ...link, rating: 5, name: 'A', body: 'b', deep })).toMatchObject({ status: 400 });
    expect(await json({ ...link, rating: 5, name: 'A', body: 'x'.repeat(4001) })).toMatchObject({
      status: 400,
      body: { fieldErrors: { body: 'Write your review (up to 4,000 characters).' } },
    });
    const stored = await t.db.query(
      'select count(*)::int as n from product_reviews where website_id = $1 and order_id = $2',
      [t.storeId, link.order],
    );
    expect(stored[0]!.n).toBe(0);
    // Without the crumb, nothing either.
    const noCrumb = await visitor.request(
      'POST',
      '/reviews/request',
      formBody({ ...link, rating: '5', name: 'A', body: 'b' }),
      { ...FORM_HEADERS, 'X-CSRF-Token': '' },
    );
    expect(noCrumb.status).toBe(403);
    expect(await json({ ...link, rating: 5, name: 'Ana', body: 'Good.' })).toMatchObject({
      status: 201,
      body: { saved: true },
    });
  });

  it('moderation: per role, per site; rejecting hides, unknown ids are 404', async () => {
    for (const role of ROLES) {
      const owner = await t.signedIn(role);
      const answer = await owner.get('/api/owner/reviews?status=approved');
      if (roleCan(role, 'moderation')) expect(answer.status).toBe(200);
      else expect(answer).toMatchObject({ status: 403, body: FORBIDDEN });
      const approve = await owner.post('/api/owner/reviews/999999999/approve');
      expect(approve.status).toBe(roleCan(role, 'moderation') ? 404 : 403);
    }
    expect((await t.visitor().get('/api/owner/reviews')).status).toBe(401);
    const admin = await t.signedIn('admin');
    expect(await admin.get('/api/owner/reviews?status=nope')).toMatchObject({ status: 400 });
    expect((await admin.get('/api/owner/reviews?cursor=%00')).status).toBeLessThan(500);
    expect((await admin.post('/api/owner/reviews/abc/reject')).status).toBe(404);

    // The rival's admin cannot see or moderate the store's reviews.
    const { visitor, orderId } = await t.buy('prod-tee', 'TEE-S');
    const link = linkFields(reviewLinkIn(await t.confirmationOf(orderId), 'Trail Tee'));
    expect(
      await visitor.post('/reviews/request', { ...link, rating: 2, name: 'Bo', body: 'Shrank in the wash.' }),
    ).toMatchObject({ status: 201 });
    const held = (await admin.get('/api/owner/reviews?status=held')).body.reviews.find(
      (r: { body: string }) => r.body === 'Shrank in the wash.',
    );
    const rival = await t.signedIn('admin', 'rival.localhost');
    expect(
      (await rival.get('/api/owner/reviews?status=held')).body.reviews.some(
        (r: { body: string }) => r.body === 'Shrank in the wash.',
      ),
    ).toBe(false);
    expect((await rival.post(`/api/owner/reviews/${held.id}/approve`)).status).toBe(404);
    expect(await admin.post(`/api/owner/reviews/${held.id}/reject`)).toMatchObject({
      status: 200,
      body: { review: { status: 'rejected' } },
    });
    expect((await page(t.visitor(), '/shop/tee')).html).not.toContain('Shrank in the wash.');
    // Without the crumb a session cannot moderate.
    expect(
      (
        await admin.request('POST', `/api/owner/reviews/${held.id}/approve`, undefined, {
          'X-CSRF-Token': 'f'.repeat(32),
        })
      ).status,
    ).toBe(403);
  });

  it('an API key of a role with moderation works without cookies or crumb; of another role or site it is refused', async () => {
    const call = async (secret: string, method: string, path: string, body?: unknown) => {
      const response = await t.app.request(`http://store.localhost${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${secret}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    const moderator = (await createApiKey(t.db, t.storeId, { name: 'moderation script', role: 'moderator' })).secret;
    const viewer = (await createApiKey(t.db, t.storeId, { name: 'viewer script', role: 'viewer' })).secret;
    const rival = (await createApiKey(t.db, t.rivalId, { name: 'rival', role: 'admin' })).secret;
    expect((await call(moderator, 'GET', '/api/owner/reviews?status=approved')).status).toBe(200);
    expect(
      await call(moderator, 'POST', '/api/owner/reviews/import', {
        csv: 'product,rating,author,review\r\nlamp,3,Key Script,Imported by a script',
      }),
    ).toMatchObject({ status: 201, body: { imported: 1 } });
    expect(await call(viewer, 'GET', '/api/owner/reviews')).toMatchObject({ status: 403, body: FORBIDDEN });
    expect(await call(rival, 'GET', '/api/owner/reviews')).toMatchObject({ status: 403, body: FORBIDDEN });
    expect((await call(viewer, 'GET', '/api/owner/newsletter')).status).toBe(200);
    expect((await call(viewer, 'POST', '/api/owner/newsletter/send', { subject: 'x', body: 'y' })).status).toBe(403);
  });

  it('imports reviews from CSV: all or nothing, each bad row named', async () => {
    const admin = await t.signedIn('admin');
    const bad = await admin.post('/api/owner/reviews/import', {
      csv: 'product,rating,author,review,date\r\nlamp,5,Cy,"Great, ""really"" great",2026-01-02\r\nnope,6,,x,2026-13-40\r\nprod-tee,3,Di,"ok\nfine",\r\n',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('1 row has a problem; nothing was imported.');
    expect(bad.body.rowErrors).toEqual([
      { row: 3, field: 'product', message: 'No product has the id or URL "nope".' },
      { row: 3, field: 'rating', message: 'The rating must be a whole number from 1 to 5.' },
      { row: 3, field: 'author', message: 'Give your name (up to 80 characters).' },
      { row: 3, field: 'date', message: 'The date must be written YYYY-MM-DD.' },
    ]);
    expect(
      (
        await t.db.query(
          "select count(*)::int as n from product_reviews where website_id = $1 and author_name = 'Cy'",
          [t.storeId],
        )
      )[0]!.n,
    ).toBe(0);
    expect(await admin.post('/api/owner/reviews/import', { csv: 'name,stars\r\nx,1' })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('missing: product, rating, author, review') },
    });
    expect(
      await admin.post('/api/owner/reviews/import', { csv: 'product,rating,author,review\r\n"lamp,5' }),
    ).toMatchObject({ status: 400, body: { error: expect.stringContaining('never closed') } });
    expect(await admin.post('/api/owner/reviews/import', { csv: ['a'] })).toMatchObject({
      status: 400,
      body: { fieldErrors: { csv: expect.any(String) } },
    });
    expect(await admin.post('/api/owner/reviews/import', { csv: 'product,rating,author,review\r\n' })).toMatchObject({
      status: 400,
    });
    expect(
      await admin.post('/api/owner/reviews/import', {
        csv: `product,rating,author,review\r\n${'lamp,5,A,b\r\n'.repeat(1001)}`,
      }),
    ).toMatchObject({ status: 400, body: { error: 'Import at most 1000 reviews at once.' } });

    const good = await admin.post('/api/owner/reviews/import', {
      csv: '\uFEFFProduct,Rating,Author,Review,Date\r\nlamp,5,Cy,"Great, ""really"" great",2026-01-02\r\nprod-tee,3,Di,"=cmd|x",\r\n',
    });
    expect(good).toMatchObject({ status: 201, body: { imported: 2 } });
    const approved = (await admin.get('/api/owner/reviews?status=approved')).body.reviews;
    expect(approved.find((r: { authorName: string }) => r.authorName === 'Cy')).toMatchObject({
      source: 'imported',
      rating: 5,
      body: 'Great, "really" great',
      created: '2026-01-02T12:00:00.000Z',
    });
    const lamp = await page(t.visitor(), '/shop/lamp');
    expect(lamp.html).toContain('Great, &quot;really&quot; great');
    const manager = await t.signedIn('storeManager');
    expect(
      await manager.post('/api/owner/reviews/import', { csv: 'product,rating,author,review\r\nlamp,5,A,b' }),
    ).toMatchObject({ status: 403, body: FORBIDDEN });
  });
});

describe.each(testDatabases())('review display on $name', ({ open }) => {
  const killed = suiteApp(open, (db) => openReviewsApp(db, { featureFlags: { productReviewsKillSwitch: true } }));
  const off = suiteApp(open, (db) =>
    openReviewsApp(db, { reviewSettings: { nativeReviewsDisplayEnabled: false, importedReviewsDisplayEnabled: true } }),
  );

  const importOne = async (app: typeof killed, body: string) => {
    const admin = await app.signedIn('admin');
    expect(
      (await admin.post('/api/owner/reviews/import', { csv: `product,rating,author,review\r\nlamp,2,Ed,${body}` }))
        .status,
    ).toBe(201);
  };

  it('the kill switch hides every review section, while moderation still works', async () => {
    await importOne(killed, 'Hidden by the switch');
    const html = await (await killed.visitor().request('GET', '/shop/lamp', undefined, { Accept: 'text/html' })).text();
    expect(html).not.toContain('Hidden by the switch');
    expect(html).not.toContain('data-island="product-reviews"');
    expect(html).not.toContain('class="product-reviews');
  });

  it('shows only the sources whose display is on', async () => {
    await importOne(off, 'Imported and shown');
    const { visitor, orderId } = await off.buy('prod-lamp');
    const link = linkFields(reviewLinkIn(await off.confirmationOf(orderId), 'Camp Lamp'));
    await visitor.post('/reviews/request', { ...link, rating: 5, name: 'Fay', body: 'Native, not shown' });
    const admin = await off.signedIn('admin');
    const held = (await admin.get('/api/owner/reviews?status=held')).body.reviews[0];
    await admin.post(`/api/owner/reviews/${held.id}/approve`);
    const html = await (await off.visitor().request('GET', '/shop/lamp', undefined, { Accept: 'text/html' })).text();
    expect(html).toContain('Imported and shown');
    expect(html).not.toContain('Native, not shown');
    expect(html).toMatch(/2\.0 out of 5/);
  });
});
