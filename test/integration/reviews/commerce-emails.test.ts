import { describe, expect, it } from 'vitest';
import { createMailer } from '../../../server/mail';
import { testDatabases } from '../../../server/db/test-databases';
import {
  sendGiftCardDelivery,
  sendOrderConfirmation,
  sendRenewalNotice,
  sendShippingNotice,
  sendOwnerOrderNotice,
} from '../../../server/commerce-mail';
import { suiteApp } from '../helpers/suite-app';
import type { Envelope } from '../../../server/mail/transport';
import { ADDRESS, ROLES, openReviewsApp } from './reviews-app';

describe.each(testDatabases())('commerce emails on $name', ({ open }) => {
  const t = suiteApp(open, (db) => openReviewsApp(db));
  const deps = () => ({
    db: t.db,
    mailer: createMailer({ db: t.db, transport: null }),
    secret: 'test-secret',
    origin: 'http://store.localhost',
  });

  it('checkout mails the order confirmation rendered from its template, once, and each gift card bought', async () => {
    const { visitor, orderId, orderNumber } = await t.buy('prod-gift', 'GIFT-25');
    const mails = await t.db.query<{ subject: string; text_body: string; html_body: string; dedupe_key: string }>(
      'select subject, text_body, html_body, dedupe_key from mail_outbox where website_id = $1 and (dedupe_key = $2 or dedupe_key like $3) order by id',
      [t.storeId, `order-confirmation:${orderId}`, 'gift-card:%'],
    );
    const confirmation = mails.find((m) => m.dedupe_key === `order-confirmation:${orderId}`)!;
    expect(confirmation.subject).toBe(`Your Review Test Store order #${orderNumber}`);
    expect(confirmation.html_body).toContain('<h1 style="font-size:22px">Thank you for your order</h1>');
    expect(confirmation.text_body).toContain(`Your order number is ${orderNumber}.`);
    expect(confirmation.text_body).toMatch(/Gift Card — Amount: \$25 × 1\s+\$25\.00/);
    // Nothing ships, so the review prompt waits for no arrival.
    expect(confirmation.html_body).toContain('<p>Review what you bought:</p>');
    expect(confirmation.html_body).not.toContain('Once your order arrives');
    const [code] = await t.db.query<{ code: string }>(
      'select code from gift_cards where website_id = $1 and order_id = $2',
      [t.storeId, orderId],
    );
    const card = mails.find((m) => m.dedupe_key === `gift-card:${code!.code}`)!;
    expect(card.subject).toBe('Your Review Test Store gift card');
    expect(card.text_body).toContain(code!.code);
    expect(card.text_body).toContain('A $25.00 gift card for you');
    // Sending again (a retried job) writes nothing.
    expect(await sendOrderConfirmation(deps(), t.store(), orderId)).toBe(false);
    expect(visitor.cookies.has('order')).toBe(true);
  });

  it("checkout mails a new-order notice to each owner whose role may see orders, in the site's language, once", async () => {
    const visitor = t.visitor();
    expect((await visitor.add('prod-tee', 'TEE-M')).status).toBe(200);
    expect((await visitor.add('prod-lamp')).status).toBe(200);
    const order = await visitor.post('/api/commerce/checkout', {
      email: 'ana@example.com',
      shippingAddress: ADDRESS,
      paymentToken: 'tok_test_ok',
    });
    expect(order.status).toBe(200);
    const { id: orderId, orderNumber } = order.body as { id: string; orderNumber: number };
    const noticeTo = async (to: string) =>
      (await t.mailsTo(to)).find((m) => m.dedupe_key === `owner-new-order:${orderId}:${to}`);
    // The admin and the store manager may see orders; an editor and a moderator may not.
    for (const to of ['admin@store.test', 'storemanager@store.test']) {
      const notice = await noticeTo(to);
      expect(notice?.subject).toBe(`[Test order] New order #${orderNumber}: $50.00`);
      // Each line named by its product and the variant's options, its SKU beneath, in both parts.
      expect(notice!.text_body).toContain('Trail Tee — Size: M × 1 $25.00\nSKU TEE-M\nCamp Lamp × 1 $20.00\nSKU LAMP');
      expect(notice!.text_body).toContain('Shipping (Standard) $5.00\nTotal $50.00');
      expect(notice!.text_body).toContain('Ordered by Ana Diaz <ana@example.com>');
      const link = `http://store.localhost/config/orders/${orderNumber}`;
      expect(notice!.text_body).toContain(`Open the order (${link})`);
      expect(notice!.html_body).toContain('>Trail Tee — Size: M × 1</td>');
      expect(notice!.html_body).toContain('>SKU TEE-M</td>');
      expect(notice!.html_body).toContain('Ordered by Ana Diaz &lt;ana@example.com&gt;');
      expect(notice!.html_body).toContain(`<a href="${link}">Open the order</a>`);
    }
    // The buyer's confirmation names the variant the same way.
    const confirmation = (await t.mailsTo('ana@example.com')).find(
      (m) => m.dedupe_key === `order-confirmation:${orderId}`,
    );
    expect(confirmation!.text_body).toMatch(/Trail Tee — Size: M × 1\s+\$25\.00/);
    expect(confirmation!.html_body).toContain('<p>Once your order arrives, review what you bought:</p>');
    expect(await noticeTo('editor@store.test')).toBeUndefined();
    expect(await noticeTo('moderator@store.test')).toBeUndefined();
    expect(await t.mailsTo('admin@rival.test', t.rivalId)).toEqual([]);
    // The buyer still gets the confirmation; a retried job mails no owner twice.
    expect((await t.mailsTo('ana@example.com')).map((m) => m.dedupe_key)).toContain(`order-confirmation:${orderId}`);
    await sendOwnerOrderNotice(deps(), t.store(), orderId);
    expect((await t.mailsTo('admin@store.test')).filter((m) => m.dedupe_key?.includes(orderId))).toHaveLength(1);
  });

  it('the new-order notice hands SMTP its lines as bought, what they hold escaped in the HTML part', async () => {
    const { orderId } = await t.buy('prod-tee', 'TEE-S');
    const [bought] = await t.db.query<{ variant_options: unknown }>(
      'select variant_options from order_lines where website_id = $1 and order_id = $2',
      [t.storeId, orderId],
    );
    expect(
      typeof bought!.variant_options === 'string' ? JSON.parse(bought!.variant_options) : bought!.variant_options,
    ).toEqual([{ name: 'Size', value: 'S' }]);
    // A title and options an owner typed markup into, mailed again through a transport that keeps what it is given.
    await t.db.query(
      'update order_lines set product_name = $3, variant_options = $4::text::jsonb where website_id = $1 and order_id = $2',
      [
        t.storeId,
        orderId,
        '<img src=x onerror=alert(1)>Tee',
        JSON.stringify([{ name: '<b>Size</b>', value: 'S & "M"' }]),
      ],
    );
    await t.db.query('delete from mail_outbox where website_id = $1 and dedupe_key like $2', [
      t.storeId,
      `owner-new-order:${orderId}:%`,
    ]);
    const sent: Envelope[] = [];
    const mailer = createMailer({ db: t.db, transport: { deliver: async (envelope) => void sent.push(envelope) } });
    await sendOwnerOrderNotice({ ...deps(), mailer }, t.store(), orderId);
    const notice = sent.find((e) => e.to === 'admin@store.test')!;
    expect(notice.html).toContain(
      '>&lt;img src=x onerror=alert(1)&gt;Tee — &lt;b&gt;Size&lt;/b&gt;: S &amp; "M" × 1</td>',
    );
    expect(notice.html).not.toMatch(/<img|<b>/);
    expect(notice.text).toContain('<img src=x onerror=alert(1)>Tee — <b>Size</b>: S & "M" × 1 $25.00\nSKU TEE-S');
  });

  it('shipping notice, gift card delivery and renewal notice: one function each, keyed', async () => {
    const { orderId } = await t.buy('prod-lamp');
    const store = t.store();
    expect(
      await sendShippingNotice(deps(), store, orderId, {
        carrier: 'Parcel Post',
        trackingNumber: 'PP1',
        trackingUrl: 'https://track.example/PP1',
      }),
    ).toBe(true);
    expect(await sendShippingNotice(deps(), store, orderId, { carrier: 'Parcel Post', trackingNumber: 'PP1' })).toBe(
      false,
    );
    const [shipping] = await t.db.query<{ subject: string; text_body: string }>(
      'select subject, text_body from mail_outbox where website_id = $1 and dedupe_key = $2',
      [store.id, `shipping-notice:${orderId}:PP1`],
    );
    expect(shipping!.subject).toMatch(/^Your Review Test Store order #\d+ is on its way$/);
    expect(shipping!.text_body).toContain('Track your parcel (https://track.example/PP1)');
    expect(shipping!.text_body).toContain('Camp Lamp × 1');

    expect(
      await sendGiftCardDelivery(deps(), store, {
        to: 'friend@example.com',
        code: 'GIFT-ABC',
        amountCents: 5000,
        currency: 'USD',
        message: 'Happy <b>day</b>',
      }),
    ).toBe(true);
    const [gift] = await t.mailsTo('friend@example.com');
    expect(gift!.html_body).toContain('Happy &lt;b&gt;day&lt;/b&gt;');

    const renewal = {
      to: 'sub@example.com',
      productName: 'Coffee Club',
      amountCents: 1500,
      currency: 'USD',
      renewedOn: new Date('2026-11-25T15:00:00Z'),
      nextRenewal: new Date('2026-12-25T15:00:00Z'),
      cycle: 2,
      totalCycles: 12,
      orderNumber: 1042,
      key: 'renewal:sub-1:2',
    };
    expect(await sendRenewalNotice(deps(), store, renewal)).toBe(true);
    expect(await sendRenewalNotice(deps(), store, renewal)).toBe(false);
    const [renewed] = await t.mailsTo('sub@example.com');
    expect(renewed!.subject).toBe('Your Coffee Club subscription has renewed');
    expect(renewed!.text_body).toContain('Coffee Club renewed on November 25, 2026 for $15.00 (order 1042).');
    expect(renewed!.text_body).toContain('Payment 2 of 12.');
    expect(renewed!.text_body).toContain('Next renewal: December 25, 2026.');
    expect(
      await sendRenewalNotice(deps(), store, { ...renewal, nextRenewal: null, cycle: 12, key: 'renewal:sub-1:12' }),
    ).toBe(true);
    expect((await t.mailsTo('sub@example.com'))[0]!.text_body).toContain(
      'This was the last payment of your subscription.',
    );
  });

  it('the email preview (301) shows every kind with sample data to a signed-in owner of any role, 403 to anyone else', async () => {
    const kinds = [
      'order-confirmation',
      'shipping-notice',
      'order-update',
      'gift-card-delivery',
      'subscription-renewal',
      'newsletter',
    ];
    for (const role of ROLES) {
      const owner = await t.signedIn(role);
      const index = await owner.request('GET', '/commerce/email-preview', undefined, { Accept: 'text/html' });
      expect([role, index.status, index.headers.get('X-Page-Type')]).toEqual([role, 200, '301']);
    }
    const owner = await t.signedIn('editor');
    for (const kind of kinds) {
      const answer = await owner.request('GET', `/commerce/email-preview/${kind}`, undefined, { Accept: 'text/html' });
      const html = await answer.text();
      expect([kind, answer.status, answer.headers.get('X-Page-Type')]).toEqual([kind, 200, '301']);
      expect(html).toContain('Subject: <strong>');
      expect(html).not.toContain('role="alert"');
    }
    expect(
      await (
        await owner.request('GET', '/commerce/email-preview/order-confirmation', undefined, { Accept: 'text/html' })
      ).text(),
    ).toContain('Camp Lamp');
    // The sample order ships: its review prompt waits for it to arrive.
    expect(
      await (
        await owner.request('GET', '/commerce/email-preview/order-confirmation', undefined, { Accept: 'text/html' })
      ).text(),
    ).toContain('Once your order arrives, review what you bought:');
    expect(
      (await owner.request('GET', '/commerce/email-preview/nope', undefined, { Accept: 'text/html' })).status,
    ).toBe(404);
    expect(
      (await owner.request('GET', '/commerce/email-preview/%00', undefined, { Accept: 'text/html' })).status,
    ).toBeLessThan(500);
    // A visitor, a forged cookie, and the rival site's owner: 403.
    expect(
      (
        await t
          .visitor()
          .request('GET', '/commerce/email-preview/order-confirmation', undefined, { Accept: 'text/html' })
      ).status,
    ).toBe(403);
    const forged = t.visitor();
    forged.cookies.set('owner_session', 'A'.repeat(43));
    expect((await forged.request('GET', '/commerce/email-preview', undefined, { Accept: 'text/html' })).status).toBe(
      403,
    );
    const rival = await t.signedIn('admin', 'rival.localhost');
    const onStore = t.visitor();
    onStore.cookies.set('owner_session', rival.cookies.get('owner_session')!);
    expect(
      (await onStore.request('GET', '/commerce/email-preview/newsletter', undefined, { Accept: 'text/html' })).status,
    ).toBe(403);
  });
});
