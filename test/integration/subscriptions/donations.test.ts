/**
 * Donations: the donation page (203), POST /api/commerce/donations through the test provider,
 * the contribution confirmed page (204) for the giver's browser only, and hostile input.
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { suiteApp } from '../helpers/suite-app';
import { openClubApp } from './club-app';

const DONATE = '/api/commerce/donations';
const ok = { amount: '25', email: 'giver@example.com', paymentToken: 'tok_test_ok' };

for (const database of testDatabases()) {
  describe(`donations (${database.name})`, () => {
    const club = suiteApp(database.open, (db) => openClubApp(db));
    const donationOrders = async () =>
      Number(
        (
          await club.db.query<{ n: number }>(
            `select count(*)::int as n from orders where website_id = $1 and kind = 'donation'`,
            [club.siteId],
          )
        )[0]!.n,
      );

    it('shows the donation page (203) with the presets', async () => {
      const page = await club.visitor().request('GET', '/donate', undefined, { Accept: 'text/html' });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('data-page-type="203"');
      expect(html).toContain('Support the club');
      for (const label of ['$5.00', '$10.00', '$25.00']) expect(html).toContain(label);
    });

    it('takes a custom amount, mails a receipt and opens the contribution confirmed page (204) in this browser only', async () => {
      const giver = club.visitor();
      const answer = await giver.post(DONATE, { ...ok, amount: '12.50' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        amountCents: 1250,
        currency: 'USD',
        testMode: true,
        confirmationUrl: `/order-confirmed/${answer.body.id}`,
      });
      const page = await giver.request('GET', answer.body.confirmationUrl, undefined, { Accept: 'text/html' });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('data-page-type="204"');
      expect(html).toContain('Thank you for your contribution');
      expect(
        (await club.visitor().request('GET', answer.body.confirmationUrl, undefined, { Accept: 'text/html' })).status,
      ).toBe(404);
      const mail = await club.db.query<{ subject: string; text_body: string }>(
        'select subject, text_body from mail_outbox where website_id = $1 and to_address = $2',
        [club.siteId, 'giver@example.com'],
      );
      expect(mail[0]?.subject).toBe('Thank you for your contribution to Club Test Shop');
      expect(mail[0]?.text_body).toContain('$12.50');
    });

    it('answers a repeated key with the first contribution, charging once', async () => {
      const giver = club.visitor();
      const before = await donationOrders();
      const first = await giver.post(DONATE, { ...ok, idempotencyKey: 'give-once' });
      const again = await giver.post(DONATE, { ...ok, idempotencyKey: 'give-once' });
      expect(again.body.id).toBe(first.body.id);
      expect(await donationOrders()).toBe(before + 1);
    });

    it('refuses amounts outside the limits and declined cards, storing nothing', async () => {
      const giver = club.visitor();
      const before = await donationOrders();
      expect(await giver.post(DONATE, { ...ok, amount: '0.99' })).toMatchObject({
        status: 400,
        body: { fieldErrors: { amount: 'The smallest contribution we can take is $1.00.' } },
      });
      expect(await giver.post(DONATE, { ...ok, amount: '5000.01' })).toMatchObject({
        status: 400,
        body: { fieldErrors: { amount: 'The largest contribution we can take online is $5,000.00.' } },
      });
      expect(await giver.post(DONATE, { ...ok, paymentToken: 'tok_test_decline' })).toMatchObject({
        status: 402,
        body: { error: 'Your card was declined. Please use another card.' },
      });
      expect(await donationOrders()).toBe(before);
    });

    it('answers hostile input with a 4xx naming the field', async () => {
      const giver = club.visitor();
      const before = await donationOrders();
      const cases: [unknown, string | null][] = [
        [{ ...ok, amount: 'NaN' }, 'amount'],
        [{ ...ok, amount: 'Infinity' }, 'amount'],
        [{ ...ok, amount: '1e308' }, 'amount'],
        [{ ...ok, amount: 25 }, 'amount'],
        [{ ...ok, amount: ['25'] }, 'amount'],
        [{ ...ok, amount: '25\u0000' }, 'amount'],
        [{ ...ok, amount: '9'.repeat(41) }, 'amount'],
        [{ ...ok, amount: '999999999999999999' }, 'amount'],
        [{ ...ok, email: 'a\uD800@example.com' }, 'email'],
        [{ ...ok, email: { $gt: '' } }, 'email'],
        [{ ...ok, paymentToken: '' }, 'paymentToken'],
        [[ok], null],
        ['{"amount":', null],
        [
          JSON.stringify(
            JSON.parse(
              '{"amount":"5","email":"a@b.co","paymentToken":"tok_test_ok","x":' +
                '['.repeat(40) +
                ']'.repeat(40) +
                '}',
            ),
          ),
          null,
        ],
      ];
      for (const [body, field] of cases) {
        const answer = await giver.post(DONATE, body);
        expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        if (field)
          expect(Object.keys(answer.body.fieldErrors ?? {}), JSON.stringify(body).slice(0, 80)).toContain(field);
      }
      expect(await donationOrders()).toBe(before);
    });

    it('needs the crumb', async () => {
      const giver = club.visitor();
      const answer = await giver.post(DONATE, ok, { 'X-CSRF-Token': 'wrong' });
      expect(answer.status).toBe(403);
    });
  });
}
