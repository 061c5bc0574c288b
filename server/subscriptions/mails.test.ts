import { describe, expect, it } from 'vitest';
import { interfaceWords, siteLanguage } from '../../domain';
import { englishIn, englishLeftovers } from '../../test/render/english-words';
import { fixtureSite } from '../render-page';
import { storeOf } from '../commerce-mail/render-email';
import { donationReceiptMail, renewalFailedMail, renewalMail, subscriptionCancelledMail } from './mails';
import { RENEWAL_MESSAGES } from './renewals';
import type { SubscriptionRow } from './records';

const subscription = {
  websiteId: 'demo',
  id: 'sub-1',
  orderId: 'order-1',
  email: 'ana@example.com',
  productName: 'Coffee of the Month',
  quantity: 1,
  unitPriceCents: 1800,
  currency: 'USD',
  plan: { value: 1, unit: 'MONTH', numBillingCycles: 3 },
} as unknown as SubscriptionRow;

/** A mail's words without the owner's names in them (the product's and the store's). */
const said = (mail: { subject: string; text?: string }, site: string) =>
  [mail.subject, ...(mail.text ?? '').split('\n')]
    .map((line) => line.replaceAll(subscription.productName, '').replaceAll(site, '').trim())
    .filter(Boolean);

describe('the subscription and donation mails in the buyer’s language', () => {
  it.each(['fr-FR', 'de-DE', 'es-ES'])(
    'writes each in %s, with no English word of the catalogue left',
    async (locale) => {
      const demo = await fixtureSite('demo');
      const language = siteLanguage(locale)!;
      const words = interfaceWords(locale);
      const leftovers = englishLeftovers(locale);
      const title = String(demo.website.siteTitle);
      const mails = [
        renewalFailedMail(demo, subscription, 2, RENEWAL_MESSAGES.outOfStock, language),
        renewalFailedMail(demo, subscription, 2, RENEWAL_MESSAGES.productGone, language),
        renewalFailedMail(demo, subscription, 2, 'Card expired (code 54).', language),
        subscriptionCancelledMail(demo, { ...subscription, accessUntil: new Date(Date.UTC(2027, 3, 1, 12)) }, language),
        donationReceiptMail(demo, 'ana@example.com', 'order-2', 1002, 2500, 'USD', language),
        renewalMail(
          demo,
          subscription,
          2,
          1003,
          new Date(Date.UTC(2027, 3, 1)),
          new Date(Date.UTC(2027, 2, 1)),
          language,
        ),
      ];
      for (const mail of mails) expect(englishIn(said(mail, title), leftovers)).toEqual([]);
      // The scheduler's reasons in the buyer's words; a provider's message the catalogue does not hold, said plainly.
      expect(mails[0]!.text).toContain(words.renewalOutOfStock);
      expect(mails[1]!.text).toContain(words.renewalProductGone);
      expect(mails[2]!.text).toContain(words.renewalPaymentFailed);
      expect(mails[2]!.text).not.toContain('Card expired');
      expect(mails[3]!.text).toContain(words.subscriptionCancelledAccessUntil.split('{date}')[0]);
      expect(mails[4]!.text).toContain(words.receiptNumber.replace('{number}', '1002'));
      // The renewal notice: its links under the language's home.
      expect(mails[5]!.html).toContain(`href="http://demo.localhost/${language.prefix}/account"`);
    },
  );

  it('keeps the English mails of the site’s own language, the provider’s reason as it gave it', async () => {
    const demo = await fixtureSite('demo');
    const failed = renewalFailedMail(demo, subscription, 2, 'Card expired (code 54).');
    expect(failed.subject).toBe('Your Coffee of the Month subscription has stopped');
    expect(failed.text).toContain(`We could not renew your subscription to Coffee of the Month at `);
    expect(failed.text).toContain(': Card expired (code 54).');
    expect(subscriptionCancelledMail(demo, subscription).subject).toBe(
      'Your Coffee of the Month subscription is cancelled',
    );
    // Cancelled now: no access line; at the end of the paid period: until when, on the site's day.
    expect(subscriptionCancelledMail(demo, { ...subscription, accessUntil: null }).text).toMatch(
      /is cancelled\. You will not be charged again\.$/,
    );
    const atPeriodEnd = { ...subscription, accessUntil: new Date(Date.UTC(2027, 3, 1, 2)) };
    expect(subscriptionCancelledMail(demo, atPeriodEnd).text).toMatch(
      /You will not be charged again\.\n\nYou keep access until Mar 31, 2027\.$/,
    );
  });

  it('points the renewal notice’s links at the configured address (SITE_URL), not the host name alone', async () => {
    const demo = await fixtureSite('demo');
    const mail = renewalMail(
      demo,
      subscription,
      2,
      1003,
      null,
      new Date(),
      siteLanguage('fr-FR'),
      'https://shop.example',
    );
    expect(mail.html).toContain('href="https://shop.example/fr/account"');
    expect(mail.html).not.toContain('http://demo.localhost');
  });

  it('gives a mail’s links the language’s home: the store’s address under its prefix', async () => {
    const demo = await fixtureSite('demo');
    expect(storeOf(demo, 'https://shop.example', siteLanguage('de-DE')).url).toBe('https://shop.example/de');
    expect(storeOf(demo, 'https://shop.example').url).toBe('https://shop.example');
  });
});
