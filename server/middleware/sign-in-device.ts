/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * has signed in to an account keeps a cookie naming that account, signed with the server's
 * COOKIE_SECRET. At sign-in such a browser draws on an allowance of its own (GuessLimit's
 * `device`), so wrong guesses made anywhere else, however many throw-away browsers make them,
 * never lock the real user out of an account they have used from here before. Browsers without
 * the cookie stay limited per visitor, address and account as before.
 *
 * The cookie holds a random device id and an HMAC over (cookie name, account, id): it proves
 * "this browser signed in to this account" without showing which account, and a copy sent
 * while signing in to any other account proves nothing. HttpOnly, SameSite=Lax, Secure over
 * HTTPS (server/http/cookies.ts), kept for a year. One account per cookie: signing in to
 * another account makes the browser a device of that one instead.
 *
 * @example
 *   const devices = new SignInDevices({ cookie: 'owner_device', secret });
 *   const device = devices.of(c, account); // before counting guesses
 *   devices.remember(c, account);          // after a successful sign-in
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import { setSiteCookie } from '../http/cookies';
import type { Context } from 'hono';

/** How long a browser stays a known device of an account after its last sign-in. */
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

const ID = /^[\w-]{22}$/;

export interface SignInDevicesOptions {
  /** The cookie's name: one per kind of account (owners, site users). */
  cookie: string;
  /** The server's COOKIE_SECRET, shared by every process. */
  secret: string;
}

export class SignInDevices {
  readonly #options: SignInDevicesOptions;

  constructor(options: SignInDevicesOptions) {
    this.#options = options;
  }

  /** The device id this browser's cookie proves for `account`, or undefined when it proves none. */
  of(c: Context, account: string): string | undefined {
    const [id, signature, extra] = (getCookie(c, this.#options.cookie) ?? '').split('.');
    if (!id || !signature || extra !== undefined || !ID.test(id)) return undefined;
    const sent = Buffer.from(signature);
    const expected = Buffer.from(this.#sign(account, id));
    return sent.length === expected.length && timingSafeEqual(sent, expected) ? id : undefined;
  }

  /** After a successful sign-in to `account`: this browser is (still) one of its devices. */
  remember(c: Context, account: string): void {
    const id = this.of(c, account) ?? randomBytes(16).toString('base64url');
    setSiteCookie(c, this.#options.cookie, `${id}.${this.#sign(account, id)}`, {
      httpOnly: true,
      maxAge: DEVICE_COOKIE_SECONDS,
    });
  }

  #sign(account: string, id: string): string {
    return createHmac('sha256', this.#options.secret)
      .update(`sign-in-device\0${this.#options.cookie}\0${account}\0${id}`)
      .digest('base64url');
  }
}
