/**
 * Issue 25: the subscription and donation e-mails in the buyer's language. A subscription
 * bought on a French page is renewed (its order too) and mailed in French, with the owner's
 * subject when there is one and its links under /fr; a declined renewal, a cancellation from
 * the French account page and a contribution given on a French page are said in French too.
 * English pages keep the English mails.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf, cycleDate, interfaceWords } from '../../../domain';
import { testDatabases } from '../../../server/db/test-databases';
import { createMailer } from '../../../server/mail';
import { testPaymentProvider } from '../../../server/commerce';
import { languagesStore } from '../../../server/site-settings/languages';
import { RenewalScheduler } from '../../../server/subscriptions';
import { englishIn, englishLeftovers } from '../../render/english-words';
import { suiteApp } from '../helpers/suite-app';
import { HOST, openClubApp, subscribe } from './club-app';
import type { PaymentProvider } from '../../../server/commerce';

const FRENCH = { Referer: `http://${HOST}/fr/shop` };
const fr = interfaceWords('fr-FR');
const leftovers = englishLeftovers('fr-FR');
/** The mail's paragraphs, for the no-English check (product and store names are the owner's). */
const paragraphs = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replaceAll('Coffee Club', '').replaceAll('Club Test Shop', '').trim())
    .filter(Boolean);

for (const database of testDatabases()) {
  describe(`subscription and donation mails in the buyer's language (${database.name})`, () => {
    const club = suiteApp(database.open, (db) => openClubApp(db));
    let now = new Date();
    const scheduler = (payments: PaymentProvider = testPaymentProvider()) =>
      new RenewalScheduler({
        db: club.db,
        sites: club.sites,
        payments,
        mailer: createMailer({ db: club.db, transport: null }),
        clock: () => now,
      });
    const lastMail = async (to: string) =>
      (
        await club.db.query<{ subject: string; text_body: string; html_body: string | null }>(
          'select subject, text_body, html_body from mail_outbox where website_id = $1 and to_address = $2 order by id desc limit 1',
          [club.siteId, to],
        )
      )[0]!;
    const subscriptionOf = async (orderId: string) =>
      (
        await club.db.query<{ id: string; started_at: string }>(
          'select id, started_at from subscriptions where website_id = $1 and order_id = $2',
          [club.siteId, orderId],
        )
      )[0]!;
    const languageOf = async (cartId: string) =>
      (
        await club.db.query<{ language: string | null }>(
          'select language from orders where website_id = $1 and cart_id = $2',
          [club.siteId, cartId],
        )
      )[0]?.language;

    beforeAll(async () => {
      await languagesStore(club.db).save(club.siteId, ['fr-FR']);
    });

    it('renews a subscription bought on a French page in French: its order, subject, words and links', async () => {
      const placed = await subscribe(club.visitor(), 'prod-coffee', 'COFFEE', {
        email: 'renew-fr@example.com',
        headers: FRENCH,
      });
      expect(placed.status).toBe(200);
      // Its order's confirmation is French too, the labels of its totals included.
      await club.settled();
      const confirmation = await lastMail('renew-fr@example.com');
      expect(confirmation.text_body).toContain(fr.subtotal);
      expect(englishIn(paragraphs(confirmation.text_body), leftovers)).toEqual([]);
      const sub = await subscriptionOf(placed.body.id);
      now = new Date(cycleDate(new Date(sub.started_at), { value: 1, unit: 'MONTH' }, 1).getTime() + 60_000);
      const outcomes = (await scheduler().runOnce()).filter((r) => r.subscriptionId === sub.id);
      expect(outcomes.map((r) => r.outcome)).toEqual(['renewed']);
      expect(await languageOf(`renewal:${sub.id}:2`)).toBe('fr-FR');

      const mail = await lastMail('renew-fr@example.com');
      expect(mail.subject).toBe(
        catalogueOf('fr-FR').emails.renewedSubject.replace('{renewal.productName}', 'Coffee Club'),
      );
      expect(mail.text_body).toContain(fr.renewalPaymentOf.replace('{cycle}', '2').replace('{total}', '3'));
      expect(mail.text_body).toContain(`http://${HOST}/fr/account`);
      expect(mail.html_body).toContain(`href="http://${HOST}/fr/account"`);
      expect(mail.html_body).toContain(`href="http://${HOST}/fr"`);
      expect(englishIn(paragraphs(mail.text_body), leftovers)).toEqual([]);
      // Dates and money as French pages write them.
      expect(mail.text_body).toMatch(/\d{1,2} [a-zéû]+ \d{4}/);
    });

    it('keeps an English page’s subscription in English', async () => {
      const placed = await subscribe(club.visitor(), 'prod-coffee', 'COFFEE', { email: 'renew-en@example.com' });
      const sub = await subscriptionOf(placed.body.id);
      now = new Date(cycleDate(new Date(sub.started_at), { value: 1, unit: 'MONTH' }, 1).getTime() + 60_000);
      await scheduler().runOnce();
      expect(await languageOf(`renewal:${sub.id}:2`)).toBeNull();
      const mail = await lastMail('renew-en@example.com');
      expect(mail.subject).toBe('Your Coffee Club subscription has renewed');
      expect(mail.text_body).toContain('Payment 2 of 3.');
      expect(mail.text_body).toContain(`http://${HOST}/account`);
      expect(mail.text_body).not.toContain('/fr/');
    });

    it('tells a French buyer of a declined renewal in French', async () => {
      const placed = await subscribe(club.visitor(), 'prod-coffee', 'COFFEE', {
        email: 'declined-fr@example.com',
        headers: FRENCH,
      });
      const sub = await subscriptionOf(placed.body.id);
      const declining: PaymentProvider = {
        ...testPaymentProvider(),
        async charge() {
          return { ok: false, message: 'Your card was declined. Please use another card.' };
        },
      };
      now = new Date(cycleDate(new Date(sub.started_at), { value: 1, unit: 'MONTH' }, 1).getTime() + 60_000);
      expect((await scheduler(declining).runOnce()).filter((r) => r.subscriptionId === sub.id)).toHaveLength(1);
      const mail = await lastMail('declined-fr@example.com');
      expect(mail.subject).toBe(fr.renewalFailedSubject.replace('{product}', 'Coffee Club'));
      // The provider's refusal is a catalogue word: said as it is, in French.
      expect(mail.text_body).toContain(fr.paymentDeclined);
      expect(mail.text_body).toContain(fr.renewalFailedAgain);
      expect(englishIn(paragraphs(mail.text_body), leftovers)).toEqual([]);
    });

    it('confirms a cancellation from the French account page in French', async () => {
      const member = await club.member();
      const placed = await subscribe(member.browser, 'prod-member-monthly', 'MEMBER-MONTH', {
        email: member.email,
        headers: { 'X-Siteuser-Xsrf-Token': member.xsrfToken, ...FRENCH },
      });
      expect(placed.status).toBe(200);
      const sub = await subscriptionOf(placed.body.id);
      const cancelled = await member.browser.send(
        'POST',
        `/api/site-users/account/subscriptions/${sub.id}/cancel`,
        undefined,
        { 'X-Siteuser-Xsrf-Token': member.xsrfToken, Referer: `http://${HOST}/fr/account` },
      );
      expect(cancelled.status).toBe(200);
      const mail = await lastMail(member.email);
      expect(mail.subject).toBe(fr.subscriptionCancelledSubject.replace('{product}', 'Monthly Membership'));
      // Cancelled at the end of the month paid for: until when access lasts, in French.
      const [text, access, ...rest] = mail.text_body.split('\n\n');
      expect(text).toBe(
        fr.subscriptionCancelledText.replace('{product}', 'Monthly Membership').replace('{site}', 'Club Test Shop'),
      );
      const paidThrough = cycleDate(new Date(sub.started_at), { value: 1, unit: 'MONTH' }, 1);
      const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: 'America/New_York' });
      expect(access).toBe(fr.subscriptionCancelledAccessUntil.replace('{date}', day.format(paidThrough)));
      expect(rest).toEqual([]);
    });

    it('sends the receipt of a contribution given on a French page in French, and records its language', async () => {
      const given = await club.visitor().post(
        '/api/commerce/donations',
        { amount: '25', email: 'giver-fr@example.com', paymentToken: 'tok_test_ok' },
        {
          Referer: `http://${HOST}/fr/donate`,
        },
      );
      expect(given.status).toBe(200);
      expect(given.body.confirmationUrl).toBe(`/fr/order-confirmed/${given.body.id}`);
      expect(await languageOf(`donation:${given.body.id}`)).toBe('fr-FR');
      const mail = await lastMail('giver-fr@example.com');
      expect(mail.subject).toBe(fr.donationReceiptSubject.replace('{site}', 'Club Test Shop'));
      expect(mail.text_body).toContain(fr.receiptNumber.replace('{number}', String(given.body.orderNumber)));
      expect(mail.text_body).toContain('25,00');
      expect(englishIn(paragraphs(mail.text_body), leftovers)).toEqual([]);
    });

    it('serves the donation page under /fr in French, and /donate in English', async () => {
      const french = await club.visitor().request('GET', '/fr/donate', undefined, { Accept: 'text/html' });
      expect(french.status).toBe(200);
      const html = await french.text();
      expect(html).toContain('<html lang="fr-FR">');
      expect(html).toContain(`<h1 id="donate-title">${fr.donatePageTitle}</h1>`);
      expect(html).toContain(JSON.stringify(fr.contribute));
      const english = await club.visitor().request('GET', '/donate', undefined, { Accept: 'text/html' });
      expect(await english.text()).toContain('<h1 id="donate-title">Donate</h1>');
      // A language the site does not serve has no donation page.
      expect((await club.visitor().request('GET', '/de/donate', undefined, { Accept: 'text/html' })).status).toBe(404);
    });
  });
}
