/**
 * Owner sign-in and sign-out (POST and DELETE /api/owner/session) and `GET /api/owner/me`.
 * Sign-in is limited per visitor, per address and per account (GuessLimit), except that a browser
 * that signed in to the account before guesses against its own allowance (its device cookie,
 * server/middleware/sign-in-device.ts), so guesses from elsewhere cannot lock it out; an unknown email
 * and a wrong password get the same answer after the same work (a dummy hash is checked).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { hashPassword, verifyPassword } from '../lock/password';
import { GuessLimit } from '../middleware/guess-limit';
import { SignInDevices } from '../middleware/sign-in-device';
import { OWNER_MESSAGES } from './messages';
import { createSession, deleteSession } from './sessions';
import { findOwnerByEmail } from './accounts';
import { ownerCookie, setOwnerCookie } from './owner-cookie';
import { ownerView } from './owner-view';
import type { OwnerDb, OwnerEnv } from './credentials';
import { roleName, type OwnerAnswer } from '../../domain';
import { readJson } from '../http';
import type { MiddlewareHandler } from 'hono';

const SignInBody = v.object({
  email: v.pipe(
    v.string('Enter your email.'),
    v.trim(),
    v.minLength(1, 'Enter your email.'),
    v.maxLength(254, 'This email is too long.'),
    v.check((s) => !/[\0-\x1f]/.test(s), 'This email is not valid.'),
  ),
  password: v.pipe(
    v.string('Enter your password.'),
    v.minLength(1, 'Enter your password.'),
    v.maxLength(200, 'This password is too long.'),
  ),
});

/** Checked when the email is unknown, so that answer takes as long as a wrong password. */
const dummyHash = hashPassword('not-a-password-anyone-has');

export function ownerSessionRoutes(
  db: OwnerDb,
  auth: MiddlewareHandler<OwnerEnv>,
  secret: string,
  guesses: GuessLimit = new GuessLimit({ name: 'owner-sign-in' }),
) {
  // A browser the owner signed in with before keeps its own allowance of guesses at the account.
  const devices = new SignInDevices({ cookie: 'owner_device', secret });
  return new Hono<OwnerEnv>()
    .post('/session', async (c) => {
      const site = c.get('site');
      const body = await readJson(c, SignInBody);
      const subject = `owner:${site.id}:${body.email.toLowerCase()}`;
      const device = devices.of(c, subject);
      const wait = await guesses.wait(c, subject, device);
      if (wait > 0) {
        c.header('Retry-After', String(Math.ceil(wait)));
        return c.json({ error: OWNER_MESSAGES.tooManyAttempts }, 429);
      }
      const account = await findOwnerByEmail(db(), site.id, body.email);
      const matches = await verifyPassword(body.password, account?.passwordHash ?? (await dummyHash));
      const role = account && roleName(account.role);
      if (!account || !matches || !role) {
        await guesses.wrong(c, subject, device);
        return c.json({ error: OWNER_MESSAGES.wrongCredentials }, 401);
      }
      setOwnerCookie(c, await createSession(db(), site.id, account.id), account.role);
      devices.remember(c, subject);
      c.header('Cache-Control', 'no-store');
      return c.json<OwnerAnswer>({ owner: ownerView(site, { role, email: account.email }) });
    })
    .delete('/session', async (c) => {
      const token = ownerCookie(c);
      if (token) await deleteSession(db(), c.get('site').id, token);
      setOwnerCookie(c, null);
      return c.body(null, 204);
    })
    .get('/me', auth, (c) => c.json<OwnerAnswer>({ owner: ownerView(c.get('site'), c.get('owner')) }));
}
