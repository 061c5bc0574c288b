/**
 * The site-user calls (spec §6, §7; README "Site users"): sign-up, sign-in and sign-out, the
 * XSRF token, the account's data, change of email and password, and forgotten passwords.
 *
 * - Sign-up answers the same for a new and a taken address (the owner of a taken one gets a
 *   notice by email instead), so it tells nobody who has an account.
 * - Sign-in answers the same for a wrong password and an unknown address, and wrong guesses are
 *   limited per visitor, per address and per account (GuessLimit); a browser that signed in to
 *   the account before guesses against its own allowance instead (its device cookie), so
 *   guesses from elsewhere cannot lock the account's user out.
 * - A password reset answers before it looks the address up or mails (server/deferred-work.ts),
 *   so a known address answers no later than an unknown one.
 * - Every call that acts for a signed-in user needs X-Siteuser-Xsrf-Token; without it, or with
 *   a wrong one, 403 `{ crumbFail: true }` (the client then refreshes the token and retries once).
 *
 * @module
 */
import { Hono } from 'hono';
import { PayloadError, validate } from '../commerce/payload-error';
import { HttpError } from '../http-error';
import { hashPassword, verifyPassword } from '../lock/password';
import { GuessLimit, type GuessLimitOptions } from '../middleware/guess-limit';
import { SignInDevices } from '../middleware/sign-in-device';
import {
  ChangeEmailBody,
  ChangePasswordBody,
  ForgotBody,
  ResetBody,
  SignInBody,
  SignOutQuery,
  SignUpBody,
} from './schemas';
import { SITE_USER_MESSAGES as M } from './messages';
import { XSRF_HEADER, isXsrfToken, xsrfToken } from './xsrf';
import { accountExistsMail, changedMail, welcomeMail } from './account-mails';
import { clearSessionCookies, setSessionCookies } from './session-cookies';
import { cloneAccountCart, entryCount, mergeGuestCart } from './cart-merge';
import {
  createSession,
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  REMEMBER_ME_SECONDS,
  BROWSER_SESSION_SECONDS,
  type SiteUserSession,
} from './sessions';
import { createSiteUser, findSiteUser, findSiteUserByEmail, setSiteUserEmail, setSiteUserPassword } from './accounts';
import { mailPasswordReset, usePasswordReset } from './password-resets';
import { readAccountView } from './account-view';
import { clearCartCookies, cookieCartToken, setCartCookies } from '../commerce/cart-cookies';
import { readJson } from '../http';
import { callLanguage } from '../translations/page-language';
import type { Context } from 'hono';
import type { Database, Sql } from '../db';
import type { DeferredWork } from '../deferred-work';
import type { Mailer } from '../mail/types';
import type { AppEnv } from '../types';
import type {
  AccountView,
  SiteUserEmailChanged,
  SiteUserMessage,
  SiteUserSessionToken,
  SiteUserSignedIn,
  SiteUserSignedOut,
} from '../../domain';

export interface SiteUserRoutesOptions {
  db?: Sql;
  mailer?: Mailer;
  /** Derives the XSRF tokens; the app's secret, shared by every server process. */
  secret: string;
  guessLimit?: GuessLimitOptions;
  /** Runs the password reset's lookup and mail after the answer. */
  deferred: DeferredWork;
}

/** Compared against when the address has no account, so both answers take as long. */
const NO_ACCOUNT_HASH =
  'scrypt$00000000000000000000000000000000$0000000000000000000000000000000000000000000000000000000000000000';

export function siteUserRoutes(options: SiteUserRoutesOptions): Hono<AppEnv> {
  const guesses = new GuessLimit({ name: 'site-user-sign-in', ...options.guessLimit });
  // Browsers that signed in to an account before keep their own allowance of guesses at it.
  const devices = new SignInDevices({ cookie: 'site-user-device', secret: options.secret });
  const db = (): Database => {
    if (!options.db || !('transaction' in options.db) || !options.mailer) throw new HttpError(503, M.noStore);
    return options.db as Database;
  };
  const mailer = () => options.mailer as Mailer;
  const origin = (c: Context<AppEnv>) => c.get('siteOrigin');
  const subject = (c: Context<AppEnv>, email: string) => `site-user:${c.get('site').id}:${email}`;

  /**
   * Answers 429 when this visitor, address or account has guessed wrong too often lately; for a
   * known device of the account (`device`), when that device has.
   */
  const tooMany = async (c: Context<AppEnv>, email: string, device?: string) => {
    const wait = await guesses.wait(c, subject(c, email), device);
    if (wait <= 0) return undefined;
    c.header('Retry-After', String(Math.ceil(wait)));
    return c.json({ error: M.tooManyTries }, 429);
  };

  /** The signed-in user of a call that acts for them, or the 401 / 403 answer. */
  const signedIn = (c: Context<AppEnv>): SiteUserSession | Response => {
    const session = c.get('siteUser');
    if (!session) return c.json({ error: M.notSignedIn }, 401);
    if (!isXsrfToken(options.secret, session.tokenHash, c.req.header(XSRF_HEADER)))
      return c.json({ error: M.crumbFail, crumbFail: true }, 403);
    return session;
  };

  /** Checks the current password of a signed-in user, counting wrong ones like sign-in guesses. */
  const confirmPassword = async (c: Context<AppEnv>, session: SiteUserSession, password: string) => {
    const device = devices.of(c, subject(c, session.email));
    const limited = await tooMany(c, session.email, device);
    if (limited) return limited;
    const user = await findSiteUser(db(), c.get('site').id, session.siteUserId);
    if (user && (await verifyPassword(password, user.passwordHash))) return user;
    await guesses.wrong(c, subject(c, session.email), device);
    return c.json({ error: M.currentPasswordWrong, fieldErrors: { currentPassword: M.currentPasswordWrong } }, 400);
  };

  const app = new Hono<AppEnv>();
  app.use('/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.post('/', async (c) => {
    const body = await readJson(c, SignUpBody);
    const site = c.get('site');
    const database = db();
    // Both answers must take the same time, or the timing tells whether an address has an
    // account: the password is hashed either way, either mail is queued in the same transaction
    // as the insert, and sending happens after the answer.
    const passwordHash = await hashPassword(body.password);
    // Its links lead to the account pages of the language the visitor signed up from.
    const language = await callLanguage(c, database);
    await database.transaction(async (tx) => {
      const user = await createSiteUser(tx, site.id, body.email, passwordHash);
      const mail = user
        ? welcomeMail(site, origin(c), user.email, user.id, language)
        : accountExistsMail(site, origin(c), body.email, language);
      await mailer().send(site.id, mail, tx);
    });
    options.deferred.later(`sign-up mail of site ${site.id}`, () => mailer().deliverPending(site.id));
    return c.json<SiteUserMessage>({ message: M.signUpDone }, 201);
  });

  app.get('/session', (c) => {
    const session = c.get('siteUser');
    if (!session) return c.json({ error: M.notSignedIn }, 401);
    return c.json<SiteUserSessionToken>({
      xsrfToken: xsrfToken(options.secret, session.tokenHash),
      siteUserId: session.siteUserId,
    });
  });

  app.post('/session', async (c) => {
    const body = await readJson(c, SignInBody);
    const site = c.get('site');
    const device = devices.of(c, subject(c, body.email));
    const limited = await tooMany(c, body.email, device);
    if (limited) return limited;
    const database = db();
    const user = await findSiteUserByEmail(database, site.id, body.email);
    const matches = await verifyPassword(body.password, user?.passwordHash ?? NO_ACCOUNT_HASH);
    if (!user || !matches) {
      await guesses.wrong(c, subject(c, body.email), device);
      return c.json({ error: M.signInFailed }, 401);
    }
    const earlier = c.get('siteUser');
    const seconds = body.rememberMe ? REMEMBER_ME_SECONDS : BROWSER_SESSION_SECONDS;
    const { session, cart, entries } = await database.transaction(async (tx) => {
      if (earlier) await deleteSession(tx, site.id, earlier.tokenHash);
      // Signed in already (as anyone): the browser's cart is that account's, not a guest cart.
      const merged = await mergeGuestCart(tx, site, user.id, earlier ? undefined : cookieCartToken(c));
      return {
        session: await createSession(tx, site.id, user.id, seconds),
        cart: merged,
        entries: merged ? await entryCount(tx, site.id, merged.id) : 0,
      };
    });
    c.set('siteUser', undefined);
    await deleteExpiredSessions(database, site.id);
    setSessionCookies(c, session.token, user.id, body.rememberMe ? REMEMBER_ME_SECONDS : undefined);
    devices.remember(c, subject(c, body.email));
    if (cart) setCartCookies(c, cart.token, entries);
    else clearCartCookies(c);
    return c.json<SiteUserSignedIn>({ xsrfToken: xsrfToken(options.secret, session.tokenHash) });
  });

  app.delete('/session', async (c) => {
    const { cloneCart } = validate(SignOutQuery, c.req.query());
    const site = c.get('site');
    if (!c.get('siteUser')) {
      // Nothing to end (expired, or signed out elsewhere): the browser forgets it all the same.
      clearSessionCookies(c);
      return c.json<SiteUserSignedOut>({ signedOut: true });
    }
    const session = signedIn(c);
    if (session instanceof Response) return session;
    const copy = await db().transaction(async (tx) => {
      const clone = cloneCart === 'true' ? await cloneAccountCart(tx, site, session.siteUserId) : undefined;
      await deleteSession(tx, site.id, session.tokenHash);
      return clone;
    });
    c.set('siteUser', undefined);
    clearSessionCookies(c);
    // Without cloneCart the cart stays with the account, and this browser has none.
    if (copy) setCartCookies(c, copy.cart.token, copy.entryCount);
    else clearCartCookies(c);
    return c.json<SiteUserSignedOut>({ signedOut: true });
  });

  app.get('/', async (c) => {
    const session = signedIn(c);
    if (session instanceof Response) return session;
    // In the language of the account page that asked (its Referer), as that page was rendered.
    const language = await callLanguage(c, db());
    return c.json<AccountView>(await readAccountView(db(), c.get('site'), session.siteUserId, session.email, language));
  });

  app.put('/email', async (c) => {
    const session = signedIn(c);
    if (session instanceof Response) return session;
    const body = await readJson(c, ChangeEmailBody);
    const user = await confirmPassword(c, session, body.currentPassword);
    if (user instanceof Response) return user;
    const site = c.get('site');
    if (body.email !== user.email) {
      if (!(await setSiteUserEmail(db(), site.id, user.id, body.email))) {
        return c.json({ error: M.emailTaken, fieldErrors: { email: M.emailTaken } }, 409);
      }
      // Said in the language of the account page the change was made on.
      const language = await callLanguage(c, db());
      await mailer().send(site.id, changedMail(site, user.email, 'email address', user.id, language));
    }
    return c.json<SiteUserEmailChanged>({ email: body.email, message: M.emailChanged });
  });

  app.put('/password', async (c) => {
    const session = signedIn(c);
    if (session instanceof Response) return session;
    const body = await readJson(c, ChangePasswordBody);
    const user = await confirmPassword(c, session, body.currentPassword);
    if (user instanceof Response) return user;
    const site = c.get('site');
    const passwordHash = await hashPassword(body.newPassword);
    await db().transaction(async (tx) => {
      await setSiteUserPassword(tx, site.id, user.id, passwordHash);
      // Whoever knew the old password is signed out everywhere else.
      await deleteOtherSessions(tx, site.id, user.id, session.tokenHash);
    });
    const language = await callLanguage(c, db());
    await mailer().send(site.id, changedMail(site, user.email, 'password', user.id, language));
    return c.json<SiteUserMessage>({ message: M.passwordChanged });
  });

  app.post('/password-reset', async (c) => {
    const { email } = await readJson(c, ForgotBody);
    const site = c.get('site');
    const limited = await tooMany(c, email);
    if (limited) return limited;
    const database = db();
    // Counted like a guess, so the call cannot mail an address (or probe accounts) without limit.
    await guesses.wrong(c, subject(c, email));
    // Finding the account, making the token and mailing it all wait until after the answer:
    // a known address must not answer later than an unknown one.
    const send = mailer();
    const at = origin(c);
    // Read whether or not the address has an account, so both answers take as long.
    const language = await callLanguage(c, database);
    options.deferred.later(`password reset mail of site ${site.id}`, () =>
      mailPasswordReset(database, send, site, at, email, language),
    );
    return c.json<SiteUserMessage>({ message: M.resetSent }, 202);
  });

  app.post('/password-reset/confirm', async (c) => {
    const body = await readJson(c, ResetBody);
    const site = c.get('site');
    const passwordHash = await hashPassword(body.password);
    const done = await db().transaction(async (tx) => {
      const siteUserId = await usePasswordReset(tx, site.id, body.token);
      if (!siteUserId) return false;
      await setSiteUserPassword(tx, site.id, siteUserId, passwordHash);
      await deleteOtherSessions(tx, site.id, siteUserId, null);
      return true;
    });
    if (!done) return c.json({ error: M.resetInvalid, fieldErrors: { token: M.resetInvalid } }, 400);
    clearSessionCookies(c);
    return c.json<SiteUserMessage>({ message: M.resetDone });
  });

  app.onError((error, c) => {
    if (error instanceof PayloadError) return c.json({ error: error.message, fieldErrors: error.fieldErrors }, 400);
    throw error;
  });
  return app;
}
