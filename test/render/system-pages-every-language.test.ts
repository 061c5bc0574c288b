/**
 * Issue 25: the visitor's own pages (cart, checkout, sign-in, sign-up, forgotten and new
 * password, the account, the order confirmation) and the donation page in every language of the demo, as the app
 * serves them under the language's prefix, with no English interface word left, and their links
 * and redirects kept in the language. The English pages stay where they were.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { interfaceWords, siteLanguage } from '../../domain';
import { testDatabases } from '../../server/db/test-databases';
import { Visitor } from '../integration/commerce/commerce-app';
import { openDemoApp, DEMO } from '../integration/security/security-app';
import { suiteApp } from '../integration/helpers/suite-app';
import { Member, newEmail } from '../integration/site-users/site-user-app';
import { englishIn, englishLeftovers, englishOn } from './english-words';

const demoSite = JSON.parse(readFileSync(new URL('../../fixtures/sites/demo/site.json', import.meta.url), 'utf8')) as {
  websiteSettings: { multilingual: { languages: string[] } };
};
const LOCALES = demoSite.websiteSettings.multilingual.languages;
const demoTranslations = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../fixtures/sites/demo/translations/${locale}.json`, import.meta.url), 'utf8'),
  ) as {
    donations: { title: string; description: string };
  };
const JACKET = { itemId: 'prod-canvas-field-jacket', sku: 'NW-CANFIEJAC-M-OLIVE' };
const GIFT_CARD = { itemId: 'prod-gift-card', sku: 'NW-GIFCAR--50' };
const PASSWORD = 'correct horse';

describe.each(testDatabases())('the visitor’s own pages in every language on $name', ({ open }) => {
  const demo = suiteApp(open, openDemoApp);
  const visitor = () => new Visitor(demo.app, DEMO);

  describe.each(LOCALES)('in %s', (locale) => {
    const prefix = `/${siteLanguage(locale)!.prefix}`;
    const leftovers = englishLeftovers(locale);
    /** A buyer with a jacket and a gift card in the cart (address fields and totals show). */
    let buyer: Visitor;
    beforeAll(async () => {
      buyer = visitor();
      expect((await buyer.add(JACKET.itemId, JACKET.sku)).status).toBe(200);
      expect((await buyer.add(GIFT_CARD.itemId, GIFT_CARD.sku)).status).toBe(200);
    }, 60_000);

    async function shown(path: string, who: Visitor = visitor()) {
      const page = await demo.page(DEMO, path, who);
      expect([path, page.status]).toEqual([path, 200]);
      expect(page.html).toContain(`<html lang="${locale}">`);
      expect(englishOn(page.html, leftovers)).toEqual([]);
      return page.html;
    }

    it('shows the cart in the language, its links and forms under the prefix', async () => {
      const html = await shown(`${prefix}/cart`, buyer);
      expect(html).toContain('data-island="cart"');
      expect(html).toContain(`"checkout":"${prefix}/checkout"`);
      expect(html).toContain(`action="${prefix}/cart/entries/`);
      expect(html).toContain(`href="${prefix}/cart" data-cart-link`);
      // A form posted without JavaScript comes back to the cart of the language.
      const entryId = /action="[^"]*\/cart\/entries\/([^/"]+)\/quantity"/.exec(html)![1]!;
      const changed = await buyer.request(
        'POST',
        `${prefix}/cart/entries/${entryId}/quantity`,
        `quantity=1&crumb=${buyer.crumb}`,
        {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'text/html',
        },
      );
      expect([changed.status, changed.headers.get('Location')]).toEqual([303, `${prefix}/cart`]);
    });

    it('shows an empty cart and the checkout in the language', async () => {
      await shown(`${prefix}/cart`);
      const html = await shown(`${prefix}/checkout`, buyer);
      expect(html).toContain('data-island="checkout"');
      expect(html).toContain(`"pageLanguage":"${prefix.slice(1)}"`);
    });

    it('shows the sign-in, sign-up, forgotten and new password pages in the language', async () => {
      const signIn = await shown(`${prefix}/account/sign-in?next=${encodeURIComponent(`${prefix}/members`)}`);
      expect(signIn).toContain(`"next":"${prefix}/members"`);
      expect(signIn).toContain(`"accountPath":"${prefix}/account"`);
      for (const path of ['/account/sign-up', '/account/forgot-password', '/account/reset-password?token=unknown'])
        await shown(`${prefix}${path}`);
    });

    it('sends a visitor to the sign-in of the language, and shows a signed-in one the account in it', async () => {
      const guest = await demo.page(DEMO, `${prefix}/account`, visitor());
      expect([guest.status, guest.headers.get('Location')]).toEqual([
        303,
        `${prefix}/account/sign-in?next=${encodeURIComponent(`${prefix}/account`)}`,
      ]);
      const member = new Member(visitor());
      const email = newEmail();
      await member.signUp(email, PASSWORD);
      expect((await member.signIn(email, PASSWORD)).status).toBe(200);
      const signedIn = await demo.page(DEMO, `${prefix}/account/sign-in`, member.browser);
      expect([signedIn.status, signedIn.headers.get('Location')]).toEqual([303, `${prefix}/account`]);
      expect(await shown(`${prefix}/account`, member.browser)).toContain('"mode":"account"');
    });

    /** What a call made from the page at `path` says to the visitor: its error, message and field errors. */
    const said = (body: { error?: string; message?: string; fieldErrors?: Record<string, string> }) =>
      [body.error, body.message, ...Object.values(body.fieldErrors ?? {})].filter((t): t is string => Boolean(t));
    const from = (path: string) => ({ Referer: `http://${DEMO}${prefix}${path}` });

    it('answers the account calls of the language’s pages in it, and mails links to its pages', async () => {
      const words = interfaceWords(locale);
      const browser = visitor();
      const refused = await browser.post(
        '/api/site-users/account',
        { email: 'nobody', password: 'short' },
        from('/account/sign-up'),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ email: words.emailInvalid, password: words.passwordShort });
      expect(englishIn(said(refused.body), leftovers)).toEqual([]);
      const wrong = await browser.post(
        '/api/site-users/account/session',
        { email: newEmail(), password: 'not the password' },
        from('/account/sign-in'),
      );
      expect([wrong.status, wrong.body.error]).toEqual([401, words.signInFailed]);

      const email = newEmail();
      const signedUp = await browser.post(
        '/api/site-users/account',
        { email, password: PASSWORD },
        from('/account/sign-up'),
      );
      expect([signedUp.status, signedUp.body.message]).toEqual([201, words.signUpDone]);
      const [welcome] = await demo.db.query<{ text_body: string }>(
        'select text_body from mail_outbox where to_address = $1',
        [email],
      );
      expect(welcome!.text_body).toContain(`http://${DEMO}${prefix}/account/sign-in`);
      const reset = await browser.post(
        '/api/site-users/account/password-reset',
        { email },
        from('/account/forgot-password'),
      );
      expect([reset.status, reset.body.message]).toEqual([202, words.resetSent]);
      await demo.settled();
      const mails = await demo.db.query<{ text_body: string }>(
        'select text_body from mail_outbox where to_address = $1 order by id',
        [email],
      );
      expect(mails.at(-1)!.text_body).toContain(`http://${DEMO}${prefix}/account/reset-password?token=`);
      // The welcome and reset e-mails are written in the language too.
      expect(welcome!.text_body).toContain(words.welcomeText.split('{site}')[0]);
      expect(mails.at(-1)!.text_body).toContain(words.resetText);
      expect(mails.at(-1)!.text_body).toContain(`${words.chooseNewPassword}: http`);

      // So is the one telling of a password changed on the account page of the language.
      const member = new Member(browser);
      expect((await member.signIn(email, PASSWORD)).status).toBe(200);
      const changed = await browser.send(
        'PUT',
        '/api/site-users/account/password',
        { currentPassword: PASSWORD, newPassword: `${PASSWORD} again` },
        { 'X-Siteuser-Xsrf-Token': member.xsrfToken, ...from('/account') },
      );
      expect(changed.status).toBe(200);
      const [notice] = await demo.db.query<{ subject: string; text_body: string }>(
        'select subject, text_body from mail_outbox where to_address = $1 order by id desc limit 1',
        [email],
      );
      expect(notice!.subject).toContain(words.passwordChangedSubject.split('{site}')[0]);
      expect(notice!.text_body).toContain(words.passwordChangedText.split('{site}')[1]);
      for (const mail of [welcome!.text_body, mails.at(-1)!.text_body, notice!.subject, notice!.text_body])
        expect(englishIn(mail.split('\n\n'), leftovers)).toEqual([]);
    });

    it('answers the cart calls of the language’s pages in it, and titles a failed cart form in it', async () => {
      const words = interfaceWords(locale);
      const browser = visitor();
      expect((await browser.add(JACKET.itemId, JACKET.sku)).status).toBe(200);
      const gone = await browser.send(
        'PUT',
        '/api/commerce/shopping-cart/entries/no-such-entry',
        { quantity: 2 },
        from('/cart'),
      );
      expect([gone.status, gone.body.error]).toEqual([404, words.unknownEntry]);
      const coupon = await browser.post('/api/commerce/shopping-cart/coupons', { code: 'NO-SUCH-CODE' }, from('/cart'));
      expect(englishIn(said(coupon.body), leftovers)).toEqual([]);
      // The cart page's own form, posted without JavaScript: the failure's title in the language.
      const form = await browser.request(
        'POST',
        `${prefix}/cart/entries/no-such-entry/quantity`,
        `quantity=2&crumb=${browser.crumb}`,
        {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'text/html',
        },
      );
      const html = await form.text();
      expect(html).toContain(words.unableToUpdateQuantity);
      expect(englishOn(html, leftovers)).toEqual([]);
      // English pages keep the spec's words, and another site's page names no language here.
      for (const page of [`http://${DEMO}/cart`, `http://elsewhere.example${prefix}/cart`]) {
        const english = await browser.send(
          'PUT',
          '/api/commerce/shopping-cart/entries/no-such-entry',
          { quantity: 2 },
          {
            Referer: page,
          },
        );
        expect(english.body.error).toBe('This item is no longer in your cart.');
      }
    });

    it('confirms a contribution given on a page of the language in that language', async () => {
      const giver = visitor();
      const given = await giver.post(
        '/api/commerce/donations',
        { amount: '25', email: 'giver@example.com', paymentToken: 'tok_test_ok' },
        from('/'),
      );
      expect(given.status).toBe(200);
      expect(given.body.confirmationUrl).toBe(`${prefix}/order-confirmed/${given.body.id}`);
      const html = await shown(given.body.confirmationUrl, giver);
      expect(html).toContain(interfaceWords(locale).thankYouForContribution);
      // A refused contribution is said in the language too (its amount limits, its own fields).
      const refused = await giver.post('/api/commerce/donations', { amount: '0.10' }, from('/'));
      expect(refused.status).toBe(400);
      expect(englishIn(said(refused.body), leftovers)).toEqual([]);
      expect(refused.body.fieldErrors.email).toBe(interfaceWords(locale).emailRequired);
    });

    it('shows the donation page in the language, its island’s words and its links under the prefix', async () => {
      const words = interfaceWords(locale);
      const html = await shown(`${prefix}/donate`);
      expect(html).toContain(`<h1 id="donate-title">${words.donatePageTitle}</h1>`);
      expect(html).toContain('data-island="donation"');
      // The owner's title and description of the fund, as the demo translates them (issue 25).
      const { donations } = demoTranslations(locale);
      expect(html).toContain(JSON.stringify(donations.title));
      expect(html).toContain(JSON.stringify(donations.description));
      expect(html).toContain(JSON.stringify(words.contribute));
      expect(html).toContain(`href="${prefix}/cart" data-cart-link`);
    });

    it('hands the add-to-cart button its own titles, states and refusals in the language', async () => {
      const html = await shown(`${prefix}/shop/canvas-field-jacket`);
      const words = interfaceWords(locale);
      for (const key of ['unableToAddItem', 'adding', 'tryAgainInSeconds'] as const)
        expect(html).toContain(JSON.stringify(words[key]).slice(1, -1));
    });

    it('hands the membership join button the language’s home, where sign-in and checkout open', async () => {
      const html = await shown(`${prefix}/memberships`);
      expect(html).toContain('data-island="membership-join"');
      expect(html).toContain(`"pageHome":"${prefix}"`);
      // Its button in the language, on the page and in its props.
      expect(html).toContain(`>${interfaceWords(locale).joinTheClub}</button>`);
      expect(html).toContain(JSON.stringify({ joining: interfaceWords(locale).joining }).slice(1, -1));
    });

    it('confirms an order placed from the checkout of the language in that language', async () => {
      const order = await buyer.post('/api/commerce/checkout', {
        email: 'buyer@example.com',
        shippingAddress: {
          name: 'A Buyer',
          line1: '1 Main St',
          city: 'Portland',
          region: 'OR',
          postalCode: '97201',
          country: 'US',
        },
        paymentToken: 'tok_test_ok',
        pageLanguage: prefix.slice(1),
      });
      expect(order.status).toBe(200);
      const id = (order.body as { id: string }).id;
      const cookies = order.headers.getSetCookie().filter((c) => c.startsWith('order='));
      expect(cookies.map((c) => /Path=([^;]+)/.exec(c)![1])).toEqual([
        `/order-confirmed/${id}`,
        `${prefix}/order-confirmed/${id}`,
      ]);
      const html = await shown(`${prefix}/order-confirmed/${id}`, buyer);
      expect(html).toContain('<h1 id="order-title">');
    });
  });

  it('keeps the English pages and their links where they were', async () => {
    const cart = await demo.page(DEMO, '/cart');
    expect(cart.status).toBe(200);
    expect(cart.html).toContain('<h1 id="cart-title">Cart</h1>');
    expect(cart.html).toContain('href="/cart" data-cart-link');
    const donate = await demo.page(DEMO, '/donate');
    expect(donate.html).toContain('<h1 id="donate-title">Donate</h1>');
    const signIn = await demo.page(DEMO, '/account/sign-in');
    expect(signIn.html).toContain('<h1 id="account-title">Sign in</h1>');
    expect(signIn.html).not.toContain('accountPath');
  });

  it('leaves a prefix the site does not serve to the page routes (not found)', async () => {
    expect((await demo.page(DEMO, '/it/cart')).status).toBe(404);
    expect((await demo.page(DEMO, '/ja/account/sign-in')).status).toBe(404);
  });

  it('refuses a checkout language that is no site language, naming the field', async () => {
    const buyer = visitor();
    await buyer.add(GIFT_CARD.itemId, GIFT_CARD.sku);
    const refused = await buyer.post('/api/commerce/checkout', {
      email: 'buyer@example.com',
      paymentToken: 'tok_test_ok',
      pageLanguage: '../evil',
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('pageLanguage');
  });
});
