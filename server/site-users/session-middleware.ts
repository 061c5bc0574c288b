/**
 * Finds the visitor's site-user session from its cookie and puts it on the context as
 * `siteUser` (with the user's open cart, which cartToken() then prefers to the cart cookie).
 * A cookie whose session has ended (expired, signed out elsewhere, password changed) is
 * cleared, so SiteUserInfo never claims a sign-in that is gone, and so is the cart cookie,
 * which names the account's cart.
 *
 * Sessions found are kept in this process until one may have changed (kept-sessions.ts), so a
 * signed-in visitor's pages need no database round trip to know them.
 *
 * A cart created while signed in (the first add after a checkout) is claimed for the account
 * here, after the route ran: every cart call sets the cart cookie, so one place sees them all.
 *
 * @module
 */
import { CART_COOKIE, clearCartCookies } from '../commerce/cart-cookies';
import { claimCart } from './cart-merge';
import { clearSessionCookies, sessionToken } from './session-cookies';
import { keptSessions } from './kept-sessions';
import type { MiddlewareHandler } from 'hono';
import type { Sql } from '../db';
import type { AppEnv } from '../types';

/** A cart cookie as a route sets it: its token. */
const SETS_CART = new RegExp(`^${CART_COOKIE}=([\\w-]{16,64});`);

export function siteUserSession(db: Sql | undefined): MiddlewareHandler<AppEnv> {
  return async function siteUserSession(c, next) {
    const token = sessionToken(c);
    if (!db || !token) return next();
    const site = c.get('site');
    // Kept in this process until the sessions, their users or an account's cart are written.
    const session = await keptSessions(db).find(site.id, token);
    if (!session) {
      // The cart cookie names the account's cart: a browser whose session ended leaves it too.
      clearSessionCookies(c);
      clearCartCookies(c);
      return next();
    }
    c.set('siteUser', session);
    await next();
    // Sign-in and sign-out end this session (and a sign-out's cart copy is the browser's own).
    if (c.get('siteUser') !== session) return;
    const newCart = c.res.headers
      .getSetCookie()
      .map((line) => SETS_CART.exec(line)?.[1])
      .find(Boolean);
    if (newCart && newCart !== session.cartToken) await claimCart(db, site.id, session.siteUserId, newCart);
  };
}
