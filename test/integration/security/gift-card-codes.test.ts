/**
 * A gift card's code spends its balance, so only its buyer is shown it whole: the owner API's
 * orders (read by every role with `orders.read`, billing and reporting among them) and the owners'
 * new-order notice name a card by its code's ending alone.
 */
import { describe, expect, it } from 'vitest';
import { roleCan } from '../../../domain/website-roles';
import { testDatabases } from '../../../server/db/test-databases';
import { suiteApp } from '../helpers/suite-app';
import { ADDRESS, ROLES, openReviewsApp } from '../reviews/reviews-app';

const ORDER_READERS = ROLES.filter((role) => roleCan(role, 'orders.read'));

describe.each(testDatabases())('gift card codes on the owner side on $name', ({ open }) => {
  const t = suiteApp(open, (db) => openReviewsApp(db));

  it('never reach the owner API or the new-order notice whole, only their endings', async () => {
    const bought = await t.buy('prod-gift', 'GIFT-25');
    const [card] = await t.db.query<{ code: string }>(
      'select code from gift_cards where website_id = $1 and order_id = $2',
      [t.storeId, bought.orderId],
    );
    const code = card!.code;
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);

    const spender = t.visitor();
    expect((await spender.add('prod-lamp')).status).toBe(200);
    const paid = await spender.post('/api/commerce/checkout', {
      email: 'spender@example.com',
      shippingAddress: ADDRESS,
      paymentToken: 'tok_test_ok',
      giftCardCode: code,
    });
    expect(paid.status).toBe(200);
    const spentCents = paid.body.giftCardTotal as number;
    expect(spentCents).toBeGreaterThan(0);

    const ending = `…${code.slice(-4)}`;
    // Neither the code nor its first 8 characters, with or without their dashes.
    const leaks = [code, code.slice(0, 9), code.replaceAll('-', '').slice(0, 8)];
    expect(ORDER_READERS).toEqual(expect.arrayContaining(['billing', 'reporting', 'viewer', 'storeManager', 'admin']));
    for (const role of ORDER_READERS) {
      const owner = await t.signedIn(role);
      const issued = await owner.get(`/api/owner/orders/${bought.orderNumber}`);
      const spent = await owner.get(`/api/owner/orders/${paid.body.orderNumber}`);
      const list = await owner.get('/api/owner/orders');
      expect([role, issued.status, spent.status, list.status]).toEqual([role, 200, 200, 200]);
      expect([role, issued.body.giftCards]).toEqual([
        role,
        [{ codeEnding: ending, amountCents: 2500, balanceCents: 2500 - spentCents }],
      ]);
      expect([role, spent.body.giftCardPayments]).toEqual([role, [{ codeEnding: ending, cents: spentCents }]]);
      const text = JSON.stringify([issued.body, spent.body, list.body]);
      for (const leak of leaks) expect([role, text.includes(leak)]).toEqual([role, false]);
    }

    const notices = await t.db.query<{ text_body: string; html_body: string | null }>(
      'select text_body, html_body from mail_outbox where website_id = $1 and (dedupe_key like $2 or dedupe_key like $3)',
      [t.storeId, `owner-new-order:${bought.orderId}:%`, `owner-new-order:${paid.body.id}:%`],
    );
    expect(notices.length).toBeGreaterThanOrEqual(2);
    for (const notice of notices) {
      for (const leak of leaks) expect(`${notice.text_body}${notice.html_body}`).not.toContain(leak);
    }
  });
});
