import { INPUT_MESSAGES } from '../../../server/http';
import { DeferredWork } from '../../../server/deferred-work';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { SITE_USER_MESSAGES as M } from '../../../server/site-users';
import { openCommerceApp } from '../commerce/commerce-app';
import { suiteApp } from '../helpers/suite-app';
import { ACCOUNT, CART, Member, SESSION, newEmail, outbox, resetToken } from './site-user-app';

const PASSWORD = 'correct horse';

describe.each(testDatabases())('site-user calls on $name', ({ open }) => {
  // Work left for after an answer (reset mails) starts at once, or waits in `held` while `holding`.
  const held: (() => void)[] = [];
  let holding = false;
  const deferredErrors: string[] = [];
  const deferred = new DeferredWork({
    log: { info: () => {}, warn: () => {}, error: (line) => deferredErrors.push(line) },
    schedule: (start) => (holding ? held.push(start) : setImmediate(start)),
  });
  const shop = suiteApp(open, (db) => openCommerceApp(db, { deferred }));
  const member = () => new Member(shop.visitor());
  const users = (email: string) =>
    shop.db.query('select id from site_users where website_id = $1 and email = $2', [shop.shopId, email]);

  /** A new account, signed in on a new browser. */
  async function signedIn(rememberMe = false): Promise<{ m: Member; email: string }> {
    const email = newEmail();
    const m = member();
    expect((await m.signUp(email, PASSWORD)).status).toBe(201);
    expect((await m.signIn(email, PASSWORD, rememberMe)).status).toBe(200);
    return { m, email };
  }

  describe('sign-up', () => {
    it('answers 201 the same for a new and a taken address; the owner of a taken one gets a notice, not a second account', async () => {
      const email = newEmail('Taken');
      const first = await member().signUp(`  ${email.toUpperCase()} `, PASSWORD);
      const second = await member().signUp(email, 'another password');
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first.body);
      expect(await users(email.toLowerCase())).toHaveLength(1);
      const mails = await outbox(shop.db, shop.shopId, email.toLowerCase());
      expect(mails.map((m) => m.subject)).toEqual([
        expect.stringMatching(/^Welcome to /),
        expect.stringMatching(/^Your account at /),
      ]);
      expect(mails[1]!.text_body).toContain('You already have one');
      // The first password still opens the account; the second visitor's does not.
      expect((await member().signIn(email, 'another password')).status).toBe(401);
      expect((await member().signIn(email, PASSWORD)).status).toBe(200);
    });

    it('does the same work before answering for a new and a taken address, and sends either mail after the answer (issue 21)', async () => {
      const taken = newEmail('Held');
      expect((await member().signUp(taken, PASSWORD)).status).toBe(201);
      await shop.settled();
      const fresh = newEmail('Fresh');
      holding = true;
      try {
        const toTaken = await member().signUp(taken, 'another password');
        const toFresh = await member().signUp(fresh, PASSWORD);
        expect([toTaken.status, toFresh.status]).toEqual([201, 201]);
        expect(toTaken.body).toEqual(toFresh.body);
        // One identical job each waits; each answer's mail was queued in its transaction.
        expect(held).toHaveLength(2);
        expect((await outbox(shop.db, shop.shopId, taken.toLowerCase())).map((m) => m.subject)).toEqual([
          expect.stringMatching(/^Welcome to /),
          expect.stringMatching(/^Your account at /),
        ]);
        expect((await outbox(shop.db, shop.shopId, fresh.toLowerCase())).map((m) => m.subject)).toEqual([
          expect.stringMatching(/^Welcome to /),
        ]);
      } finally {
        holding = false;
        for (const start of held.splice(0)) start();
      }
      await shop.settled();
      expect(deferredErrors).toEqual([]);
    });

    it('refuses bad input with 400 and field errors, and stores nothing', async () => {
      const email = newEmail();
      const cases: [unknown, Record<string, string>][] = [
        [{ email: 'not-an-email', password: PASSWORD }, { email: M.emailInvalid }],
        [{ email, password: 'short' }, { password: M.passwordShort }],
        [{ email: `a\u0000${email}`, password: PASSWORD }, { email: INPUT_MESSAGES.textNotAllowed }],
        [{ email, password: 'long enough \uD800' }, { password: INPUT_MESSAGES.textNotAllowed }],
        [{ email: [email], password: PASSWORD }, { email: M.emailInvalid }],
        [{ email, password: 12345678 }, { password: M.passwordShort }],
        [{ email: `${'a'.repeat(300)}@example.com`, password: PASSWORD }, { email: M.emailInvalid }],
        [{}, { email: M.emailInvalid, password: M.passwordShort }],
      ];
      for (const [body, fieldErrors] of cases) {
        const answer = await member().browser.post(ACCOUNT, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.fieldErrors).toEqual(fieldErrors);
      }
      expect((await member().browser.post(ACCOUNT, '{"email":')).status).toBe(400);
      expect((await member().browser.post(ACCOUNT, [])).status).toBe(400);
      expect(await users(email)).toHaveLength(0);
    });
  });

  describe('sign-in', () => {
    it('answers { xsrfToken } with an HttpOnly session cookie and the SiteUserInfo cookie page scripts read', async () => {
      const email = newEmail();
      const m = member();
      await m.signUp(email, PASSWORD);
      const answer = await m.signIn(email, PASSWORD);
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body)).toEqual(['xsrfToken']);
      const cookies = answer.headers.getSetCookie();
      const session = cookies.find((c) => c.startsWith('site-user-session='))!;
      expect(session).toMatch(/HttpOnly/i);
      expect(session).not.toMatch(/Max-Age/i);
      const info = cookies.find((c) => c.startsWith('SiteUserInfo='))!;
      expect(info).not.toMatch(/HttpOnly/i);
      const [id] = await users(email);
      expect(JSON.parse(decodeURIComponent(info.split(';')[0]!.slice('SiteUserInfo='.length)))).toEqual({
        authenticated: true,
        siteUserId: id!.id,
      });
      // The session is stored as the hash of the cookie, never the cookie itself.
      const token = session.split(';')[0]!.slice('site-user-session='.length);
      const rows = await shop.db.query('select token_hash from site_user_sessions where site_user_id = $1', [id!.id]);
      expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('keeps the session 30 days with rememberMe', async () => {
      const email = newEmail();
      const m = member();
      await m.signUp(email, PASSWORD);
      const cookies = (await m.signIn(email, PASSWORD, true)).headers.getSetCookie();
      expect(cookies.find((c) => c.startsWith('site-user-session='))).toMatch(/Max-Age=2592000/);
      expect(cookies.find((c) => c.startsWith('SiteUserInfo='))).toMatch(/Max-Age=2592000/);
      const [user] = await users(email);
      const [row] = await shop.db.query<{ days: number }>(
        `select extract(epoch from expires_at - now()) / 86400 as days from site_user_sessions where site_user_id = $1`,
        [user!.id],
      );
      expect(Math.round(Number(row!.days))).toBe(30);
    });

    it('answers a wrong password and an unknown address with the same status and body', async () => {
      const email = newEmail();
      await member().signUp(email, PASSWORD);
      const wrong = await member().signIn(email, 'wrong password');
      const unknown = await member().signIn(newEmail('nobody'), PASSWORD);
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toEqual({ error: M.signInFailed });
      expect(wrong.headers.getSetCookie().some((c) => c.startsWith('site-user-session='))).toBe(false);
    });

    it('limits wrong guesses per account, whichever browser makes them', async () => {
      const email = newEmail();
      await member().signUp(email, PASSWORD);
      for (let i = 0; i < 5; i++) expect((await member().signIn(email, `wrong ${i}`)).status).toBe(401);
      const limited = await member().signIn(email, PASSWORD);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: M.tooManyTries });
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
      // Another account is not held up by this one's guesses.
      const other = newEmail();
      await member().signUp(other, PASSWORD);
      expect((await member().signIn(other, PASSWORD)).status).toBe(200);
    });

    it('keeps a browser that signed in to the account before out of a lockout made by guesses from elsewhere (issue 21)', async () => {
      const email = newEmail();
      const own = member();
      await own.signUp(email, PASSWORD);
      const first = await own.signIn(email, PASSWORD);
      expect(first.status).toBe(200);
      const device = first.headers.getSetCookie().find((c) => c.startsWith('site-user-device='));
      expect(device).toMatch(/; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
      // Throw-away browsers use up the account's allowance: a new browser is still refused...
      for (let i = 0; i < 5; i++) expect((await member().signIn(email, `wrong ${i}`)).status).toBe(401);
      expect((await member().signIn(email, PASSWORD)).status).toBe(429);
      // ...but the browser that signed in before still gets in, and keeps getting in.
      expect((await own.signIn(email, PASSWORD)).status).toBe(200);
      expect((await own.signIn(email, PASSWORD)).status).toBe(200);
      // Its cookie names this account only: copied into a browser guessing at another, it buys nothing.
      const other = newEmail();
      await member().signUp(other, PASSWORD);
      for (let i = 0; i < 5; i++) await member().signIn(other, `wrong ${i}`);
      const thief = member();
      thief.browser.cookies.set('site-user-device', own.browser.cookies.get('site-user-device')!);
      expect((await thief.signIn(other, PASSWORD)).status).toBe(429);
      const forged = member();
      forged.browser.cookies.set('site-user-device', `${'A'.repeat(22)}.${'B'.repeat(43)}`);
      expect((await forged.signIn(email, PASSWORD)).status).toBe(429);
      // The device's own wrong guesses are limited like any browser's.
      for (let i = 0; i < 5; i++) expect((await own.signIn(email, `wrong again ${i}`)).status).toBe(401);
      expect((await own.signIn(email, PASSWORD)).status).toBe(429);
    });

    it('limits wrong guesses per browser, whichever accounts they aim at', async () => {
      const m = member();
      for (let i = 0; i < 5; i++) expect((await m.signIn(newEmail('guess'), PASSWORD)).status).toBe(401);
      expect((await m.signIn(newEmail('guess'), PASSWORD)).status).toBe(429);
    });

    it('refuses a malformed body with 400 and field errors', async () => {
      const answer = await member().browser.post(SESSION, { email: 'a@b.co', password: '', rememberMe: 'yes' });
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors).toEqual({ password: M.passwordRequired, rememberMe: M.rememberMe });
    });
  });

  describe('the XSRF token', () => {
    it('is required by every call after sign-in: missing or wrong answers 403 { crumbFail: true }', async () => {
      const { m, email } = await signedIn();
      const missing = await m.browser.get(ACCOUNT);
      expect(missing.status).toBe(403);
      expect(missing.body).toMatchObject({ crumbFail: true });
      const wrong = await m.browser.send(
        'PUT',
        `${ACCOUNT}/password`,
        { currentPassword: PASSWORD, newPassword: 'new password 1' },
        { 'X-Siteuser-Xsrf-Token': 'forged' },
      );
      expect(wrong.status).toBe(403);
      expect(wrong.body).toMatchObject({ crumbFail: true });
      const signOut = await m.browser.delete(`${SESSION}?cloneCart=false`);
      expect(signOut.body).toMatchObject({ crumbFail: true });
      const ok = await m.call('GET', ACCOUNT);
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ email, orders: [], restockSignUps: [] });
    });

    it('is answered again by GET session, which is how the client refreshes it before its one retry', async () => {
      const { m } = await signedIn();
      const refreshed = await m.browser.get(SESSION);
      expect(refreshed.body.xsrfToken).toBe(m.xsrfToken);
      expect((await member().browser.get(SESSION)).status).toBe(401);
    });

    it('of one session opens no other session', async () => {
      const { m } = await signedIn();
      const { m: other } = await signedIn();
      other.xsrfToken = m.xsrfToken;
      expect((await other.call('GET', ACCOUNT)).status).toBe(403);
    });
  });

  describe('sessions', () => {
    it('an expired session is no session: 401, and its cookies are cleared', async () => {
      const { m, email } = await signedIn();
      const [user] = await users(email);
      await shop.db.query(
        `update site_user_sessions set expires_at = now() - interval '1 second' where site_user_id = $1`,
        [user!.id],
      );
      const answer = await m.call('GET', ACCOUNT);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: M.notSignedIn });
      expect(m.browser.cookies.has('site-user-session')).toBe(false);
      expect(m.browser.cookies.has('SiteUserInfo')).toBe(false);
    });

    it('a browser whose session ended no longer holds the account cart', async () => {
      const { m, email } = await signedIn();
      await m.browser.add('prod-shirt', 'SHIRT-S', 1);
      const [user] = await users(email);
      await shop.db.query('delete from site_user_sessions where site_user_id = $1', [user!.id]);
      await m.browser.get(CART);
      expect(m.browser.cookies.has('cart')).toBe(false);
      expect((await m.browser.get(CART)).body.entries).toEqual([]);
      await m.signIn(email, PASSWORD);
      expect((await m.browser.get(CART)).body.totalQuantity).toBe(1);
    });

    it('belong to their site: the cookie opens nothing on another site', async () => {
      const { m } = await signedIn();
      const elsewhere = new Member(shop.visitor('other.localhost'));
      elsewhere.browser.cookies.set('site-user-session', m.browser.cookies.get('site-user-session')!);
      elsewhere.xsrfToken = m.xsrfToken;
      expect((await elsewhere.call('GET', ACCOUNT)).status).toBe(401);
    });

    it('sign-out ends the session in every process: the old cookie opens nothing', async () => {
      const { m } = await signedIn();
      const cookie = m.browser.cookies.get('site-user-session')!;
      expect((await m.call('DELETE', `${SESSION}?cloneCart=false`)).body).toEqual({ signedOut: true });
      const replay = new Member(shop.visitor());
      replay.browser.cookies.set('site-user-session', cookie);
      replay.xsrfToken = m.xsrfToken;
      expect((await replay.call('GET', ACCOUNT)).status).toBe(401);
    });

    it('sign-out refuses a cloneCart that is not true or false', async () => {
      const { m } = await signedIn();
      const answer = await m.call('DELETE', `${SESSION}?cloneCart=maybe`);
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors).toEqual({ cloneCart: M.rememberMe });
    });
  });

  describe('the cart', () => {
    it('merges the guest cart at sign-in: quantities added, never above stock, nothing else lost', async () => {
      const email = newEmail();
      const first = member();
      await first.signUp(email, PASSWORD);
      await first.signIn(email, PASSWORD);
      await first.browser.add('prod-lamp', 'LAMP', 3);
      await first.browser.add('prod-ebook', 'EBOOK', 1);
      await first.call('DELETE', `${SESSION}?cloneCart=false`);

      const guest = member();
      await guest.browser.add('prod-lamp', 'LAMP', 4); // stock is 5: 3 + 4 would be 7
      await guest.browser.add('prod-shirt', 'SHIRT-S', 2);
      await guest.browser.add('prod-ebook', 'EBOOK', 2);
      const guestCartId = (await guest.browser.get(CART)).body.id;
      expect((await guest.signIn(email, PASSWORD)).status).toBe(200);
      const cart = (await guest.browser.get(CART)).body;
      const quantities = Object.fromEntries(
        cart.entries.map((e: { chosenVariant: { sku: string }; quantity: number }) => [
          e.chosenVariant.sku,
          e.quantity,
        ]),
      );
      expect(quantities).toEqual({ LAMP: 5, EBOOK: 3, 'SHIRT-S': 2 });
      expect(cart.id).not.toBe(guestCartId);
      expect(
        await shop.db.query('select id from carts where website_id = $1 and id = $2', [shop.shopId, guestCartId]),
      ).toHaveLength(0);
      expect(guest.browser.cookies.get('has-cart')).toBe('true');
    });

    it('a guest cart becomes the account cart when the account has none', async () => {
      const email = newEmail();
      const m = member();
      await m.signUp(email, PASSWORD);
      await m.browser.add('prod-shirt', 'SHIRT-M', 2);
      const before = (await m.browser.get(CART)).body.id;
      await m.signIn(email, PASSWORD);
      expect((await m.browser.get(CART)).body).toMatchObject({ id: before, totalQuantity: 2 });
    });

    it('is one cart for the account in two browsers', async () => {
      const { m: laptop, email } = await signedIn();
      const phone = member();
      await phone.signIn(email, PASSWORD);
      await phone.browser.add('prod-shirt', 'SHIRT-S', 1);
      await laptop.browser.add('prod-shirt', 'SHIRT-S', 2);
      expect((await phone.browser.get(CART)).body.totalQuantity).toBe(3);
      expect((await laptop.browser.get(CART)).body.totalQuantity).toBe(3);
    });

    it('sign-out with cloneCart=true leaves this browser a guest copy; the account keeps its cart', async () => {
      const { m, email } = await signedIn();
      await m.browser.add('prod-shirt', 'SHIRT-S', 2);
      const accountCart = (await m.browser.get(CART)).body.id;
      expect((await m.call('DELETE', `${SESSION}?cloneCart=true`)).status).toBe(200);
      const copy = (await m.browser.get(CART)).body;
      expect(copy.id).not.toBe(accountCart);
      expect(copy.totalQuantity).toBe(2);
      expect(m.browser.cookies.has('SiteUserInfo')).toBe(false);
      // The copy is the browser's own: changing it leaves the account's cart as it was.
      await m.browser.add('prod-shirt', 'SHIRT-S', 1);
      const again = member();
      await again.signIn(email, PASSWORD);
      expect((await again.browser.get(CART)).body).toMatchObject({ id: accountCart, totalQuantity: 2 });
    });

    it('sign-out with cloneCart=false leaves this browser no cart; the cart stays with the account', async () => {
      const { m, email } = await signedIn();
      await m.browser.add('prod-shirt', 'SHIRT-S', 1);
      const accountCart = (await m.browser.get(CART)).body.id;
      const answer = await m.call('DELETE', `${SESSION}?cloneCart=false`);
      expect(answer.status).toBe(200);
      expect(m.browser.cookies.has('cart')).toBe(false);
      expect(m.browser.cookies.has('has-cart')).toBe(false);
      expect((await m.browser.get(CART)).body.entries).toEqual([]);
      await m.signIn(email, PASSWORD);
      expect((await m.browser.get(CART)).body).toMatchObject({ id: accountCart, totalQuantity: 1 });
    });

    it('a cart started after checkout belongs to the account, and orders show on the account by number', async () => {
      const { m, email } = await signedIn();
      await m.browser.add('prod-lamp', 'LAMP', 1);
      const order = await m.browser.post('/api/commerce/checkout', {
        email,
        shippingAddress: {
          name: 'Ana',
          line1: '1 Main St',
          city: 'Hudson',
          postalCode: '12534',
          country: 'US',
          region: 'NY',
        },
        paymentToken: 'tok_test_ok',
      });
      expect(order.status).toBe(200);
      await m.browser.add('prod-shirt', 'SHIRT-S', 1);
      const phone = member();
      await phone.signIn(email, PASSWORD);
      expect((await phone.browser.get(CART)).body.totalQuantity).toBe(1);
      const account = await phone.call('GET', ACCOUNT);
      expect(account.body.orders).toEqual([
        expect.objectContaining({
          orderNumber: order.body.orderNumber,
          items: [{ productName: 'Camp Lamp', quantity: 1 }],
        }),
      ]);
    });
  });

  describe('account changes', () => {
    it('changes the password: the current one is checked, other sessions end, the new one signs in', async () => {
      const { m, email } = await signedIn();
      const phone = member();
      await phone.signIn(email, PASSWORD);
      const wrong = await m.call('PUT', `${ACCOUNT}/password`, {
        currentPassword: 'not it',
        newPassword: 'brand new pass',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors).toEqual({ currentPassword: M.currentPasswordWrong });
      const short = await m.call('PUT', `${ACCOUNT}/password`, { currentPassword: PASSWORD, newPassword: 'short' });
      expect(short.body.fieldErrors).toEqual({ newPassword: M.passwordShort });
      const changed = await m.call('PUT', `${ACCOUNT}/password`, {
        currentPassword: PASSWORD,
        newPassword: 'brand new pass',
      });
      expect(changed.status).toBe(200);
      expect((await m.call('GET', ACCOUNT)).status).toBe(200);
      expect((await phone.call('GET', ACCOUNT)).status).toBe(401);
      expect((await member().signIn(email, PASSWORD)).status).toBe(401);
      expect((await member().signIn(email, 'brand new pass')).status).toBe(200);
    });

    it('changes the email, refusing one another account has', async () => {
      const { m, email } = await signedIn();
      const taken = newEmail('taken');
      await member().signUp(taken, PASSWORD);
      const refused = await m.call('PUT', `${ACCOUNT}/email`, { email: taken, currentPassword: PASSWORD });
      expect(refused.status).toBe(409);
      expect(refused.body.fieldErrors).toEqual({ email: M.emailTaken });
      const fresh = newEmail('fresh');
      const changed = await m.call('PUT', `${ACCOUNT}/email`, {
        email: fresh.toUpperCase(),
        currentPassword: PASSWORD,
      });
      expect(changed.body).toMatchObject({ email: fresh });
      expect((await m.call('GET', ACCOUNT)).body.email).toBe(fresh);
      expect((await member().signIn(fresh, PASSWORD)).status).toBe(200);
      expect((await member().signIn(email, PASSWORD)).status).toBe(401);
      expect((await outbox(shop.db, shop.shopId, email)).map((mail) => mail.subject)).toContainEqual(
        expect.stringMatching(/email address .* was changed/),
      );
    });
  });

  describe('forgotten password', () => {
    it('mails a one-time link to an account, answers the same for an unknown address, and the link sets a new password', async () => {
      const { m, email } = await signedIn();
      const known = await member().browser.post(`${ACCOUNT}/password-reset`, { email });
      const unknownEmail = newEmail('nobody');
      const unknown = await member().browser.post(`${ACCOUNT}/password-reset`, { email: unknownEmail });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(unknown.body).toEqual(known.body);
      await shop.settled();
      expect(await outbox(shop.db, shop.shopId, unknownEmail)).toEqual([]);
      const token = await resetToken(shop.db, shop.shopId, email);
      expect(
        JSON.stringify(
          await shop.db.query('select * from site_user_password_resets where website_id = $1', [shop.shopId]),
        ),
      ).not.toContain(token);

      const bad = await member().browser.post(`${ACCOUNT}/password-reset/confirm`, { token, password: 'short' });
      expect(bad.body.fieldErrors).toEqual({ password: M.passwordShort });
      const done = await member().browser.post(`${ACCOUNT}/password-reset/confirm`, {
        token,
        password: 'after the reset',
      });
      expect(done.status).toBe(200);
      const again = await member().browser.post(`${ACCOUNT}/password-reset/confirm`, {
        token,
        password: 'after the reset 2',
      });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ error: M.resetInvalid, fieldErrors: { token: M.resetInvalid } });
      // Every session of the account ended with the reset.
      expect((await m.call('GET', ACCOUNT)).status).toBe(401);
      expect((await member().signIn(email, 'after the reset')).status).toBe(200);
    });

    it('answers before it looks the address up, makes a token or mails, so a known address answers like an unknown one (issue 21)', async () => {
      const { email } = await signedIn();
      const unknownEmail = newEmail('nobody');
      const resetMails = async (to: string) =>
        (await outbox(shop.db, shop.shopId, to)).filter((mail) => mail.subject.startsWith('Choose a new password'));
      const resets = () =>
        shop.db.query(
          'select 1 from site_user_password_resets r join site_users u on u.id = r.site_user_id where u.website_id = $1 and u.email = $2',
          [shop.shopId, email],
        );
      holding = true;
      try {
        const known = await member().browser.post(`${ACCOUNT}/password-reset`, { email });
        const unknown = await member().browser.post(`${ACCOUNT}/password-reset`, { email: unknownEmail });
        expect([known.status, unknown.status]).toEqual([202, 202]);
        expect(unknown.body).toEqual(known.body);
        // Both answers are out, and neither did the account's work: one identical job each waits.
        expect(held).toHaveLength(2);
        expect(await resets()).toEqual([]);
        expect(await resetMails(email)).toEqual([]);
      } finally {
        holding = false;
        for (const start of held.splice(0)) start();
      }
      await shop.settled();
      expect(await resets()).toHaveLength(1);
      expect(await resetMails(email)).toHaveLength(1);
      expect(await outbox(shop.db, shop.shopId, unknownEmail)).toEqual([]);
      expect(deferredErrors).toEqual([]);
    });

    it('mails a link to the configured address of the site, whatever port the Host header names (issue 21)', async () => {
      const { email } = await signedIn();
      const asked = await member().browser.post(
        `${ACCOUNT}/password-reset`,
        { email },
        { Host: 'shop.localhost:6666' },
      );
      expect(asked.status).toBe(202);
      await shop.settled();
      const [mail] = (await outbox(shop.db, shop.shopId, email)).filter((m) => m.subject.startsWith('Choose'));
      expect(mail!.text_body).toMatch(/: http:\/\/shop\.localhost\/account\/reset-password\?token=[\w-]+$/);
      expect(mail!.text_body).not.toContain('6666');
    });

    it('refuses an expired link', async () => {
      const { email } = await signedIn();
      await member().browser.post(`${ACCOUNT}/password-reset`, { email });
      await shop.settled();
      const token = await resetToken(shop.db, shop.shopId, email);
      await shop.db.query(
        `update site_user_password_resets set expires_at = now() - interval '1 second' where website_id = $1`,
        [shop.shopId],
      );
      const answer = await member().browser.post(`${ACCOUNT}/password-reset/confirm`, {
        token,
        password: 'after the reset',
      });
      expect(answer.status).toBe(400);
      expect((await member().signIn(email, PASSWORD)).status).toBe(200);
    });
  });
});
